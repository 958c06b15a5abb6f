import type { Bill, Tenant } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getList } from '../../../test/bills';
import { buildTestApp, registerTenant, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { insertBill, insertComplaint, insertPayment, PAST } from '../../../test/stats-fixtures';

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;
type Auth = { authorization: string };

/** Follows X-Next-Cursor until the last page; returns every page's items and headers. */
async function allPages<T>(t: TestApp, auth: Auth, path: string, limit: number) {
  const pages: T[][] = [];
  const totals: string[] = [];
  const outstanding: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json() as T[]);
    totals.push(String(res.headers['x-total-count']));
    outstanding.push(String(res.headers['x-outstanding-total']));
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) break;
  }
  return { pages, totals, outstanding };
}

describe('paged landlord lists (limit and cursor)', () => {
  let t: TestApp;
  let s: Seed;
  let apartmentId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    apartmentId = s.LA.user.apartmentId as string;
    for (let i = 0; i < 3; i += 1) await registerTenant(t.app, apartmentId, { name: `Zed ${i}` });
    const db = t.database.db;
    // Seven bills for TA1 with shared due dates, so the cursor must break ties by id.
    for (let i = 0; i < 7; i += 1) {
      const billId = await insertBill(db, {
        apartmentId,
        tenantId: s.TA1.user.id,
        status: 'Pending',
        dueDate: `2026-0${1 + (i % 3)}-05`,
      });
      // every other bill partly paid
      if (i % 2 === 0) await insertPayment(db, { billId, apartmentId, tenantId: s.TA1.user.id, paidAt: PAST });
    }
    await insertBill(db, { apartmentId, tenantId: s.TA2.user.id, status: 'Paid', dueDate: '2026-02-05' });
    await insertBill(db, {
      apartmentId: s.LB.user.apartmentId as string,
      tenantId: s.TB1.user.id,
      status: 'Pending',
      dueDate: '2026-02-05',
    });
    await insertComplaint(db, { apartmentId, tenantId: s.TA2.user.id, status: 'Pending' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pages of /bills/apartment add up to the whole list, in the same order, with payments', async () => {
    const whole = await getList(t, s.LA.auth, '/api/bills/apartment');
    expect(whole).toHaveLength(8);
    const { pages, totals } = await allPages<Bill>(t, s.LA.auth, '/api/bills/apartment', 3);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
    // Counting is dear at 24,000 bills: only the first page says how many there are.
    expect(totals).toEqual(['8', 'undefined', 'undefined']);
    expect(pages.flat()).toEqual(whole);
    // four partly paid bills of TA1 and TA2's paid one
    expect(pages.flat().filter((b) => b.paymentHistory.length === 1)).toHaveLength(5);
  });

  it('the first page says what every matching bill still owes, not just the page', async () => {
    for (const path of ['/api/bills/apartment', '/api/bills/unpaid', `/api/bills/apartment?tenant=${s.TA1.user.id}`]) {
      const whole = await getList(t, s.LA.auth, path);
      const owed = whole.reduce((sum, b) => sum + b.remainingAmount, 0);
      const { outstanding } = await allPages<Bill>(t, s.LA.auth, path, 2);
      expect(owed).toBeGreaterThan(0);
      expect(outstanding[0], path).toBe(String(owed));
      expect(outstanding.slice(1).every((h) => h === 'undefined')).toBe(true);
    }
    const { outstanding } = await allPages<Bill>(t, s.LA.auth, '/api/bills/paid', 2);
    expect(outstanding[0]).toBe('0');
  });

  it('pages respect the status tab and the tenant filter', async () => {
    const unpaid = await allPages<Bill>(t, s.LA.auth, '/api/bills/unpaid', 2);
    expect(unpaid.pages.flat()).toEqual(await getList(t, s.LA.auth, '/api/bills/unpaid'));
    expect(unpaid.totals[0]).toBe('7');
    const one = await allPages<Bill>(t, s.LA.auth, `/api/bills/apartment?tenant=${s.TA2.user.id}`, 5);
    expect(one.pages).toHaveLength(1);
    expect(one.pages[0].map((b) => b.tenant._id)).toEqual([s.TA2.user.id]);
  });

  it('pages of /users/tenants add up to the whole list with the same statistics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/tenants', headers: s.LA.auth });
    const whole = res.json() as Tenant[];
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(whole).toHaveLength(5);
    const { pages, totals } = await allPages<Tenant>(t, s.LA.auth, '/api/users/tenants', 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(totals).toEqual(['5', '5', '5']);
    expect(pages.flat()).toEqual(whole);
    const ta1 = pages.flat().find((x) => x._id === s.TA1.user.id);
    expect(ta1?.stats.totalBills).toBe(7);
    expect(pages.flat().find((x) => x._id === s.TA2.user.id)?.stats.activeComplaints).toBe(1);
  });

  it("each tab's count is how many bills it lists, and the dashboard's counts agree, a voided charge too", async () => {
    const [owing] = await getList(t, s.TA1.auth, '/api/bills/unpaid');
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/bills/${owing._id}/void`,
      headers: s.LA.auth,
      payload: { reason: 'Charged twice' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // A tenant's own list (/bills/me) is not paged; their Paid and Unpaid tabs are.
    for (const [auth, query, tabs] of [
      [s.LA.auth, '', ['apartment', 'paid', 'unpaid']],
      [s.LA.auth, `?tenant=${s.TA1.user.id}`, ['apartment', 'paid', 'unpaid']],
      [s.TA1.auth, '', ['paid', 'unpaid']],
    ] as const) {
      for (const tab of tabs) {
        const path = `/api/bills/${tab}${query}`;
        const whole = await getList(t, auth, path);
        expect((await allPages<Bill>(t, auth, path, 2)).totals[0], path).toBe(String(whole.length));
      }
    }
    const summary = (await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: s.LA.auth })).json();
    expect(summary.totalBills).toBe((await getList(t, s.LA.auth, '/api/bills/apartment')).length);
    expect(summary.pendingBills).toBe((await getList(t, s.LA.auth, '/api/bills/unpaid')).length);
    expect(summary.pendingBills).toBe(6);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: s.TA1.auth })).json();
    expect([mine.totalBills, mine.pendingBills]).toEqual([7, 6]);
  });

  it('refuses a bad limit or cursor with a 400 and keeps other apartments out', async () => {
    // A forged cursor that decodes to text holding NUL: PostgreSQL could not compare it (a 500).
    const nulCursor = encodeURIComponent(Buffer.from(JSON.stringify(['2026-01-05\u0000', 'x'])).toString('base64url'));
    for (const url of [
      `/api/bills/apartment?limit=5&cursor=${nulCursor}`,
      `/api/users/tenants?limit=5&cursor=${nulCursor}`,
      '/api/bills/apartment?limit=0',
      '/api/bills/apartment?limit=201',
      '/api/bills/apartment?limit=abc',
      '/api/bills/apartment?limit=5&cursor=not-a-cursor',
      '/api/bills/apartment?cursor=abc',
      '/api/users/tenants?limit=2&cursor=%25%25',
      '/api/users/tenants?limit=-1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: s.LA.auth });
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const b = await allPages<Bill>(t, s.LB.auth, '/api/bills/apartment', 10);
    expect(b.pages.flat().map((x) => x.tenant._id)).toEqual([s.TB1.user.id]);
    expect(b.totals).toEqual(['1']);
    const tenantTries = await t.app.inject({ method: 'GET', url: '/api/users/tenants?limit=2', headers: s.TA1.auth });
    expect(tenantTries.statusCode).toBe(403);
  });
});
