import {
  type Bill,
  billDescription,
  type ChargeKind,
  ERR_MSG,
  formatMonth,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@safestay/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { countWhere } from '../../db/count-where';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { today as todayInNairobi } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { type Page, type PageRequest, pageLimit, pageOfMonth } from '../../lib/paging';
import {
  type BillFilter,
  chargeCounts,
  owedSum,
  runningTotals,
  statusCondition,
  statusFor,
  statusIs,
} from '../ledger/bill-status';

/** Which bills a list shows, always inside what the caller may see. */
export interface BillQuery {
  filter: BillFilter;
  /** A landlord's list of one tenant. */
  tenantId?: string;
  billId?: string;
  period?: { year: number; month: number };
}

/** The one tenant a list is limited to: the calling tenant, or the one a landlord asked for. */
function tenantScope(caller: Caller, query: BillQuery): string | undefined {
  return caller.role === 'Tenant' ? caller.userId : query.tenantId;
}

/** Where a caller may look: a tenant sees their own bills, a landlord their apartment's. */
function scoped(qb: SelectQueryBuilder<DB, 'bills', object>, caller: Caller, query: BillQuery) {
  let q = qb.where('bills.apartment_id', '=', caller.apartmentId);
  const tenant = tenantScope(caller, query);
  if (tenant !== undefined) q = q.where('bills.tenant_id', '=', tenant);
  if (query.filter !== 'all') q = q.where(statusCondition(query.filter));
  if (query.billId) q = q.where('bills.id', '=', query.billId);
  if (query.period) {
    q = q.where('bills.period_year', '=', query.period.year).where('bills.period_month', '=', query.period.month);
  }
  return q;
}

/** A bill's own columns: what a page of bills is taken with, before its names are joined. */
const ownColumns = [
  'bills.id',
  'bills.description',
  'bills.amount_cents',
  'bills.due_date',
  'bills.created_at',
  'bills.tenant_id',
  'bills.tenancy_id',
  'bills.kind',
  'bills.voided_at',
  'bills.void_reason',
] as const;

/** What each confirmed payment put on a bill (its allocations), with the payment's method and day. */
export const paymentColumns = [
  'payments.id',
  'allocations.bill_id',
  'allocations.amount_cents',
  'payments.method',
  'payments.received_at as paid_at',
] as const;

interface BillRow {
  id: string;
  description: string;
  amount_cents: number;
  due_date: string;
  created_at: string;
  tenant_id: string;
  tenant_name: string;
  tenancy_id: string;
  kind: ChargeKind;
  voided_at: string | null;
  void_reason: string | null;
  unit_code: string | null;
}

interface PaymentRow {
  id: string;
  bill_id: string;
  amount_cents: number;
  method: string;
  paid_at: string;
}

/**
 * The bills a caller asked for, newest due date first, with their payments: two queries
 * whatever the count. With `page`, one keyset page of `limit` bills after the cursor (by month:
 * of one month's due dates); the first page also counts the whole list and sums what it still owes.
 */
export async function listBills(
  db: Kysely<DB>,
  caller: Caller,
  query: BillQuery,
  page?: PageRequest,
): Promise<Page<Bill> & { outstandingCents?: number }> {
  const after = page?.after;
  // The page first, then the names and units of its bills: joined before the limit, PostgreSQL
  // sizes its lookup caches (Memoize) by the whole platform (payment-queries.ts says more).
  const newest = scoped(db.selectFrom('bills'), caller, query)
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('bills.due_date', '<', after?.key ?? ''),
          eb.and([eb('bills.due_date', '=', after?.key ?? ''), eb('bills.id', '<', after?.id ?? '')]),
        ]),
      ),
    )
    .select(ownColumns)
    .orderBy('bills.due_date', 'desc')
    .orderBy('bills.id', 'desc')
    .$call((q) => (page ? q.limit(pageLimit(page.limit)) : q));
  const rows = await (page ? namedByKey : namedByJoin)(db, newest);
  // By month, a page ends with the month of its due dates.
  const {
    items: pageRows,
    next,
    nextMonth,
  } = page
    ? pageOfMonth(
        rows,
        page,
        (r) => ({ key: r.due_date, id: r.id }),
        (r) => r.due_date.slice(0, 7),
      )
    : { items: rows, next: null };
  const [payments, summary] = await Promise.all([
    page ? paymentsOf(db, pageRows) : paymentsMatching(db, caller, query),
    page && !after ? summarize(db, caller, query) : undefined,
  ]);
  return {
    items: withPayments(pageRows, payments),
    total: summary?.total,
    outstandingCents: summary?.outstandingCents,
    next,
    nextMonth,
  };
}

