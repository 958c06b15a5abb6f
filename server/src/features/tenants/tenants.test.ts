import { maskIdNumber, type Tenant } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerTenant, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { FUTURE, insertBill, insertComplaint, insertPayment, PAID_AT, PAST } from '../../../test/stats-fixtures';
import { today } from '../../lib/dates';

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;

describe('GET /api/users/tenants', () => {
  let t: TestApp;
  let s: Seed;

  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (auth?: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/users/tenants', headers: auth ?? {} });

  it('refuses a caller without a token (401) and a tenant (403)', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await get(s.TA1.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only landlords can view tenant information.');
    expect(res.body).not.toContain(s.TA2.user.nationalID);
  });

  it("lists only the landlord's own tenants, with their details and no secret field", async () => {
    const resA = await get(s.LA.auth);
    expect(resA.statusCode).toBe(200);
    const listA = resA.json() as Tenant[];
    expect(listA.map((x) => x._id).sort()).toEqual([s.TA1.user.id, s.TA2.user.id].sort());
    expect(resA.body).not.toContain(s.TB1.user.id);
    expect(resA.body).not.toContain(s.TB1.user.nationalID);
    expect(resA.body).not.toContain(s.LA.user.id); // the landlord is not one of the tenants

    const ta1 = listA.find((x) => x._id === s.TA1.user.id) as Tenant;
    expect(ta1).toMatchObject({
      name: s.TA1.user.name,
      email: s.TA1.user.email,
      primaryPhoneNumber: s.TA1.user.primaryPhoneNumber,
      nationalID: maskIdNumber(s.TA1.user.nationalID),
      dateMovedIn: '2026-01-15',
      apartmentName: s.LA.user.apartmentName,
      buildingName: null,
    });
    expect(ta1).not.toHaveProperty('secondaryPhoneNumber');
    for (const body of [resA.body]) {
      expect(body).not.toMatch(/password|hash|token_version|tokenVersion/i);
    }

    const listB = (await get(s.LB.auth)).json() as Tenant[];
    expect(listB.map((x) => x._id)).toEqual([s.TB1.user.id]);
  });

  it('shows the secondary phone and building name when a tenant gave them', async () => {
    const extra = await registerTenant(t.app, s.LB.user.apartmentId as string, {
      secondaryPhoneNumber: '+254733000003',
      buildingName: 'Block C',
    });
    const listB = (await get(s.LB.auth)).json() as Tenant[];
    expect(listB.find((x) => x._id === extra.user.id)).toMatchObject({
      secondaryPhoneNumber: '+254733000003',
      buildingName: 'Block C',
    });
  });

  it('counts bills, complaints and the last payment per tenant, and derives the payment status', async () => {
    const db = t.database.db;
    const A = s.LA.user.apartmentId as string;
    const B = s.LB.user.apartmentId as string;
    // late outranks pending and partial
    const late = await registerTenant(t.app, A, { name: 'Aaron Late' });
    await insertBill(db, { apartmentId: A, tenantId: late.user.id, status: 'Partial', dueDate: PAST });
    await insertBill(db, { apartmentId: A, tenantId: late.user.id, status: 'Pending', dueDate: FUTURE });
    // pending outranks partial
    const pending = await registerTenant(t.app, A, { name: 'Bella Pending' });
    await insertBill(db, { apartmentId: A, tenantId: pending.user.id, status: 'Pending', dueDate: FUTURE });
    const partOpen = await insertBill(db, {
      apartmentId: A,
      tenantId: pending.user.id,
      status: 'Partial',
      dueDate: FUTURE,
    });
    await insertBill(db, { apartmentId: A, tenantId: pending.user.id, status: 'Paid', dueDate: PAST });
    // two more small payments on the Partial bill: the latest day received is the last payment
    for (const paidAt of ['2026-03-01T10:00:00.000Z', '2026-04-02T09:30:00.000Z']) {
      await insertPayment(db, {
        billId: partOpen,
        apartmentId: A,
        tenantId: pending.user.id,
        paidAt,
        amountCents: 100_000,
      });
    }
    // partial, due today: not late yet
    const partial = await registerTenant(t.app, A, { name: 'Cyrus Partial' });
    await insertBill(db, { apartmentId: A, tenantId: partial.user.id, status: 'Partial', dueDate: today() });
    // everything paid, even an old bill: current
    const current = await registerTenant(t.app, A, { name: 'Dora Current' });
    await insertBill(db, { apartmentId: A, tenantId: current.user.id, status: 'Paid', dueDate: PAST });
    await insertComplaint(db, { apartmentId: A, tenantId: current.user.id, status: 'Pending' });
    await insertComplaint(db, { apartmentId: A, tenantId: current.user.id, status: 'In Progress' });
    await insertComplaint(db, { apartmentId: A, tenantId: current.user.id, status: 'Resolved' });
    // apartment B's rows never leak into A's counts
    await insertBill(db, { apartmentId: B, tenantId: s.TB1.user.id, status: 'Pending', dueDate: PAST });
    await insertComplaint(db, { apartmentId: B, tenantId: s.TB1.user.id, status: 'Pending' });

    const list = (await get(s.LA.auth)).json() as Tenant[];
    const statsOf = (id: string) => list.find((x) => x._id === id)?.stats;

    expect(statsOf(late.user.id)).toEqual({
      totalBills: 2,
      pendingBills: 2,
      totalComplaints: 0,
      activeComplaints: 0,
      // a Partial bill has a payment behind it (stats-fixtures)
      lastPayment: PAID_AT,
      paymentStatus: 'late',
      // 7,500 left on the Partial bill and 15,000 on the Pending one
      balance: 22_500,
    });
    expect(statsOf(pending.user.id)).toEqual({
      totalBills: 3,
      pendingBills: 2,
      totalComplaints: 0,
      activeComplaints: 0,
      lastPayment: '2026-04-02T00:00:00.000Z',
      paymentStatus: 'pending',
      balance: 15_000 + 7_500 - 2 * 1_000,
    });
    expect(statsOf(partial.user.id)).toMatchObject({ totalBills: 1, pendingBills: 1, paymentStatus: 'partial' });
    expect(statsOf(current.user.id)).toEqual({
      totalBills: 1,
      pendingBills: 0,
      totalComplaints: 3,
      activeComplaints: 2,
      lastPayment: PAID_AT,
      paymentStatus: 'current',
      balance: 0,
    });
    // no bills at all
    expect(statsOf(s.TA1.user.id)).toEqual({
      totalBills: 0,
      pendingBills: 0,
      totalComplaints: 0,
      activeComplaints: 0,
      lastPayment: null,
      paymentStatus: 'current',
      balance: 0,
    });
    // sorted by name for a stable list
    const names = list.map((x) => x.name);
    expect(names).toEqual([...names].sort());

    const listB = (await get(s.LB.auth)).json() as Tenant[];
    expect(listB.find((x) => x._id === s.TB1.user.id)?.stats).toMatchObject({
      totalBills: 1,
      pendingBills: 1,
      totalComplaints: 1,
      activeComplaints: 1,
      paymentStatus: 'late',
    });
  });
});

describe('GET /api/users/tenants when statistics cannot be computed', () => {
  it('still lists the tenants, with zero counts and status current (docs/product.md §8)', async () => {
    const t = await buildTestApp();
    try {
      const s = await seedTwoApartments(t.app);
      await insertBill(t.database.db, {
        apartmentId: s.LA.user.apartmentId as string,
        tenantId: s.TA1.user.id,
        status: 'Pending',
        dueDate: PAST,
      });
      await sql`drop table ledger_totals`.execute(t.database.db);
      const res = await t.app.inject({ method: 'GET', url: '/api/users/tenants', headers: s.LA.auth });
      expect(res.statusCode).toBe(200);
      const ta1 = (res.json() as Tenant[]).find((x) => x._id === s.TA1.user.id);
      expect(ta1?.stats).toEqual({
        totalBills: 0,
        pendingBills: 0,
        totalComplaints: 0,
        activeComplaints: 0,
        lastPayment: null,
        paymentStatus: 'current',
        balance: 0,
      });
    } finally {
      await t.close();
    }
  });
});
