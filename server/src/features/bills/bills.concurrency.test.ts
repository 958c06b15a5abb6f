import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { statusSql } from './bill-status';
import { billFor, getList, pay } from './bills.test-util';

// docs/reliability.md §23: concurrent clicks can never pay a bill twice (SQLite and PostgreSQL).
describe('concurrent payments', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => t.close());

  const paymentsOf = (billId: string) =>
    t.database.db.selectFrom('payments').select(['amount_cents']).where('bill_id', '=', billId).execute();

  it('20 simultaneous full payments: exactly one is accepted, the rest get 409', async () => {
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id, 'January');
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(t, s.TA1.auth, bill._id, 15000)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await paymentsOf(bill._id);
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([1_500_000]);
    const [stored] = await getList(t, s.TA1.auth, '/api/bills/paid');
    expect(stored).toMatchObject({ _id: bill._id, status: 'Paid', remainingAmount: 0 });
  });

  it('simultaneous partial payments never sum past the amount', async () => {
    const bill = await billFor(t, s.LA.auth, s.TA2.user.id, 'February');
    // 20 x 1,000.25 against 15,000: at most 14 fit.
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(t, s.TA2.auth, bill._id, 1000.25)));
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(14);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    const rows = await paymentsOf(bill._id);
    const total = rows.reduce((sum, r) => sum + Number(r.amount_cents), 0);
    expect(total).toBe(14 * 100_025);
    const [stored] = (await getList(t, s.TA2.auth, '/api/bills/me')).filter((b) => b._id === bill._id);
    expect(stored).toMatchObject({ status: 'Partial', remainingAmount: 15000 - 14 * 1000.25 });
  });

  it('an edit racing payments keeps amount >= paid', async () => {
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
    const edits = Array.from({ length: 5 }, () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bills/${bill._id}`,
        headers: s.LA.auth,
        payload: { amount: 5000, description: 'Reduced rent', dueDate: '2026-03-10' },
      }),
    );
    const pays = Array.from({ length: 5 }, () => pay(t, s.TA1.auth, bill._id, 3000));
    await Promise.all([...edits, ...pays]);
    const row = await t.database.db
      .selectFrom('bills')
      .select(['amount_cents', statusSql.as('status')])
      .where('id', '=', bill._id)
      .executeTakeFirstOrThrow();
    const paid = (await paymentsOf(bill._id)).reduce((sum, r) => sum + Number(r.amount_cents), 0);
    expect(paid).toBeLessThanOrEqual(Number(row.amount_cents));
    expect(row.status).toBe(paid === Number(row.amount_cents) ? 'Paid' : paid > 0 ? 'Partial' : 'Pending');
  });
});
