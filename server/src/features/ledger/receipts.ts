import { type Allocation, billDescription } from '@safestay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { receiptLabel, tenancyBalance } from './ledger';

// A receipt never changes (docs/ledger.md "Receipts"). When a payment gets its receipt number, in
// the same transaction and right after `settle` laid it on the open charges, what the receipt says
// is written once: what it paid, the credit it left and the tenancy's balance then. Every reader
// of a receipt (the PDF, the payment's JSON, the SMS) reads that row; only the tenant's name (a
// pseudonym after erasure) and the reader's language are applied when it is drawn.

interface StoredLine {
  billId: string;
  kind: string;
  description: string;
  cents: number;
}

/** What a receipt says, in KES, its lines in the reader's language. */
export interface ReceiptSnapshot {
  number: string;
  paid: Allocation[];
  credit: number;
  balanceAfter: number;
  issuedAt: string;
}

/**
 * Writes the receipt of a payment that has just been confirmed and settled (inside its transaction).
 * `balanceAfterCents` is given when several payments were settled together (a statement import):
 * the balance right after this one, not after the last.
 */
export async function issueReceipt(trx: Transaction<DB>, paymentId: string, balanceAfterCents?: number): Promise<void> {
  await issueReceipts(trx, [{ paymentId, balanceAfterCents }]);
}

/**
 * `issueReceipt` for many payments at once (a statement import): their rows and allocations are
 * read a chunk per query and the receipts inserted in batches.
 */
export async function issueReceipts(
  trx: Transaction<DB>,
  items: { paymentId: string; balanceAfterCents?: number }[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500);
    const ids = chunk.map((c) => c.paymentId);
    const payments = new Map(
      (
        await trx
          .selectFrom('payments')
          .select(['id', 'apartment_id', 'tenancy_id', 'amount_cents', 'receipt_number'])
          .where('id', 'in', ids)
          .execute()
      ).map((p) => [p.id, p]),
    );
    const paid = await trx
      .selectFrom('allocations as a')
      .innerJoin('bills as b', 'b.id', 'a.bill_id')
      .select(['a.payment_id', 'a.bill_id', 'a.amount_cents', 'b.kind', 'b.description'])
      .where('a.payment_id', 'in', ids)
      .orderBy('b.due_date')
      .orderBy('a.id')
      .execute();
    const linesOf = new Map<string, StoredLine[]>();
    for (const a of paid)
      linesOf.set(a.payment_id, [
        ...(linesOf.get(a.payment_id) ?? []),
        { billId: a.bill_id, kind: a.kind, description: a.description, cents: Number(a.amount_cents) },
      ]);
    const rows = [];
    for (const { paymentId, balanceAfterCents } of chunk) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`issueReceipts: no payment ${paymentId}`);
      if (payment.receipt_number === null) continue;
      const lines = linesOf.get(paymentId) ?? [];
      const allocated = lines.reduce((sum, l) => sum + l.cents, 0);
      rows.push({
        payment_id: paymentId,
        apartment_id: payment.apartment_id,
        number: Number(payment.receipt_number),
        amount_cents: Number(payment.amount_cents),
        lines: JSON.stringify(lines),
        credit_cents: Number(payment.amount_cents) - allocated,
        balance_after_cents: balanceAfterCents ?? (await tenancyBalance(trx, payment.tenancy_id)),
        issued_at: nowIso(),
      });
    }
    if (rows.length > 0) await trx.insertInto('receipts').values(rows).execute();
  }
}

/** The receipts of these payments as they were issued, by payment id (one query). */
export async function receiptsOf(db: Kysely<DB>, paymentIds: string[]): Promise<Map<string, ReceiptSnapshot>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db.selectFrom('receipts').selectAll().where('payment_id', 'in', paymentIds).execute();
  return new Map(
    rows.map((r) => [
      r.payment_id,
      {
        number: receiptLabel(Number(r.number)) ?? '',
        paid: (JSON.parse(r.lines) as StoredLine[]).map((l) => ({
          billId: l.billId,
          description: billDescription(l.kind, l.description),
          amount: toKes(l.cents),
        })),
        credit: toKes(Number(r.credit_cents)),
        balanceAfter: toKes(Number(r.balance_after_cents)),
        issuedAt: r.issued_at,
      },
    ]),
  );
}

/** One payment's receipt as issued, or undefined when it has none. */
export async function receiptOf(db: Kysely<DB>, paymentId: string): Promise<ReceiptSnapshot | undefined> {
  return (await receiptsOf(db, [paymentId])).get(paymentId);
}