/** A page (or a whole list) of bills, their own columns, newest due first. */
type Newest = SelectQueryBuilder<DB, 'bills', Omit<BillRow, 'tenant_name' | 'unit_code'>>;

/**
 * A page's bills with their tenant's name and house, each looked up by key: joined, PostgreSQL
 * hashed every user and tenancy of a platform of small buildings to find a page's 51
 * (docs/performance.md "Cost flat with data").
 */
async function namedByKey(db: Kysely<DB>, newest: Newest): Promise<BillRow[]> {
  return (await db
    .selectFrom(newest.as('bills'))
    .select(ownColumns)
    .select((eb) => [
      eb.selectFrom('users').whereRef('users.id', '=', 'bills.tenant_id').select('users.name').as('tenant_name'),
      eb
        .selectFrom('tenancies')
        .innerJoin('units', 'units.id', 'tenancies.unit_id')
        .whereRef('tenancies.id', '=', 'bills.tenancy_id')
        .select('units.code')
        .as('unit_code'),
    ])
    .orderBy('bills.due_date', 'desc')
    .orderBy('bills.id', 'desc')
    .execute()) as BillRow[];
}

/** A whole list's bills with their tenant's name and house, joined (thousands of rows). */
function namedByJoin(db: Kysely<DB>, newest: Newest): Promise<BillRow[]> {
  return db
    .selectFrom(newest.as('bills'))
    .innerJoin('users', 'users.id', 'bills.tenant_id')
    .innerJoin('tenancies', 'tenancies.id', 'bills.tenancy_id')
    .leftJoin('units', 'units.id', 'tenancies.unit_id')
    .select([...ownColumns, 'users.name as tenant_name', 'units.code as unit_code'])
    .orderBy('bills.due_date', 'desc')
    .orderBy('bills.id', 'desc')
    .execute();
}

/**
 * How many bills a list holds across its pages and what they still owe (bill-status.ts
 * `owedSum`). A Paid tab owes nothing; an Unpaid tab owes what the whole
 * list owes. A list of the whole building (or of one tenant), not of one month, reads what it owes
 * from the ledger's running totals, so the first page does not sum every charge of the years.
 */
async function summarize(db: Kysely<DB>, caller: Caller, query: BillQuery) {
  const tenant = tenantScope(caller, query);
  const whole = !query.period && !query.billId;
  if (whole) {
    // Every bill of the building (or tenant) is counted in the running totals too: all of them on
    // the building's line, Paid and unpaid on its tenancies' lines (live ones not yet Paid, and the rest).
    const [counts, totals] = await Promise.all([
      query.filter === 'all' ? undefined : chargeCounts(db, caller.apartmentId, tenant).executeTakeFirstOrThrow(),
      runningTotals(db, caller.apartmentId, tenant).executeTakeFirstOrThrow(),
    ]);
    const owed = query.filter === 'paid' ? 0 : Number(totals.charged) - Number(totals.allocated);
    const total = !counts
      ? Number(totals.bills)
      : query.filter === 'unpaid'
        ? Number(counts.owing)
        : Number(counts.live) - Number(counts.owing);
    return { total, outstandingCents: owed };
  }
  // One month's list, or one bill: how many, and what its own charges still owe, each beside its paid amount.
  const bills = await scoped(db.selectFrom('bills'), caller, { ...query, filter: 'all' })
    .select((eb) => [
      query.filter === 'all'
        ? eb.fn.countAll<number>().as('n')
        : countWhere(sql`bills.voided_at is null and ${statusIs(query.filter === 'paid' ? 'Paid' : 'unpaid')}`).as('n'),
      owedSum.as('cents'),
    ])
    .executeTakeFirstOrThrow();
  const owed = query.filter === 'paid' ? 0 : Number(bills.cents);
  return { total: Number(bills.n), outstandingCents: owed };
}

