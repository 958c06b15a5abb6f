import type { BillStatus } from '@safestay/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * A bill's status is derived from its payments, never stored (docs/decisions/0003): Pending
 * (nothing paid), Partial, or Paid (nothing left). This file is the one place that says how,
 * once in TypeScript for the API shape and once in SQL for filters and counts. When payments
 * move into a ledger, `paidCents` is the seam: it becomes the sum of confirmed allocations.
 */
export function statusFor(amountCents: number, paidCents: number): BillStatus {
  if (paidCents <= 0) return 'Pending';
  return paidCents >= amountCents ? 'Paid' : 'Partial';
}

/** Cents paid towards the bill of the current row (`bills` in the FROM clause). */
export const paidCents = sql<number>`(select coalesce(sum(p.amount_cents), 0) from payments p where p.bill_id = bills.id)`;

/** The bill's status as SQL, agreeing with `statusFor`. */
export const statusSql = sql<BillStatus>`(case when ${paidCents} <= 0 then 'Pending' when ${paidCents} >= bills.amount_cents then 'Paid' else 'Partial' end)`;

/** Cents still owed on the bill of the current row (never negative). */
export const remainingCents = sql<number>`(case when bills.amount_cents > ${paidCents} then bills.amount_cents - ${paidCents} else 0 end)`;

export type BillFilter = 'all' | 'paid' | 'unpaid';

/** The WHERE condition of a Paid / Unpaid tab. */
export function statusCondition(filter: Exclude<BillFilter, 'all'>) {
  return (eb: ExpressionBuilder<DB, 'bills'>) =>
    filter === 'paid'
      ? eb(paidCents, '>=', eb.ref('bills.amount_cents'))
      : eb(paidCents, '<', eb.ref('bills.amount_cents'));
}
