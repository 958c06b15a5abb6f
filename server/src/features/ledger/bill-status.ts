import type { BillStatus } from '@safestay/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * A bill's status is derived from what confirmed payments put on it (its allocations), never
 * stored (docs/decisions/0003, docs/ledger.md): Pending (nothing paid), Partial, or Paid (nothing
 * left). This file is the one place that says how, once in TypeScript for the API shape and once
 * in SQL for filters and counts. A voided charge is neither paid nor unpaid: the lists of
 * Paid and Unpaid bills leave it out.
 */
export function statusFor(amountCents: number, paidCents: number): BillStatus {
  if (paidCents <= 0) return 'Pending';
  return paidCents >= amountCents ? 'Paid' : 'Partial';
}

/**
 * Cents paid towards the bill of the current row (`bills` in the FROM clause): the sum of its
 * allocations, kept beside it by the database (`bills.paid_cents`, migration 0053), so a query
 * that judges every bill of a list reads it from the same index entry as the amount.
 */
export const paidCents = sql<number>`bills.paid_cents`;

/**
 * What the live charges of a set (`bills` in the FROM clause) still owe: each one's amount less
 * what has been paid on it (an allocation never takes a charge past its amount, ledger.ts settle);
 * a voided charge owes nothing.
 */
export const owedSum = sql<number>`coalesce(sum(case when bills.voided_at is null then bills.amount_cents - ${paidCents} else 0 end), 0)`;

/**
 * What the live charges of an apartment (or of one tenant there) come to and what confirmed
 * payments have put on them, from the ledger's running totals (migration 0045, one line per
 * tenancy; the building's own line, migration 0059, for all of it): what they owe without reading
 * every charge, and how many charges there are, voided ones too.
 */
export function runningTotals(db: Kysely<DB>, apartmentId: string, tenantId?: string) {
  const sums = [
    sql<number>`coalesce(sum(charged_cents), 0)`.as('charged'),
    sql<number>`coalesce(sum(allocated_cents), 0)`.as('allocated'),
    sql<number>`coalesce(sum(bill_count), 0)`.as('bills'),
  ];
  if (tenantId === undefined)
    return db.selectFrom('ledger_building_totals').where('apartment_id', '=', apartmentId).select(sums);
  return db
    .selectFrom('ledger_totals')
    .where('ledger_totals.apartment_id', '=', apartmentId)
    .where('ledger_totals.tenancy_id', 'in', tenanciesOf(db, apartmentId, tenantId))
    .select(sums);
}

/** One tenant's tenancies in an apartment: their lines of the running totals. */
function tenanciesOf(db: Kysely<DB>, apartmentId: string, tenantId: string) {
  return db
    .selectFrom('tenancies')
    .select('tenancies.id')
    .where('tenancies.apartment_id', '=', apartmentId)
    .where('tenancies.tenant_id', '=', tenantId);
}

/**
 * How many charges an apartment (or one tenant there) has, voided ones too, how many are live and
 * how many of those are not yet Paid, from its tenancies' lines of the running totals (kept by the
 * database, migrations 0053 and 0063, by the rules of this file): a few dozen lines to sum rather
 * than every charge of the years.
 */
export function chargeCounts(db: Kysely<DB>, apartmentId: string, tenantId?: string) {
  return db
    .selectFrom('ledger_totals')
    .where('ledger_totals.apartment_id', '=', apartmentId)
    .$if(tenantId !== undefined, (q) =>
      q.where('ledger_totals.tenancy_id', 'in', tenanciesOf(db, apartmentId, tenantId as string)),
    )
    .select([
      sql<number>`coalesce(sum(bill_count), 0)`.as('bills'),
      sql<number>`coalesce(sum(live_count), 0)`.as('live'),
      sql<number>`coalesce(sum(owing_count), 0)`.as('owing'),
    ]);
}

/** A status as SQL from a paid amount and a bill amount already computed, agreeing with `statusFor`. */
export function statusOf(paid: Expression<number>, amount: Expression<number>) {
  return sql<BillStatus>`(case when ${paid} <= 0 then 'Pending' when ${paid} >= ${amount} then 'Paid' else 'Partial' end)`;
}

/**
 * "The bill of the current row is `status`" (`unpaid`: not yet Paid) as plain comparisons of its
 * paid amount with its amount, agreeing with `statusOf` for every bill (an amount is always above
 * nothing, a CHECK): the one way filters, counts and `settle` say it, cheaper than comparing
 * `statusSql` row by row.
 */
export function statusIs(status: BillStatus | 'unpaid') {
  const amount = sql.ref('bills.amount_cents');
  if (status === 'Pending') return sql<boolean>`${paidCents} <= 0`;
  if (status === 'Partial') return sql<boolean>`(${paidCents} > 0 and ${paidCents} < ${amount})`;
  if (status === 'Paid') return sql<boolean>`${paidCents} >= ${amount}`;
  return sql<boolean>`${paidCents} < ${amount}`;
}

/** The status of the bill of the current row. */
export const statusSql = statusOf(paidCents, sql.ref('bills.amount_cents'));

export type BillFilter = 'all' | 'paid' | 'unpaid';

/** The WHERE condition of a Paid / Unpaid tab (never a voided charge). */
export function statusCondition(filter: Exclude<BillFilter, 'all'>) {
  return (eb: ExpressionBuilder<DB, 'bills'>) =>
    eb.and([eb('bills.voided_at', 'is', null), statusIs(filter === 'paid' ? 'Paid' : 'unpaid')]);
}
