import type { DashboardSummary } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerLandlord, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { FUTURE, insertBill, insertComplaint, PAST } from '../../../test/stats-fixtures';

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;

describe('GET /api/dashboard/summary', () => {
  let t: TestApp;
  let s: Seed;

  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    const db = t.database.db;
    const A = s.LA.user.apartmentId as string;
    const B = s.LB.user.apartmentId as string;
    await insertBill(db, { apartmentId: A, tenantId: s.TA1.user.id, status: 'Pending', dueDate: FUTURE });
    await insertBill(db, { apartmentId: A, tenantId: s.TA1.user.id, status: 'Paid', dueDate: PAST });
    await insertBill(db, { apartmentId: A, tenantId: s.TA2.user.id, status: 'Partial', dueDate: PAST });
    await insertComplaint(db, { apartmentId: A, tenantId: s.TA1.user.id, status: 'Pending' });
    await insertComplaint(db, { apartmentId: A, tenantId: s.TA2.user.id, status: 'In Progress' });
    await insertComplaint(db, { apartmentId: A, tenantId: s.TA2.user.id, status: 'Pending' });
    await insertComplaint(db, { apartmentId: A, tenantId: s.TA2.user.id, status: 'Resolved' });
    await insertBill(db, { apartmentId: B, tenantId: s.TB1.user.id, status: 'Pending', dueDate: FUTURE });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (auth?: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: auth ?? {} });

  it('needs a signed-in caller', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it("counts the landlord's whole apartment, and its tenants", async () => {
    const res = await get(s.LA.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      role: 'Landlord',
      totalBills: 3,
      pendingBills: 2,
      totalComplaints: 4,
      pendingComplaints: 2,
      totalTenants: 2,
      // The money: nothing is due or came in this month (the fixtures are long ago or far ahead);
      // 15,000 + 7,500 is still owed. Only TA2's is late: arrears are overdue only, so TA1, whose
      // bill falls due far ahead, is not in arrears although they owe the most.
      money: {
        month: new Date().toISOString().slice(0, 7),
        expected: 0,
        collected: 0,
        outstanding: 22_500,
        overdue: 7_500,
        dueSoon: 15_000,
        broughtForward: expect.any(Number),
        dueLater: 15_000,
        credit: expect.any(Number),
        toConfirm: 0,
        arrears: [
          {
            tenancyId: expect.any(String),
            tenantId: s.TA2.user.id,
            name: s.TA2.user.name,
            unit: null,
            overdue: 7_500,
            oldestDueDate: PAST,
            balance: 7_500,
          },
        ],
      },
    } satisfies DashboardSummary);
    // The figures tie, as the dashboard says in words (docs/ledger.md "Figures").
    const { money } = res.json() as Required<DashboardSummary>;
    expect(money.broughtForward + money.expected + money.dueLater - money.collected).toBeCloseTo(
      money.outstanding - money.credit,
      2,
    );
    expect((await get(s.LB.auth)).json()).toEqual({
      role: 'Landlord',
      totalBills: 1,
      pendingBills: 1,
      totalComplaints: 0,
      pendingComplaints: 0,
      totalTenants: 1,
      // TB1's bill is not due yet: owed, but no arrears.
      money: expect.objectContaining({ outstanding: 15_000, overdue: 0, dueSoon: 15_000, arrears: [] }),
    });
  });

  it("counts only a tenant's own bills and complaints, and nothing about other tenants", async () => {
    const ta1 = await get(s.TA1.auth);
    expect(ta1.json()).toEqual({
      role: 'Tenant',
      totalBills: 2,
      pendingBills: 1,
      totalComplaints: 1,
      pendingComplaints: 1,
      balance: 15_000,
      nextDueDate: FUTURE,
      overdueBills: 0,
    });
    const ta2 = await get(s.TA2.auth);
    expect(ta2.json()).toEqual({
      role: 'Tenant',
      totalBills: 1,
      pendingBills: 1,
      totalComplaints: 3,
      pendingComplaints: 1,
      balance: 7_500,
      nextDueDate: PAST,
      overdueBills: 1,
    });
    for (const body of [ta1.body, ta2.body]) {
      expect(body).not.toContain(s.TA1.user.nationalID);
      expect(body).not.toContain(s.TA2.user.nationalID);
      expect(body).not.toContain('+2547');
    }
  });

  it('is all zeros for a fresh landlord', async () => {
    const fresh = await registerLandlord(t.app);
    expect((await get(fresh.auth)).json()).toEqual({
      role: 'Landlord',
      totalBills: 0,
      pendingBills: 0,
      totalComplaints: 0,
      pendingComplaints: 0,
      totalTenants: 0,
      money: {
        month: new Date().toISOString().slice(0, 7),
        expected: 0,
        collected: 0,
        outstanding: 0,
        overdue: 0,
        dueSoon: 0,
        broughtForward: 0,
        dueLater: 0,
        credit: 0,
        toConfirm: 0,
        arrears: [],
      },
    });
  });
});
