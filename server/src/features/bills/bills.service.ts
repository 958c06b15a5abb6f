import {
  type Bill,
  type BillStatus,
  MONTHS,
  type ZGenerateMonthlyBillsRequest,
  type ZPayCashRequest,
  type ZUpdateBillRequest,
} from '@safestay/contracts';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { compiledQuery } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { toCents, toKes } from '../../lib/money';
import type { Page, PageRequest } from '../../lib/paging';

type BillsDeps = Pick<AppDeps, 'db' | 'dialect'>;
export type BillFilter = 'all' | 'paid' | 'unpaid';

const BILL_NOT_FOUND = 'Bill not found.';

/** Pending (nothing paid), Partial, or Paid (nothing left) — DESIGN.md §5. */
export function statusFor(amountCents: number, paidCents: number): BillStatus {
  if (paidCents <= 0) return 'Pending';
  return paidCents >= amountCents ? 'Paid' : 'Partial';
}

/** Where a caller may look: a tenant sees their own bills, a landlord their apartment's. */
function scoped<O>(qb: SelectQueryBuilder<DB, 'bills', O>, caller: Caller, filter: BillFilter, tenantId?: string) {
  let q = qb.where('bills.apartment_id', '=', caller.apartmentId);
  if (caller.role === 'Tenant') q = q.where('bills.tenant_id', '=', caller.userId);
  else if (tenantId) q = q.where('bills.tenant_id', '=', tenantId);
  if (filter === 'paid') q = q.where('bills.status', '=', 'Paid');
  if (filter === 'unpaid') q = q.where('bills.status', '!=', 'Paid');
  return q;
}

interface BillRow {
  id: string;
  description: string;
  amount_cents: number;
  due_date: string;
  created_at: string;
  tenant_id: string;
  tenant_name: string;
}

type ListOptions = { tenantId?: string; billId?: string; period?: { year: number; month: number } };

function listBase(caller: Caller, filter: BillFilter, options: ListOptions) {
  return (qb: SelectQueryBuilder<DB, 'bills', object>) => {
    let q = scoped(qb, caller, filter, options.tenantId);
    if (options.billId) q = q.where('bills.id', '=', options.billId);
    if (options.period) {
      q = q.where('bills.period_year', '=', options.period.year).where('bills.period_month', '=', options.period.month);
    }
    return q;
  };
}

const billColumns = [
  'bills.id',
  'bills.description',
  'bills.amount_cents',
  'bills.due_date',
  'bills.created_at',
  'bills.tenant_id',
  'users.name as tenant_name',
] as const;

/**
 * Bills with their payments in two queries whatever the count (no query per bill), so a list
 * of tens of thousands stays fast.
 */
