import { type Allocation, billDescription } from '@safestay/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { balanceOf, receiptLabel } from './ledger';

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
    // Each payment with what it paid, a row per allocation (one row with none), and its tenancy's
    // balance now unless the caller gives the balance after it: one query for the chunk.
    const withBalance = chunk.some((c) => c.balanceAfterCents === undefined);
    const rows = await trx
      .selectFrom('payments as p')
      .leftJoin('allocations as a', 'a.payment_id', 'p.id')
      .leftJoin('bills as b', 'b.id', 'a.bill_id')
      .select([
        'p.id',
        'p.apartment_id',
        'p.amount_cents',
        'p.receipt_number',
        'a.bill_id',
        'a.amount_cents as paid_cents',
        'b.kind',
        'b.description',
      ])
      .$if(withBalance, (q) =>
        q.select(balanceOf(sql.ref('p.tenancy_id'), sql.ref('p.apartment_id')).as('balance_cents')),
      )
      .where(
        'p.id',
        'in',
        chunk.map((c) => c.paymentId),
      )
      .orderBy('b.due_date')
      .orderBy('a.id')
      .execute();
    const payments = new Map<string, { row: (typeof rows)[number]; lines: StoredLine[] }>();
    for (const row of rows) {
      const payment = payments.get(row.id) ?? { row, lines: [] };
      payments.set(row.id, payment);
      if (row.bill_id !== null)
        payment.lines.push({
          billId: row.bill_id,
          kind: row.kind as string,
          description: row.description as string,
          cents: Number(row.paid_cents),
        });
    }
    const receipts = [];
    for (const { paymentId, balanceAfterCents } of chunk) {
      const found = payments.get(paymentId);
      if (!found) throw new Error(`issueReceipts: no payment ${paymentId}`);
      const { row: payment, lines } = found;
      if (payment.receipt_number === null) continue;
      const allocated = lines.reduce((sum, l) => sum + l.cents, 0);
      receipts.push({
        payment_id: paymentId,
        apartment_id: payment.apartment_id,
        number: Number(payment.receipt_number),
        amount_cents: Number(payment.amount_cents),
        lines: JSON.stringify(lines),
        credit_cents: Number(payment.amount_cents) - allocated,
        balance_after_cents: balanceAfterCents ?? Number(payment.balance_cents),
        issued_at: nowIso(),
      });
    }
    if (receipts.length > 0) await trx.insertInto('receipts').values(receipts).execute();
  }
}

/** A receipt's row as it was issued (the columns `receiptColumns` names, null when there is none). */
export interface ReceiptRow {
  receipt_number_issued: number | string | null;
  receipt_lines: string | null;
  receipt_credit_cents: number | string | null;
  receipt_balance_after_cents: number | string | null;
  receipt_issued_at: string | null;
}

/** What a query left-joining `receipts` as `alias` selects for `receiptOfRow`. */
export function receiptColumns<A extends string>(alias: A) {
  return [
    `${alias}.number as receipt_number_issued`,
    `${alias}.lines as receipt_lines`,
    `${alias}.credit_cents as receipt_credit_cents`,
    `${alias}.balance_after_cents as receipt_balance_after_cents`,
    `${alias}.issued_at as receipt_issued_at`,
  ] as const;
}

/** A receipt as issued, in KES, its lines in the reader's language; null when the row has none. */
export function receiptOfRow(r: ReceiptRow): ReceiptSnapshot | null {
  if (r.receipt_lines === null || r.receipt_issued_at === null) return null;
  return {
    number: receiptLabel(Number(r.receipt_number_issued)) ?? '',
    paid: (JSON.parse(r.receipt_lines) as StoredLine[]).map((l) => ({
      billId: l.billId,
      description: billDescription(l.kind, l.description),
      amount: toKes(l.cents),
    })),
    credit: toKes(Number(r.receipt_credit_cents)),
    balanceAfter: toKes(Number(r.receipt_balance_after_cents)),
    issuedAt: r.receipt_issued_at,
  };
}
