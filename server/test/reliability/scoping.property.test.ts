/**
 * docs/reliability.md §4 (and §8): random data in both apartments (fast-check); afterwards every row any
 * list returns belongs to the caller's apartment, and a tenant sees only their own bills and complaints.
 */

import { MONTHS } from '@safestay/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../helpers';
import { buildReliabilityApp, figure, IN_CI } from './support';
import { call, rowsOf, seedWorld, type World } from './world';

type Name = 'LA' | 'TA1' | 'TA2' | 'LB' | 'TB1' | 'TB2';
const NAMES: Name[] = ['LA', 'TA1', 'TA2', 'LB', 'TB1', 'TB2'];
const TENANTS = ['TA1', 'TA2', 'TB1', 'TB2'] as const;

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
let w: World;
const people = {} as Record<Name, Session>;
const aptOf = (n: Name) => (n.includes('A') && n !== 'LB' ? 'A' : 'B');
/** Who owns what, as recorded when it was created. */
const billOwner = new Map<string, string>();
const complaintOwner = new Map<string, string>();
const ruleApt = new Map<string, string>();

beforeAll(async () => {
  t = await buildReliabilityApp();
  w = await seedWorld(t.app);
  Object.assign(people, { LA: w.LA, TA1: w.TA1, TA2: w.TA2, LB: w.LB, TB1: w.TB1, TB2: w.TB2 });
  for (const name of [...TENANTS, 'TE'] as const) {
    const owner = name === 'TE' ? w.TE : people[name];
    billOwner.set(w.objects[name].unpaidBill, owner.user.id);
    billOwner.set(w.objects[name].paidBill, owner.user.id);
    complaintOwner.set(w.objects[name].complaint, owner.user.id);
  }
  for (const apt of ['A', 'B'] as const) {
    // The world's one-off charges (world-ledger.ts) belong to each flat's first tenant.
    for (const id of w.ledger[apt].void) billOwner.set(id, people[apt === 'A' ? 'TA1' : 'TB1'].user.id);
    for (const id of [...w.rules[apt].edit, ...w.rules[apt].del])
      ruleApt.set(id, people[apt === 'A' ? 'LA' : 'LB'].user.apartmentId as string);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0 && !s.includes('\u0000'));
const op = fc.oneof(
  fc.record({ kind: fc.constant('complaint' as const), who: fc.constantFrom(...TENANTS), title: text }),
  fc.record({ kind: fc.constant('rule' as const), who: fc.constantFrom('LA' as const, 'LB' as const), title: text }),
  fc.record({
    kind: fc.constant('generate' as const),
    who: fc.constantFrom('LA' as const, 'LB' as const),
    month: fc.constantFrom(...MONTHS),
    year: fc.integer({ min: 2000, max: 2100 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    who: fc.constantFrom(...TENANTS),
    cents: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({ kind: fc.constant('chat' as const), who: fc.constantFrom(...TENANTS), back: fc.boolean(), body: text }),
  fc.record({ kind: fc.constant('note' as const), who: fc.constantFrom('LA' as const, 'LB' as const), note: text }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function apply(o: Op) {
  const me = people[o.who];
  const landlordOf = (n: Name) => (aptOf(n) === 'A' ? people.LA : people.LB);
  switch (o.kind) {
    case 'complaint': {
      const res = await call(t.app, me, 'POST', '/api/complaints', { title: o.title, description: 'property' });
      expect(res.statusCode).toBe(201);
      complaintOwner.set(res.json().complaint._id, me.user.id);
      return;
    }
    case 'rule': {
      const res = await call(t.app, me, 'POST', '/api/rules', { rules: [{ title: o.title, description: 'property' }] });
      expect(res.statusCode).toBe(201);
      for (const r of res.json().rules) ruleApt.set(r._id, me.user.apartmentId as string);
      return;
    }
    case 'generate': {
      const res = await call(t.app, me, 'POST', '/api/bills/generate-monthly', {
        month: o.month,
        year: o.year,
        dueDate: `${o.year}-01-15`,
      });
      expect(res.statusCode).toBe(201);
      for (const b of rowsOf(res.json().bills)) billOwner.set(b._id as string, (b.tenant as { _id: string })._id);
      return;
    }
    case 'pay': {
      const unpaid = rowsOf((await call(t.app, me, 'GET', '/api/bills/unpaid')).json());
      if (unpaid.length === 0) return;
      const bill = unpaid[0] as { _id: string; remainingAmount: number };
      const amount = Math.min(bill.remainingAmount, o.cents / 100);
      const res = await call(t.app, me, 'POST', '/api/bills/pay-cash', { billId: bill._id, amount });
      expect(res.statusCode).toBe(200);
      return;
    }
    case 'chat': {
      const [from, to] = o.back ? [landlordOf(o.who), me] : [me, landlordOf(o.who)];
      const res = await call(t.app, from, 'POST', '/api/chats', { receiverId: to.user.id, message: o.body });
      expect(res.statusCode).toBe(201);
      return;
    }
    case 'note': {
      const list = rowsOf((await call(t.app, me, 'GET', '/api/complaints')).json());
      const open = list.find((c) => c.status !== 'Resolved') ?? list[0];
      if (!open) return;
      const res = await call(t.app, me, 'POST', `/api/complaints/${open._id}/note`, { note: o.note });
      expect(res.statusCode).toBe(200);
      return;
    }
  }
}

let rowsChecked = 0;

async function checkEveryList(name: Name) {
  const me = people[name];
  const apt = me.user.apartmentId as string;
  const isTenant = me.user.role === 'Tenant';
  // Everyone of the flat: the named people, those who joined, waited or moved out, and its
  // caretaker, whom its tenants chat with (world.ts, docs/team.md).
  const flatIds = new Set(
    [...NAMES.map((n) => people[n]), w.TE, w.CA, ...w.extras]
      .filter((p) => p.user.apartmentId === apt)
      .map((p) => p.user.id),
  );
  const get = async (url: string) => {
    const res = await call(t.app, me, 'GET', url);
    expect(res.statusCode, `${name} ${url}`).toBe(200);
    return res.json();
  };
  const bills = [
    ...rowsOf(await get('/api/bills/paid')),
    ...rowsOf(await get('/api/bills/unpaid')),
    ...(isTenant ? rowsOf(await get('/api/bills/me')) : rowsOf(await get('/api/bills/apartment'))),
  ];
  for (const b of bills) {
    const tenantId = (b.tenant as { _id: string })._id;
    expect(billOwner.get(b._id as string)).toBe(tenantId);
    expect(flatIds.has(tenantId)).toBe(true);
    if (isTenant) expect(tenantId).toBe(me.user.id);
  }
  const complaints = [
    ...rowsOf(await get('/api/complaints')),
    ...(isTenant ? rowsOf(await get('/api/complaints/me')) : []),
  ];
  for (const c of complaints) {
    const tenantId = (c.tenant as { _id: string })._id;
    expect(complaintOwner.get(c._id as string)).toBe(tenantId);
    expect(flatIds.has(tenantId)).toBe(true);
    if (isTenant) expect(tenantId).toBe(me.user.id);
  }
  const rules = (await get('/api/rules')).rules as { _id: string }[];
  for (const r of rules) expect(ruleApt.get(r._id)).toBe(apt);
  let tenants: Record<string, unknown>[] = [];
  if (!isTenant) {
    tenants = rowsOf(await get('/api/users/tenants'));
    for (const tenant of tenants) expect(flatIds.has((tenant._id ?? tenant.id) as string)).toBe(true);
  }
  const partners = rowsOf(await get('/api/chats/partners'));
  for (const p of partners) {
    expect(flatIds.has(p._id as string)).toBe(true);
    if (isTenant) expect(p.role).toBe('Landlord');
  }
  const conversations = rowsOf(await get('/api/chats/conversations'));
  let messages = 0;
  for (const conv of conversations) {
    expect(flatIds.has(conv.partnerId as string)).toBe(true);
    const history = rowsOf(await get(`/api/chats/conversation/${me.user.id}/${conv.partnerId}`));
    for (const m of history) {
      const ends = [(m.senderId as { _id: string })._id, (m.receiverId as { _id: string })._id];
      expect(ends).toContain(me.user.id);
      expect(ends).toContain(conv.partnerId);
    }
    messages += history.length;
  }
  const debug = (await get('/api/chats/debug/users')) as { users: { _id: string }[]; partners: { _id: string }[] };
  for (const u of [...debug.users, ...debug.partners]) expect(flatIds.has(u._id)).toBe(true);
  // No answer ever carries a password hash (docs/reliability.md §8).
  rowsChecked +=
    bills.length +
    complaints.length +
    rules.length +
    tenants.length +
    partners.length +
    conversations.length +
    messages;
}

describe('every list stays inside the caller’s apartment (property)', () => {
  it('holds after random data in both apartments', async () => {
    let ops = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (batch) => {
        for (const o of batch) await apply(o);
        ops += batch.length;
        for (const name of NAMES) await checkEveryList(name);
      }),
      { numRuns: IN_CI ? 12 : 40 },
    );
    figure('scoping property: random operations', ops);
    figure('scoping property: list rows checked', rowsChecked);
    expect(rowsChecked).toBeGreaterThan(100);
  }, 240_000);

  it('never sends a password hash, and tenants never see other tenants’ national IDs', async () => {
    const otherTenant = (n: Name) => TENANTS.filter((x) => x !== n).map((x) => people[x].user);
    for (const name of NAMES) {
      const me = people[name];
      for (const url of [
        '/api/bills/paid',
        '/api/complaints',
        '/api/rules',
        '/api/chats/partners',
        '/api/chats/conversations',
        '/api/chats/debug/users',
        '/api/dashboard/summary',
        ...(me.user.role === 'Landlord' ? ['/api/users/tenants'] : []),
      ]) {
        const body = (await call(t.app, me, 'GET', url)).body;
        expect(body).not.toMatch(/\$scrypt|\$argon2|password/i);
        if (me.user.role === 'Tenant') {
          for (const other of otherTenant(name)) {
            expect(body, `${name} ${url}`).not.toContain(other.nationalID);
          }
        }
      }
    }
  });
});
