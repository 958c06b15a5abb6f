import { EMPTY_TENANT_STATS, type TenantStanding, type TenantStats } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import { countWhere } from '../../db/count-where';
import type { DB } from '../../db/schema';
import { toKes } from '../../lib/money';
import { statusIs } from '../ledger/bill-status';
import { balanceOf } from '../ledger/ledger';

export interface BillCounts {
  total: number;
  unpaid: number;
  pending: number;
  partial: number;
  /** Unpaid bills whose due date has passed. */
  late: number;
}

/**
 * docs/architecture.md §8: an overdue unpaid bill outranks everything, then any Pending bill,
 * then any Partial one; otherwise the tenant is current.
 */
export function derivePaymentStatus(bills: Pick<BillCounts, 'pending' | 'partial' | 'late'>): TenantStanding {
  if (bills.late > 0) return 'late';
  if (bills.pending > 0) return 'pending';
  if (bills.partial > 0) return 'partial';
  return 'current';
}

/**
 * Statistics of every tenant of one apartment in four grouped queries (bills, complaints,
 * payments, balances): the cost does not grow with a query per tenant. Voided charges count for
 * nothing.
 */
export async function loadTenantStats(
  db: Kysely<DB>,
  apartmentId: string,
  today: string,
  /** Only these tenants (one page of the list); all of the apartment's when omitted. */
  tenantIds?: string[],
): Promise<Map<string, TenantStats>> {
  if (tenantIds && tenantIds.length === 0) return new Map();
  const ids = tenantIds ?? [];
  const [bills, complaints, payments, balances] = await Promise.all([
    billCountsByTenant(db, apartmentId, today, tenantIds),
    db
      .selectFrom('complaints')
      .where('apartment_id', '=', apartmentId)
      .$if(tenantIds !== undefined, (q) => q.where('tenant_id', 'in', ids))
      .groupBy('tenant_id')
      .select((eb) => [
        'tenant_id',
        eb.fn.countAll<number>().as('total'),
        countWhere(sql`status <> 'Resolved'`).as('active'),
      ])
      .execute(),
    lastPayments(db, apartmentId, tenantIds),
    balancesOf(db, apartmentId, tenantIds),
  ]);

  const stats = new Map<string, TenantStats>();
  const entry = (tenantId: string) => {
    let s = stats.get(tenantId);
    if (!s) {
      s = { ...EMPTY_TENANT_STATS };
      stats.set(tenantId, s);
    }
    return s;
  };
  for (const row of bills) {
    const s = entry(row.tenant_id);
    const counts = {
      total: Number(row.total),
      unpaid: Number(row.unpaid),
      pending: Number(row.pending),
      partial: Number(row.partial),
      late: Number(row.late),
    };
    s.totalBills = counts.total;
    s.pendingBills = counts.unpaid;
    s.paymentStatus = derivePaymentStatus(counts);
  }
  for (const row of complaints) {
    const s = entry(row.tenant_id);
    s.totalComplaints = Number(row.total);
    s.activeComplaints = Number(row.active);
  }
  for (const row of payments) {
    if (row.last) entry(row.tenant_id).lastPayment = new Date(row.last).toISOString();
  }
  // A tenant who lived here twice owes what both tenancies owe: summed in cents, then KES once.
  const owedCents = new Map<string, number>();
  for (const row of balances) owedCents.set(row.tenant_id, (owedCents.get(row.tenant_id) ?? 0) + Number(row.cents));
  for (const [tenantId, cents] of owedCents) entry(tenantId).balance = toKes(cents);
  return stats;
}

/**
 * Each tenant's bills counted by status, read from one index beside each bill's paid amount
 * (bills_apartment_tenant_stats carries `paid_cents`, migration 0053).
 */
function billCountsByTenant(db: Kysely<DB>, apartmentId: string, today: string, tenantIds?: string[]) {
  // Voided charges are left out by the counts, not by a WHERE: without statistics (a freshly
  // loaded table) PostgreSQL guessed `voided_at is null` keeps 0.5% of the rows and planned the
  // rest of the query for a handful of bills.
  const live = sql`bills.voided_at is null`;
  // The statuses as bill-status.ts's plain comparisons (`statusIs`): its CASE, compared for each
  // of four counts over every bill of a page's tenants, cost a fifth of the query.
  const [unpaid, pending, partial] = [statusIs('unpaid'), statusIs('Pending'), statusIs('Partial')];
  return db
    .selectFrom('bills')
    .where('bills.apartment_id', '=', apartmentId)
    .$if(tenantIds !== undefined, (w) => w.where('bills.tenant_id', 'in', tenantIds ?? []))
    .groupBy('bills.tenant_id')
    .select([
      'bills.tenant_id',
      countWhere(live).as('total'),
      countWhere(sql`${live} and ${unpaid}`).as('unpaid'),
      countWhere(sql`${live} and ${pending}`).as('pending'),
      countWhere(sql`${live} and ${partial}`).as('partial'),
      countWhere(sql`${live} and ${unpaid} and bills.due_date < ${today}`).as('late'),
    ])
    .execute();
}

/**
 * Each tenant's last confirmed payment here. For one page, one probe per tenant to the end of
 * their run in payments_apartment_tenant_received; for the whole building, one grouped walk.
 */
function lastPayments(db: Kysely<DB>, apartmentId: string, tenantIds?: string[]) {
  if (!tenantIds) {
    return db
      .selectFrom('payments')
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'confirmed')
      .groupBy('tenant_id')
      .select((eb) => ['tenant_id', eb.fn.max('received_at').as('last')])
      .execute();
  }
  return db
    .selectFrom('users as u')
    .where('u.id', 'in', tenantIds)
    .select((eb) => [
      'u.id as tenant_id',
      eb
        .selectFrom('payments as p')
        .whereRef('p.tenant_id', '=', 'u.id')
        .where('p.apartment_id', '=', apartmentId)
        .where('p.status', '=', 'confirmed')
        .select((p) => p.fn.max('p.received_at').as('last'))
        .as('last'),
    ])
    .execute();
}

/**
 * What each tenancy of the building (or of `tenantIds`' tenants) owes: its `balanceOf` (ledger.ts,
 * the one definition: its line of the ledger's running totals).
 */
function balancesOf(db: Kysely<DB>, apartmentId: string, tenantIds?: string[]) {
  return db
    .selectFrom('tenancies as t')
    .where('t.apartment_id', '=', apartmentId)
    .where('t.status', 'in', ['active', 'ended'])
    .$if(tenantIds !== undefined, (q) => q.where('t.tenant_id', 'in', tenantIds ?? []))
    .select(['t.tenant_id', balanceOf(sql.ref('t.id'), sql.val(apartmentId)).as('cents')])
    .execute();
}
