import type { LedgerPayment } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, getList, pay } from '../../../test/bills';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { statusSql } from '../ledger/bill-status';

// docs/reliability.md §23 and docs/ledger.md: concurrent clicks never over-allocate a bill,
// never confirm a claim twice, never skip or repeat a receipt number (SQLite and PostgreSQL).
describe('concurrent payments', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => t.close());

  const allocatedTo = async (billId: string) => {
    const rows = await t.database.db
      .selectFrom('allocations')
      .select('amount_cents')
      .where('bill_id', '=', billId)
      .execute();
    return rows.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  };
  const receiptNumbers = async () => {
    const rows = await t.database.db
      .selectFrom('payments')
      .select('receipt_number')
      .where('apartment_id', '=', s.LA.user.apartmentId as string)
      .where('receipt_number', 'is not', null)
      .execute();
    return rows.map((r) => Number(r.receipt_number)).sort((a, b) => a - b);
  };
  const post = (url: string, body?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: s.LA.auth, ...(body ? { payload: body } : {}) });

  it('20 simultaneous full cash payments by the landlord: the bill is paid once, the rest is credit, receipts 1..20', async () => {
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id, 'January');
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(t, s.LA.auth, bill._id, 15000)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await allocatedTo(bill._id)).toBe(1_500_000);
    const [stored] = await getList(t, s.TA1.auth, '/api/bills/paid');
    expect(stored).toMatchObject({ _id: bill._id, status: 'Paid', remainingAmount: 0 });
    expect(await receiptNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // 19 x 15,000 is credit: the tenant's balance says so.
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers: s.TA1.auth });
    expect(dashboard.json().balance).toBe(-19 * 15000);
  });

  it('20 simultaneous confirmations of one claim: one confirms, 19 hear it already is, one receipt', async () => {
    await billFor(t, s.LA.auth, s.TA2.user.id, 'February');
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: s.TA2.auth,
      payload: { amount: 4000, method: 'mpesa', reference: 'QWE1RTY2UI' },
    });
    expect(claim.statusCode).toBe(201);
    const id = (claim.json().payment as LedgerPayment)._id;
    const before = (await receiptNumbers()).length;
    const results = await Promise.all(Array.from({ length: 20 }, () => post(`/api/payments/${id}/confirm`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('This payment is already confirmed.');
    const payment = await t.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: s.LA.auth });
    // Oldest due first: January's bill takes the 4,000.
    expect(payment.json()).toMatchObject({
      status: 'confirmed',
      receiptNumber: `R-${String(before + 1).padStart(6, '0')}`,
    });
    expect(payment.json().allocations).toEqual([
      expect.objectContaining({ description: 'Rent for January 2026', amount: 4000 }),
    ]);
    expect(await receiptNumbers()).toEqual(Array.from({ length: before + 1 }, (_, i) => i + 1));
  });

  it('50 concurrent payments, claims and confirmations on one tenancy never over-allocate; receipts stay gapless', async () => {
    const tenancy = (await billFor(t, s.LA.auth, s.TA2.user.id, 'March')).tenancyId;
    await billFor(t, s.LA.auth, s.TA2.user.id, 'April');
    const jobs = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4
        ? t.app.inject({
            method: 'POST',
            url: '/api/payments',
            headers: s.TA2.auth,
            payload: { amount: 1234.5, method: 'cash' },
          })
        : post('/api/payments', { tenancyId: tenancy, amount: 777.77, method: 'cash' }),
    );
    const results = await Promise.all(jobs);
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const claims = results.filter((r) => r.json().payment.status === 'pending').map((r) => r.json().payment._id);
    const confirmed = await Promise.all(claims.map((id: string) => post(`/api/payments/${id}/confirm`)));
    expect(confirmed.map((r) => r.statusCode)).toEqual(Array(claims.length).fill(200));
    const bills = await t.database.db
      .selectFrom('bills')
      .select(['id', 'amount_cents'])
      .where('tenancy_id', '=', tenancy)
      .execute();
    for (const b of bills) expect(await allocatedTo(b.id)).toBeLessThanOrEqual(Number(b.amount_cents));
    const numbers = await receiptNumbers();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('20 simultaneous voids of one charge and 20 reversals of one payment: each happens once, the rest hear it did', async () => {
    const tenancyId = (await billFor(t, s.LA.auth, s.TA1.user.id, 'May')).tenancyId;
    const charge = await post('/api/bills', {
      tenancyId,
      kind: 'water',
      description: 'Water, May',
      amount: 900,
      dueDate: '2026-05-20',
    });
    const paid = await post('/api/payments', {
      tenancyId,
      amount: 900,
      method: 'cash',
      billId: charge.json().bill._id,
    });
    const [voids, reversals] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () => post(`/api/bills/${charge.json().bill._id}/void`, { reason: 'Twice' })),
      ),
      Promise.all(
        Array.from({ length: 20 }, () =>
          post(`/api/payments/${paid.json().payment._id}/reverse`, { reason: 'Bounced' }),
        ),
      ),
    ]);
    for (const results of [voids, reversals]) {
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
    }
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', 'in', [charge.json().bill._id, paid.json().payment._id])
      .execute();
    expect(audit.map((e) => e.action).sort()).toEqual([
      'bill.created',
      'bill.voided',
      'payment.recorded',
      'payment.reversed',
    ]);
    const bills = await t.database.db
      .selectFrom('bills')
      .select(['id', 'amount_cents'])
      .where('tenancy_id', '=', tenancyId)
      .execute();
    for (const b of bills) expect(await allocatedTo(b.id)).toBeLessThanOrEqual(Number(b.amount_cents));
  });

  it('an edit racing payments keeps every allocation within the bill', async () => {
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
    const edits = Array.from({ length: 5 }, () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bills/${bill._id}`,
        headers: s.LA.auth,
        payload: { amount: 5000, description: 'Reduced rent', dueDate: '2026-03-10' },
      }),
    );
    const pays = Array.from({ length: 5 }, () => pay(t, s.LA.auth, bill._id, 3000));
    await Promise.all([...edits, ...pays]);
    const row = await t.database.db
      .selectFrom('bills')
      .select(['amount_cents', statusSql.as('status')])
      .where('id', '=', bill._id)
      .executeTakeFirstOrThrow();
    const paid = await allocatedTo(bill._id);
    expect(paid).toBeLessThanOrEqual(Number(row.amount_cents));
    expect(row.status).toBe(paid === Number(row.amount_cents) ? 'Paid' : paid > 0 ? 'Partial' : 'Pending');
  });
});
