/**
 * docs/reliability.md §1-3: the authorization matrix, generated from ONE table (matrix-table.ts).
 * Every registered route x {anon, LA, TA1, TA2, LB, TB1, TP, TR, TE, CA, CX, LA2, T2} x {own,
 * neighbour's, other apartment's object} -> expected status (the actors: matrix-rules.ts). After every denial the database is unchanged (row counts + a hash of every row);
 * a denied PDF download never starts with %PDF.
 */
import { ERROR_CODE } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type Session } from '../helpers';
import {
  ACTORS,
  type Actor,
  type Ctx,
  gated,
  isOwner,
  OWNER,
  RELS,
  type Rel,
  TABLE,
  TENANTS,
  VIEW,
} from './matrix-table';
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
  const isLandlord = isOwner(actor) || actor === 'CA';
  const tenantName = view[rel === 'own' ? 'me' : rel];
  const tenant = w.tenants[tenantName];
  const ruleIndex = { own: 0, neighbour: 1, other: 2 }[rel];
  const ruleApt = rel === 'other' ? view.otherApt : view.apt;
  const ownLandlord = w[OWNER[view.apt]];
  const person = isLandlord ? tenant : rel === 'own' ? ownLandlord : rel === 'neighbour' ? tenant : w[view.stranger];
  // Claims LA confirms or rejects are gone for CA: the caretaker has two of their own (world-ledger.ts).
  const claimIndex = actor === 'CA' && rel !== 'other' ? ruleIndex + 3 : ruleIndex;
  // LA owns A and A2 whichever they act on.
  const buildings = isOwner(actor)
    ? Object.values(OWNER)
        .filter((o) => w[o].user.id === session?.user.id)
        .map((o) => w[o].user.apartmentId as string)
    : actor === 'CA'
      ? [w.LA.user.apartmentId as string]
      : [];
  return {
    w,
    actor,
    rel,
    isLandlord,
    isTenant: TENANTS.includes(actor),
    buildings,
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
      confirm: w.ledger[ruleApt].confirm[claimIndex],
      reject: w.ledger[ruleApt].reject[claimIndex],
      reverse: w.ledger[ruleApt].reverse[ruleIndex],
      void: w.ledger[ruleApt].void[ruleIndex],
    },
    person,
    me: session?.user.id ?? w.TA1.user.id,
  };
}

/** A session signed in for one row alone, acting on the same building (its header kept). */
async function freshLike(session: Session): Promise<Session> {
  const fresh = await loginAs(t.app, session.user.email);
  return { ...session, token: fresh.token, auth: { ...session.auth, authorization: fresh.auth.authorization } };
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
          const session = row.freshSession && c.session ? await freshLike(c.session) : c.session;
          const res = await call(t.app, session, row.route.split(' ')[0], row.url(c), row.body?.(c));
          cases += 1;
          const label = `${row.route} as ${actor} on ${row.object ? `${rel}'s object` : '-'}`;
          if (res.statusCode !== expected) {
            failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
          const after = await snapshot(t.database);
          if (res.statusCode >= 400) {
            denials += 1;
            // One removed from the building is told so, whatever the route; a caretaker is refused
            // the owner's routes for their role, never as a stranger to the building (docs/team.md).
            const code = res.statusCode === 403 ? (JSON.parse(res.body) as { code?: string }).code : undefined;
            if (actor === 'CX' && res.statusCode === 403 && code !== ERROR_CODE.notYourApartment) {
              failures.push(`${label}: the removed caretaker's 403 is not ${ERROR_CODE.notYourApartment}`);
            }
            if (actor === 'CA' && code === ERROR_CODE.notYourApartment) {
              failures.push(`${label}: the caretaker is refused as a stranger to their building`);
            }
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
            if (row.csv) expect(res.headers['content-type']).toContain('text/csv');
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