export async function listBills(
  db: Kysely<DB>,
  caller: Caller,
  filter: BillFilter,
  options: ListOptions = {},
): Promise<Bill[]> {
  if (caller.role === 'Tenant' && filter === 'all' && !options.billId && !options.period) {
    return listOwnBills(db, caller);
  }
  const base = listBase(caller, filter, options);
  const rows: BillRow[] = await base(db.selectFrom('bills'))
    .innerJoin('users', 'users.id', 'bills.tenant_id')
    .select(billColumns)
    .orderBy('bills.due_date', 'desc')
    .orderBy('bills.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const payments = await base(db.selectFrom('bills'))
    .innerJoin('payments', 'payments.bill_id', 'bills.id')
    .select(paymentColumns)
    .orderBy('payments.paid_at', 'asc')
    .orderBy('payments.id', 'asc')
    .execute();
  return withPayments(rows, payments, rowTenant);
}

const paymentColumns = [
  'payments.id',
  'payments.bill_id',
  'payments.amount_cents',
  'payments.method',
  'payments.paid_at',
] as const;

// A tenant's own bills (GET /bills/me, the most frequent list): two fixed queries, compiled once,
// each reading one covering index of migration 0008. The tenant's name is the caller's own.
const ownBillRows = compiledQuery((db, param: (name: 'tenant' | 'apartment') => string) =>
  db
    .selectFrom('bills')
    .select(['bills.id', 'bills.description', 'bills.amount_cents', 'bills.due_date', 'bills.created_at'])
    .where('bills.tenant_id', '=', param('tenant'))
    .where('bills.apartment_id', '=', param('apartment'))
    .orderBy('bills.due_date', 'desc')
    .orderBy('bills.id', 'desc'),
);
const ownPayments = compiledQuery((db, param: (name: 'tenant' | 'apartment') => string) =>
  db
    .selectFrom('payments')
    .select(paymentColumns)
    .where('payments.tenant_id', '=', param('tenant'))
    .where('payments.apartment_id', '=', param('apartment'))
    .orderBy('payments.paid_at', 'asc')
    .orderBy('payments.id', 'asc'),
);

async function listOwnBills(db: Kysely<DB>, caller: Caller): Promise<Bill[]> {
  const params = { tenant: caller.userId, apartment: caller.apartmentId };
  const [rows, payments] = await Promise.all([ownBillRows(db, params), ownPayments(db, params)]);
  const tenant = { _id: caller.userId, name: caller.name };
  return withPayments(rows, payments, () => tenant);
}

/**
 * One keyset page of a list (newest due date first, then id): `limit` bills after the cursor,
 * the total across pages, and the cursor of the next page. The index on
 * (apartment_id, due_date, id) lets the database stop after `limit + 1` rows.
 */
export async function listBillPage(
  db: Kysely<DB>,
  caller: Caller,
  filter: BillFilter,
  page: PageRequest,
  options: ListOptions = {},
): Promise<Page<Bill>> {
  const base = listBase(caller, filter, options);
  let q = base(db.selectFrom('bills'));
  const after = page.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('bills.due_date', '<', after.key),
        eb.and([eb('bills.due_date', '=', after.key), eb('bills.id', '<', after.id)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .innerJoin('users', 'users.id', 'bills.tenant_id')
      .select(billColumns)
      .orderBy('bills.due_date', 'desc')
      .orderBy('bills.id', 'desc')
      .limit(page.limit + 1)
      .execute() as Promise<BillRow[]>,
    // Counting 24,000 index entries costs more than the page itself: only the first page counts.
    after
      ? undefined
      : base(db.selectFrom('bills'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > page.limit;
  const pageRows = more ? rows.slice(0, page.limit) : rows;
  const payments =
    pageRows.length === 0
      ? []
      : await db
          .selectFrom('payments')
          .select(paymentColumns)
          .where(
            'payments.bill_id',
            'in',
            pageRows.map((r) => r.id),
          )
          .orderBy('payments.paid_at', 'asc')
          .orderBy('payments.id', 'asc')
          .execute();
  const last = pageRows[pageRows.length - 1];
  return {
    items: withPayments(pageRows, payments, rowTenant),
    total: count ? Number(count.n) : undefined,
    next: more && last ? { key: last.due_date, id: last.id } : null,
  };
}

type BillFields = Omit<BillRow, 'tenant_id' | 'tenant_name'>;
const rowTenant = (row: BillRow): Bill['tenant'] => ({ _id: row.tenant_id, name: row.tenant_name });

function withPayments<R extends BillFields>(
  rows: R[],
  payments: Array<PaymentRow & { bill_id: string }>,
  tenantOf: (row: R) => Bill['tenant'],
): Bill[] {
  const byBill = new Map<string, PaymentRow[]>();
  for (const p of payments) {
    const list = byBill.get(p.bill_id);
    if (list) list.push(p);
    else byBill.set(p.bill_id, [p]);
  }
  return rows.map((row) => toBill(row, tenantOf(row), byBill.get(row.id) ?? []));
}

interface PaymentRow {
  id: string;
  amount_cents: number;
  method: string;
  paid_at: string;
}

function toBill(row: BillFields, tenant: Bill['tenant'], payments: PaymentRow[]): Bill {
  const amount = Number(row.amount_cents);
  const paid = payments.reduce((sum, p) => sum + Number(p.amount_cents), 0);
  return {
    _id: row.id,
    description: row.description,
    amount: toKes(amount),
    remainingAmount: toKes(Math.max(0, amount - paid)),
    dueDate: row.due_date,
    status: statusFor(amount, paid),
    tenant,
    paymentHistory: payments.map((p) => ({
      _id: p.id,
      amount: toKes(Number(p.amount_cents)),
      date: p.paid_at,
      method: p.method,
    })),
    paymentDate: payments.length > 0 ? payments[payments.length - 1].paid_at : null,
    createdAt: row.created_at,
  };
}

/** One bill the caller may see, or a 404 (a foreign id looks the same as a missing one). */
export async function getBill(db: Kysely<DB>, caller: Caller, billId: string): Promise<Bill> {
  const [bill] = await listBills(db, caller, 'all', { billId });
  if (!bill) throw notFound(BILL_NOT_FOUND);
  return bill;
}

/** The bill row, locked on PostgreSQL so concurrent payments and edits of it run one at a time. */
async function lockBill(trx: Transaction<DB>, deps: BillsDeps, caller: Caller, billId: string) {
  let q = trx
    .selectFrom('bills')
    .select(['id', 'tenant_id', 'amount_cents'])
    .where('id', '=', billId)
    .where('apartment_id', '=', caller.apartmentId);
  if (caller.role === 'Tenant') q = q.where('tenant_id', '=', caller.userId);
  if (deps.dialect === 'postgres') q = q.forUpdate();
  const bill = await q.executeTakeFirst();
  if (!bill) throw notFound(BILL_NOT_FOUND);
  const paid = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('paid'))
    .where('bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  return { ...bill, amountCents: Number(bill.amount_cents), paidCents: Number(paid.paid) };
}

/** SPEC.md §4 Pay Cash: only the bill's tenant, never more than what is left (DESIGN.md §5). */
export async function recordCashPayment(
  deps: BillsDeps,
  caller: Caller,
  input: z.output<typeof ZPayCashRequest>,
): Promise<Bill> {
  const amountCents = toCents(input.amount);
  await deps.db.transaction().execute(async (trx) => {
    const bill = await lockBill(trx, deps, caller, input.billId);
    const remaining = bill.amountCents - bill.paidCents;
    if (remaining <= 0) throw conflict('This bill is already paid.');
    if (amountCents > remaining) {
      throw conflict(`The payment is more than the remaining amount (KSH ${formatKes(remaining)}).`);
    }
    const now = nowIso();
    await trx
      .insertInto('payments')
      .values({
        id: newId(),
        bill_id: bill.id,
        tenant_id: bill.tenant_id,
        apartment_id: caller.apartmentId,
        amount_cents: amountCents,
        method: 'Cash',
        paid_at: now,
      })
      .execute();
    await trx
      .updateTable('bills')
      .set({ status: statusFor(bill.amountCents, bill.paidCents + amountCents), updated_at: now })
      .where('id', '=', bill.id)
      .execute();
  });
  return getBill(deps.db, caller, input.billId);
}

/** Landlord edit (SPEC.md §3): the amount may not drop below what was paid; status follows. */
export async function updateBill(
  deps: BillsDeps,
  caller: Caller,
  billId: string,
  input: z.output<typeof ZUpdateBillRequest>,
): Promise<Bill> {
  const amountCents = toCents(input.amount);
  await deps.db.transaction().execute(async (trx) => {
    const bill = await lockBill(trx, deps, caller, billId);
    if (amountCents < bill.paidCents) {
      throw conflict(`The amount cannot be less than what has already been paid (KSH ${formatKes(bill.paidCents)}).`);
    }
    await trx
      .updateTable('bills')
      .set({
        amount_cents: amountCents,
        description: input.description,
        due_date: input.dueDate,
        status: statusFor(amountCents, bill.paidCents),
        updated_at: nowIso(),
      })
      .where('id', '=', bill.id)
      .execute();
  });
  return getBill(deps.db, caller, billId);
}

/**
 * One bill per tenant for (year, month) at the apartment's rent. The UNIQUE constraint with
 * ON CONFLICT DO NOTHING makes a repeat, or twenty at once, harmless (RELIABILITY.md §26).
 */
export async function generateMonthlyBills(
  deps: BillsDeps,
  caller: Caller,
  input: z.output<typeof ZGenerateMonthlyBillsRequest>,
) {
  const { db } = deps;
  const monthNumber = MONTHS.indexOf(input.month) + 1;
  // One transaction: a thousand tenants cost one commit (one fsync), and no other request sees half a month.
  const { created, tenantCount } = await db.transaction().execute(async (trx) => {
    const apartment = await trx
      .selectFrom('apartments')
      .select(['rent_cents'])
      .where('id', '=', caller.apartmentId)
      .executeTakeFirst();
    if (!apartment) throw notFound('Apartment not found.');
    const tenants = await trx
      .selectFrom('users')
      .select('id')
      .where('apartment_id', '=', caller.apartmentId)
      .where('role', '=', 'Tenant')
      // The same order in every call: concurrent generations on PostgreSQL cannot deadlock.
      .orderBy('id')
      .execute();
    if (tenants.length === 0) {
      throw badRequest('There are no tenants in your apartment yet, so no bills were created.');
    }
    const now = nowIso();
    const rows = tenants.map((t) => ({
      id: newId(),
      apartment_id: caller.apartmentId,
      tenant_id: t.id,
      description: `Rent for ${input.month} ${input.year}`,
      amount_cents: Number(apartment.rent_cents),
      status: 'Pending' as const,
      due_date: input.dueDate,
      period_year: input.year,
      period_month: monthNumber,
      created_at: now,
      updated_at: now,
    }));
    let inserted = 0;
    // Chunks keep each statement well under the bound-parameter limits of both databases.
    for (let i = 0; i < rows.length; i += 500) {
      const result = await trx
        .insertInto('bills')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['tenant_id', 'period_year', 'period_month']).doNothing())
        .returning('id')
        .execute();
      inserted += result.length;
    }
    return { created: inserted, tenantCount: tenants.length };
  });
  const bills = await listBills(db, caller, 'all', { period: { year: input.year, month: monthNumber } });
  const existing = tenantCount - created;
  const period = `${input.month} ${input.year}`;
  const message =
    created === 0
      ? `Every tenant already has a bill for ${period}; no new bills were created.`
      : `Created ${created} bill${created === 1 ? '' : 's'} for ${period}${existing > 0 ? `; ${existing} already existed` : ''}.`;
  return { message, bills, created, existing: Math.max(0, existing) };
}

function formatKes(cents: number): string {
  return toKes(cents).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

/** Everything a bill or receipt PDF shows, scoped like every read. */
export async function loadBillDocument(db: Kysely<DB>, caller: Caller, billId: string) {
  const bill = await getBill(db, caller, billId);
  const details = await db
    .selectFrom('bills')
    .innerJoin('users as t', 't.id', 'bills.tenant_id')
    .innerJoin('apartments as a', 'a.id', 'bills.apartment_id')
    .innerJoin('users as l', 'l.id', 'a.landlord_id')
    .select([
      'bills.period_year',
      'bills.period_month',
      't.primary_phone as tenant_phone',
      't.national_id as tenant_national_id',
      'a.name as apartment_name',
      'l.name as landlord_name',
    ])
    .where('bills.id', '=', bill._id)
    .where('bills.apartment_id', '=', caller.apartmentId)
    .executeTakeFirstOrThrow();
  const period =
    details.period_year && details.period_month
      ? `${MONTHS[details.period_month - 1]} ${details.period_year}`
      : undefined;
  return {
    bill,
    period,
    apartmentName: details.apartment_name,
    landlordName: details.landlord_name,
    tenantPhone: details.tenant_phone,
    tenantNationalId: details.tenant_national_id,
  };
}
export type BillDocument = Awaited<ReturnType<typeof loadBillDocument>>;
