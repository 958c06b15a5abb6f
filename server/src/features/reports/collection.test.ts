import type { CollectionReport, DashboardSummary } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { tenancyOf } from '../../../test/ledger-rows';
import { today } from '../../lib/dates';

let t: TestApp;
const api = apiCaller(() => t.app);
let landlord: Session;
let other: Session;
let T1: Session;
let T2: Session;
// Last year: every month of it has closed, so its month-end figures are fixed.
const Y = Number(today().slice(0, 4)) - 1;
const d = (md: string) => `${Y}-${md}`;

async function charge(who: Session, tenancyId: string, amount: number, dueDate: string) {
  const res = await api(who, 'POST', '/bills', { tenancyId, kind: 'other', description: 'Charge', amount, dueDate });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().bill._id as string;
}
async function pay(who: Session, tenancyId: string, amount: number, receivedAt: string) {
  const res = await api(who, 'POST', '/payments', { tenancyId, amount, method: 'cash', receivedAt });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payment._id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await registerLandlord(t.app);
  other = await registerLandlord(t.app);
  T1 = await registerTenant(t.app, landlord.user.apartmentId as string);
  T2 = await registerTenant(t.app, landlord.user.apartmentId as string);
  const x1 = await tenancyOf(t.database.db, T1.user.id);
  const x2 = await tenancyOf(t.database.db, T2.user.id);
  await charge(landlord, x1, 10_000, d('03-05'));
  await charge(landlord, x1, 10_000, d('04-05'));
  await pay(landlord, x1, 15_000, d('03-20'));
  // A payment reversed and a charge voided count for nothing, in any month.
  const reversed = await pay(landlord, x1, 3_000, d('04-10'));
  expect((await api(landlord, 'POST', `/payments/${reversed}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);
  const voided = await charge(landlord, x2, 50_000, d('03-10'));
  expect((await api(landlord, 'POST', `/bills/${voided}/void`, { reason: 'Wrong tenant' })).statusCode).toBe(200);
  // Due on the last day of March: late once March has closed.
  await charge(landlord, x2, 8_000, d('03-31'));
  await pay(landlord, x2, 8_000, d('05-02'));
  // July's charge made early, on 25 June: owed at the end of June, not yet late.
  const early = await charge(landlord, x1, 7_000, d('07-01'));
  await t.database.db
    .updateTable('bills')
    .set({ created_at: `${Y}-06-25T10:00:00.000Z` })
    .where('id', '=', early)
    .execute();
  // Another building's money is not this one's.
  const T3 = await registerTenant(t.app, other.user.apartmentId as string);
  await charge(other, await tenancyOf(t.database.db, T3.user.id), 99_000, d('03-05'));
});
afterAll(async () => {
  await t.close();
});

const month = (report: CollectionReport, m: number) => report.months[m - 1];

describe('GET /api/reports/collection', () => {
  it("gives each month's expected and collected, and what was owed and late when it closed", async () => {
    const res = await api(landlord, 'GET', `/reports/collection?year=${Y}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as CollectionReport;
    expect(report.year).toBe(Y);
    expect(report.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${Y}-${String(i + 1).padStart(2, '0')}`),
    );
    const row = (expected: number, collected: number, outstanding: number, overdue: number) => ({
      expected,
      collected,
      outstanding,
      overdue,
    });
    expect(month(report, 2)).toMatchObject({ ...row(0, 0, 0, 0), asAt: d('02-28') });
    // March: 10,000 + 8,000 due, 15,000 paid (5,000 of it credit); T2's 8,000 is late at the close.
    expect(month(report, 3)).toMatchObject({ ...row(18_000, 15_000, 8_000, 8_000), asAt: d('03-31') });
    // April: T1's credit pays half of April's rent; the reversed 3,000 never counted.
    expect(month(report, 4)).toMatchObject(row(10_000, 0, 13_000, 13_000));
    expect(month(report, 5)).toMatchObject(row(0, 8_000, 5_000, 5_000));
    // June: July's charge, made on the 25th, is owed but not late.
    expect(month(report, 6)).toMatchObject(row(0, 0, 12_000, 5_000));
    expect(month(report, 7)).toMatchObject(row(7_000, 0, 12_000, 12_000));
    expect(month(report, 12)).toMatchObject({ ...row(0, 0, 12_000, 12_000), asAt: d('12-31') });
  });

  it('shows this month as the dashboard does, and months to come without month-end figures', async () => {
    const x1 = await tenancyOf(t.database.db, T1.user.id);
    const now = today();
    await charge(landlord, x1, 4_000, now);
    await pay(landlord, x1, 1_500, now);
    const report = (await api(landlord, 'GET', '/reports/collection')).json() as CollectionReport;
    const { money } = (await api(landlord, 'GET', '/dashboard/summary')).json() as Required<DashboardSummary>;
    expect(report.year).toBe(Y + 1);
    const current = report.months.find((m) => m.month === now.slice(0, 7));
    expect(current).toEqual({
      month: money.month,
      expected: money.expected,
      collected: money.collected,
      outstanding: money.outstanding,
      overdue: money.overdue,
      asAt: now,
    });
    expect(money.expected).toBeGreaterThanOrEqual(4_000);
    for (const later of report.months.filter((m) => m.month > now.slice(0, 7))) {
      expect(later).toMatchObject({ outstanding: null, overdue: null, asAt: null });
    }
  });

  it("as CSV: headers in the reader's language, amounts as plain numbers with two decimals", async () => {
    const res = await api(landlord, 'GET', `/reports/collection.csv?year=${Y}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="collection-${Y}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Month,Expected (KES),Collected (KES),Outstanding at month end (KES),Overdue at month end (KES),As at',
    );
    expect(lines).toHaveLength(13);
    expect(lines[3]).toBe(`${Y}-03,18000.00,15000.00,8000.00,8000.00,${Y}-03-31`);
    expect((await api(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const sw = await api(landlord, 'GET', `/reports/collection.csv?year=${Y}`);
    expect(sw.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Mwezi,Inayotarajiwa \(KES\),/);
    expect((await api(landlord, 'PUT', '/auth/me', { locale: 'en' })).statusCode).toBe(200);
  });

  it("is the owner's: a tenant is refused in words; a bad year is a 400 naming it", async () => {
    for (const url of ['/reports/collection', '/reports/collection.csv']) {
      const res = await api(T1, 'GET', url);
      expect([res.statusCode, res.json().message]).toEqual([
        403,
        "Only the building's owner reads reports and exports.",
      ]);
      expect((await api(null, 'GET', url)).statusCode).toBe(401);
    }
    for (const year of ['1999', 'abc', '20x5', '']) {
      const res = await api(landlord, 'GET', `/reports/collection?year=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toMatch(/Year/);
    }
  });
});
