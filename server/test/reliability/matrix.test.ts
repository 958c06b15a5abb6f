/**
 * docs/reliability.md §1-3: the authorization matrix, generated from ONE table (matrix-table.ts).
 * Every registered route x {anon, LA, TA1, TA2, LB, TB1} x {own, neighbour's, other apartment's object}
 * -> expected status. After every denial the database is unchanged (row counts + a hash of every row);
 * a denied PDF download never starts with %PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../helpers';
import { ACTORS, type Actor, type Ctx, gated, RELS, type Rel, TABLE, VIEW } from './matrix-table';
import { buildReliabilityApp, figure, messageOf, snapshot } from './support';
import { call, seedWorld, type World } from './world';

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
let w: World;

beforeAll(async () => {
  t = await buildReliabilityApp();
  w = await seedWorld(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function context(actor: Actor, rel: Rel): Ctx {
  const view = VIEW[actor];
  const session = actor === 'anon' ? null : w[actor];
  const isLandlord = actor === 'LA' || actor === 'LB';
  const tenantName = view[rel === 'own' ? 'me' : rel];
  const tenant = w.tenants[tenantName];
  const otherApt = view.apt === 'A' ? 'B' : 'A';
  const ruleIndex = { own: 0, neighbour: 1, other: 2 }[rel];
  const ruleApt = rel === 'other' ? otherApt : view.apt;
  const ownLandlord = view.apt === 'A' ? w.LA : w.LB;
  const otherLandlord = view.apt === 'A' ? w.LB : w.LA;
  const person = isLandlord ? tenant : rel === 'own' ? ownLandlord : rel === 'neighbour' ? tenant : otherLandlord;
  return {
    w,
    actor,
    rel,
    isLandlord,
    isTenant: actor !== 'anon' && !isLandlord,
    session,
    tenant,
    tenantName,
    bill: w.objects[tenantName].unpaidBill,
    paidBill: w.objects[tenantName].paidBill,
    complaint: w.objects[tenantName].complaint,
    rule: w.rules[ruleApt].edit[ruleIndex],
    ruleToDelete: w.rules[ruleApt].del[ruleIndex],
    unit: w.units[ruleApt].edit[ruleIndex],
    unitToDeactivate: w.units[ruleApt].del[ruleIndex],
    tenancy: {
      approve: w.tenancies[ruleApt].approve[ruleIndex],
      reject: w.tenancies[ruleApt].reject[ruleIndex],
      update: w.tenancies[ruleApt].update[ruleIndex],
      end: w.tenancies[ruleApt].end[ruleIndex],
    },
    inviteToWithdraw: w.invites[ruleApt].del[ruleIndex],
    ledger: {
      confirm: w.ledger[ruleApt].confirm[ruleIndex],
      reject: w.ledger[ruleApt].reject[ruleIndex],
      reverse: w.ledger[ruleApt].reverse[ruleIndex],
      void: w.ledger[ruleApt].void[ruleIndex],
    },
    person,
    me: session?.user.id ?? w.TA1.user.id,
  };
}

describe('authorization matrix (one table)', () => {
  it('has a row for every registered route, and every row names a registered route', () => {
    const registered = t.routes;
    expect(registered.length).toBeGreaterThan(25);
    const inTable = [...new Set(TABLE.map((r) => r.route))].sort();
    expect(inTable).toEqual(registered);
  });

  it('answers every route x caller x object with the expected status; a denial changes nothing', async () => {
    const failures: string[] = [];
    let cases = 0;
    let denials = 0;
    let before = await snapshot(t.database);
    for (const row of TABLE) {
      for (const actor of ACTORS) {
        for (const rel of row.object ? RELS : (['own'] as Rel[])) {
          const c = context(actor, rel);
          const expected = actor === 'anon' && !row.public ? 401 : gated(actor, row) ? 403 : row.expect(c);
          const session = row.freshSession && c.session ? await loginAs(t.app, c.session.user.email) : c.session;
          const res = await call(t.app, session, row.route.split(' ')[0], row.url(c), row.body?.(c));
          cases += 1;
          const label = `${row.route} as ${actor} on ${row.object ? `${rel}'s object` : '-'}`;
          if (res.statusCode !== expected) {
            failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
          const after = await snapshot(t.database);
          if (res.statusCode >= 400) {
            denials += 1;
            if (after.hash !== before.hash) failures.push(`${label}: database changed after ${res.statusCode}`);
            if (res.rawPayload.subarray(0, 4).toString('latin1') === '%PDF') failures.push(`${label}: PDF bytes`);
            if (res.headers['content-type']?.toString().includes('json') && typeof messageOf(res.body) !== 'string') {
              failures.push(`${label}: no message in ${res.body.slice(0, 80)}`);
            }
          } else {
            if (row.pdf) {
              expect(res.headers['content-type']).toContain('application/pdf');
              expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
            }
            if (row.check) {
              try {
                row.check(c, res.json());
              } catch (error) {
                failures.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
              }
            }
          }
          before = after;
        }
      }
    }
    expect(failures).toEqual([]);
    figure('matrix cases', cases);
    figure('matrix denials with unchanged database', denials);
    expect(cases).toBeGreaterThan(300);
  }, 240_000);
});
