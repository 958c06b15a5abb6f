import type { LedgerPayment, ZPaymentListQuery } from '@safestay/contracts';
import { billDescription, LEDGER_MSG, nairobiMonthOf } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { type Caller, ROLE_OF } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { idCursor, type Page, type PageCursor, type PageRequest, pageLimit, pageOfMonth } from '../../lib/paging';
import { receiptLabel } from '../ledger/ledger';
import { receiptColumns, receiptOfRow } from '../ledger/receipts';

type ListQuery = Omit<z.output<typeof ZPaymentListQuery>, 'limit' | 'cursor'> & { paymentId?: string };

const columns = [
  'p.id',
  'p.tenancy_id',
  'p.tenant_id',
  'p.amount_cents',
  'p.method',
  'p.reference',
  'p.received_at',
  'p.status',
  'p.receipt_number',
  'p.reason',
  'p.recorded_by',
  'p.created_at',
] as const;

/**
 * Payments the caller may see, newest first (a landlord: the apartment's; a tenant: their own),
 * with what each paid: two queries whatever the count, a keyset page with `page`. Paged by month,
 * newest received first and a page to a month of the days received.
 *
 * The page is taken from the payments first and only then joined to the names. Joined the other
 * way, PostgreSQL plans the joins for every payment of the building and caches each lookup
 * (Memoize) in tables sized by how many tenants the whole platform has: on 100 buildings that cost
 * 0.8 ms a page before a row was read (docs/performance.md).
 */
export async function listPayments(
  db: Kysely<DB>,
  caller: Caller,
  query: ListQuery,
  page?: PageRequest,
): Promise<Page<LedgerPayment>> {
  const after = page?.after;
  // By month, the order is the day the money came (the months a screen heads its payments with).
  const byMonth = page?.byMonth === true;
  const newest = db
    .selectFrom('payments')
    .selectAll()
    .where('apartment_id', '=', caller.apartmentId)
    .$if(caller.role === 'Tenant', (q) => q.where('tenant_id', '=', caller.userId))
    .$if(query.status !== undefined, (q) => q.where('status', '=', query.status ?? 'pending'))
    .$if(query.tenancyId !== undefined, (q) => q.where('tenancy_id', '=', query.tenancyId ?? ''))
    .$if(query.paymentId !== undefined, (q) => q.where('id', '=', query.paymentId ?? ''))
    .$if(query.from !== undefined, (q) => q.where('received_at', '>=', query.from ?? ''))
    .$if(query.to !== undefined, (q) => q.where('received_at', '<=', query.to ?? ''))
    .$if(after !== undefined && !byMonth, (q) => q.where('id', '<', after?.id ?? ''))
    .$if(after !== undefined && byMonth, (q) =>
      q.where((eb) =>
        eb.or([
          eb('received_at', '<', after?.key ?? ''),
          eb.and([eb('received_at', '=', after?.key ?? ''), eb('id', '<', after?.id ?? '')]),
        ]),
      ),
    )
    .$if(byMonth, (q) => q.orderBy('received_at', 'desc'))
    .orderBy('id', 'desc')
    .$call((q) => (page ? q.limit(pageLimit(page.limit)) : q));
  // Each payment's names are looked up by key, one row at a time: with joins PostgreSQL hashed
  // every user, membership and tenancy of a small platform for a page of 50 (~0.3 ms of 0.9).
  const rows = await db
    .selectFrom(newest.as('p'))
    // What its receipt said when it was issued (ledger/receipts.ts), if it has one.
    .leftJoin('receipts as r', 'r.payment_id', 'p.id')
    .select(columns)
    .select(receiptColumns('r'))
    .select((eb) => [
      eb
        .selectFrom('users')
        .select('name')
        .whereRef('users.id', '=', 'p.tenant_id')
        .$asScalar()
        .$notNull()
        .as('tenant_name'),
      eb
        .selectFrom('users')
        .select('name')
        .whereRef('users.id', '=', 'p.recorded_by')
        .$asScalar()
        .$notNull()
        .as('recorder_name'),
      eb
        .selectFrom('users')
        .select('role')
        .whereRef('users.id', '=', 'p.recorded_by')
        .$asScalar()
        .$notNull()
        .as('recorder_role'),
      // Their role in this building (docs/team.md): a landlord elsewhere records here as a caretaker.
      eb
        .selectFrom('memberships as rm')
        .select('rm.role')
        .whereRef('rm.user_id', '=', 'p.recorded_by')
        .whereRef('rm.apartment_id', '=', 'p.apartment_id')
        .as('recorder_member_role'),
      eb
        .selectFrom('tenancies as t')
        .innerJoin('units', 'units.id', 't.unit_id')
        .select('units.code')
        .whereRef('t.id', '=', 'p.tenancy_id')
        .as('unit_code'),
    ])
    .$if(byMonth, (q) => q.orderBy('p.received_at', 'desc'))
    .orderBy('p.id', 'desc')
    .execute();
  const cursorOf = byMonth
    ? (r: { id: string; received_at: string }): PageCursor => ({ key: r.received_at, id: r.id })
    : idCursor;
  const {
    items: pageRows,
    next,
    nextMonth,
  } = page ? pageOfMonth(rows, page, cursorOf, (r) => nairobiMonthOf(r.received_at)) : { items: rows, next: null };
  const allocations =
    pageRows.length === 0
      ? []
      : await db
          .selectFrom('allocations as a')
          .innerJoin('bills as b', 'b.id', 'a.bill_id')
          .select(['a.payment_id', 'a.bill_id', 'a.amount_cents', 'b.description', 'b.kind'])
          .where(
            'a.payment_id',
            'in',
            pageRows.map((r) => r.id),
          )
          .orderBy('a.id')
          .execute();
  const byPayment = new Map<string, typeof allocations>();
  for (const a of allocations) byPayment.set(a.payment_id, [...(byPayment.get(a.payment_id) ?? []), a]);
  return {
    items: pageRows.map((row) => {
      const own = byPayment.get(row.id) ?? [];
      const allocated = own.reduce((sum, a) => sum + Number(a.amount_cents), 0);
      return {
        _id: row.id,
        tenancy: { _id: row.tenancy_id, unit: row.unit_code },
        tenant: { _id: row.tenant_id, name: row.tenant_name },
        amount: toKes(Number(row.amount_cents)),
        method: row.method,
        reference: row.reference,
        receivedAt: row.received_at,
        status: row.status,
        receiptNumber: receiptLabel(row.receipt_number === null ? null : Number(row.receipt_number)),
        allocations: own.map((a) => ({
          billId: a.bill_id,
          description: billDescription(a.kind, a.description),
          amount: toKes(Number(a.amount_cents)),
        })),
        credit: row.status === 'confirmed' ? toKes(Number(row.amount_cents) - allocated) : 0,
        receipt: receiptOfRow(row),
        reason: row.reason,
        recordedBy: {
          _id: row.recorded_by,
          name: row.recorder_name,
          role: row.recorder_member_role ? ROLE_OF[row.recorder_member_role] : row.recorder_role,
        },
        createdAt: row.created_at,
      };
    }),
    next,
    nextMonth,
  };
}

/** One payment the caller may see, or a 404 (another tenant's looks the same as none). */
export async function getPayment(db: Kysely<DB>, caller: Caller, paymentId: string): Promise<LedgerPayment> {
  const { items } = await listPayments(db, caller, { paymentId });
  if (!items[0]) throw notFound(LEDGER_MSG.paymentNotFound);
  return items[0];
}