/** Payments of one page of bills (at most MAX_PAGE_LIMIT ids). */
async function paymentsOf(db: Kysely<DB>, rows: BillRow[]): Promise<PaymentRow[]> {
  if (rows.length === 0) return [];
  return db
    .selectFrom('allocations')
    .innerJoin('payments', 'payments.id', 'allocations.payment_id')
    .select(paymentColumns)
    .where(
      'allocations.bill_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('allocations.id', 'asc')
    .execute();
}

/** Payments of a whole list, through the same scope: one query however many bills match. */
function paymentsMatching(db: Kysely<DB>, caller: Caller, query: BillQuery): Promise<PaymentRow[]> {
  return scoped(db.selectFrom('bills'), caller, query)
    .innerJoin('allocations', 'allocations.bill_id', 'bills.id')
    .innerJoin('payments', 'payments.id', 'allocations.payment_id')
    .select(paymentColumns)
    .orderBy('allocations.id', 'asc')
    .execute();
}

/** One bill the caller may see, or a 404 (a foreign id looks the same as a missing one). */
export async function getBill(db: Kysely<DB>, caller: Caller, billId: string): Promise<Bill> {
  const { items } = await listBills(db, caller, { filter: 'all', billId });
  if (!items[0]) throw notFound(ERR_MSG.billNotFound);
  return items[0];
}

/** "March 2026" for a monthly bill; undefined for a one-off. */
export function periodLabel(year: number | null, month: number | null): string | undefined {
  return year && month ? formatMonth(`${year}-${String(month).padStart(2, '0')}`) : undefined;
}

export function withPayments(rows: BillRow[], payments: PaymentRow[]): Bill[] {
  const byBill = new Map<string, PaymentRow[]>();
  for (const p of payments) {
    const list = byBill.get(p.bill_id);
    if (list) list.push(p);
    else byBill.set(p.bill_id, [p]);
  }
  const today = todayInNairobi();
  return rows.map((row) => toBill(row, byBill.get(row.id) ?? [], today));
}

/** The API shape of a bill; its status and remaining amount derive from its allocations. */
function toBill(row: BillRow, payments: PaymentRow[], today: string): Bill {
  const amount = Number(row.amount_cents);
  const paid = payments.reduce((sum, p) => sum + Number(p.amount_cents), 0);
  const remaining = row.voided_at ? 0 : Math.max(0, amount - paid);
  return {
    _id: row.id,
    description: billDescription(row.kind, row.description),
    amount: toKes(amount),
    remainingAmount: toKes(remaining),
    dueDate: row.due_date,
    status: statusFor(amount, paid),
    tenant: { _id: row.tenant_id, name: row.tenant_name },
    paymentHistory: payments.map((p) => ({
      _id: p.id,
      amount: toKes(Number(p.amount_cents)),
      date: p.paid_at,
      method: PAYMENT_METHOD_LABELS[p.method as PaymentMethod] ?? p.method,
    })),
    paymentDate: payments.length > 0 ? payments[payments.length - 1].paid_at : null,
    createdAt: row.created_at,
    kind: row.kind,
    overdue: remaining > 0 && row.due_date < today,
    tenancyId: row.tenancy_id,
    unit: row.unit_code,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
  };
}
