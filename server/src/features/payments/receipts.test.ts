import type { Bill, LedgerPayment, Statement } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../../test/bills';
import { apiCaller, buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { pdfLines } from '../../../test/pdf-text';

// A receipt never changes (docs/ledger.md "Receipts"): what it says when the payment is confirmed
// is what it says after later charges, credit laid on them, and a reversal.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);
/** TA1's March rent, 15,000, due 5 March 2026. */
let march: Bill;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
  march = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
});
afterAll(async () => t.close());

const record = async (amount: number, receivedAt: string) => {
  const res = await api(s.LA, 'POST', '/payments', { tenancyId: march.tenancyId, amount, method: 'cash', receivedAt });
  expect(res.statusCode).toBe(201);
  return res.json().payment as LedgerPayment;
};
/** The receipt PDF's words from "Amount" on, as the tenant reads them (a long line wraps). */
const receiptLines = async (paymentId: string) => {
  const res = await api(s.TA1, 'GET', `/payments/${paymentId}/receipt`);
  expect(res.statusCode).toBe(200);
  const lines = await pdfLines(res.rawPayload);
  return lines.slice(lines.findIndex((l) => l.startsWith('Amount'))).join(' ');
};
const paymentOf = async (id: string) =>
  ((await api(s.TA1, 'GET', '/payments')).json() as LedgerPayment[]).find((p) => p._id === id) as LedgerPayment;

describe('a receipt says what happened when it was issued', () => {
  let early: LedgerPayment;
  let extra: LedgerPayment;

  it('money received before the rent is due pays that rent and leaves no credit on the receipt', async () => {
    // Paid on 1 March for rent due on the 5th: the statement of 1 March had not charged it yet.
    early = await record(15000, '2026-03-01');
    const lines = await receiptLines(early._id);
    expect(lines).toContain('WHAT IT PAID Rent for March KSH 15,000');
    expect(lines).not.toContain('in credit');
    expect(lines).toContain('After this payment Nothing owed');
    expect((await paymentOf(early._id)).receipt).toMatchObject({
      number: 'R-000001',
      paid: [{ billId: march._id, description: 'Rent for March 2026', amount: 15000 }],
      credit: 0,
      balanceAfter: 0,
    });
  });

  it('credit left at issue stays on the receipt after a later charge uses it; the statement shows where it went', async () => {
    extra = await record(6000, '2026-03-10');
    const before = await receiptLines(extra._id);
    expect(before).toContain('Credit KSH 6,000');
    expect(before).toContain('After this payment KSH 6,000 in credit');
    const april = await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    expect(april).toMatchObject({ status: 'Partial', remainingAmount: 9000 });
    // Today's truth (the payment's allocations) moved; the receipt did not.
    const now = await paymentOf(extra._id);
    expect(now.allocations.map((a) => a.billId)).toEqual([april._id]);
    expect(now.receipt).toMatchObject({ paid: [], credit: 6000, balanceAfter: -6000 });
    expect(await receiptLines(extra._id)).toEqual(before);
    const statement = (await api(s.TA1, 'GET', '/me/statement')).json() as Statement;
    expect(statement.closingBalance).toBe(9000);
  });

  it('a reversed payment keeps its receipt as issued; the statement shows the reversal', async () => {
    const before = await receiptLines(early._id);
    const res = await api(s.LA, 'POST', `/payments/${early._id}/reverse`, { reason: 'Entered twice' });
    expect(res.statusCode).toBe(200);
    expect(await receiptLines(early._id)).toEqual(before);
    const statement = (await api(s.TA1, 'GET', '/me/statement')).json() as Statement;
    expect(statement.closingBalance).toBe(24000);
  });
});
