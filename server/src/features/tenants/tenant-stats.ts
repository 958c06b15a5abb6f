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

/** Tenants' complaints, last confirmed payments and what their tenancies here owe (cents). */
interface Extras {
  complaints: { tenant_id: string; total: number | string; active: number | string }[];
  payments: { tenant_id: string; last: string | null }[];
  balances: { tenant_id: string; cents: number | string | null }[];
}

/**
 * Statistics of every tenant of one apartment (or of one page's tenants): their bills counted by
 * status in one grouped query, and the rest in one query more for a page or three grouped walks for
 * the whole building. The cost does not grow with a query per tenant. Voided charges count for
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
  const [bills, extras] = await Promise.all([
    billCountsByTenant(db, apartmentId, today, tenantIds),
    tenantIds ? extrasOfPage(db, apartmentId, tenantIds) : extrasOfBuilding(db, apartmentId),
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
  for (const row of extras.complaints) {
    const s = entry(row.tenant_id);
    s.totalComplaints = Number(row.total);
    s.activeComplaints = Number(row.active);
  }
  for (const row of extras.payments) {
    if (row.last) entry(row.tenant_id).lastPayment = new Date(row.last).toISOString();
  }
  // A tenant who lived here twice owes what both tenancies owe: summed in cents, then KES once.
  const owedCents = new Map<string, number>();
  for (const row of extras.balances) {
    if (row.cents !== null) owedCents.set(row.tenant_id, (owedCents.get(row.tenant_id) ?? 0) + Number(row.cents));
  }
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
 * One page's tenants (`tenantIds`), each looked up by key in one query: their complaints here (and
 * how many are not resolved), their last confirmed payment here (the end of their run in
 * payments_apartment_tenant_received) and what their tenancies here owe, each tenancy's `balanceOf`
 * (ledger.ts, the one definition: its line of the ledger's running totals).
 */
async function extrasOfPage(db: Kysely<DB>, apartmentId: string, tenantIds: string[]): Promise<Extras> {
  const rows = await db
    .selectFrom('users as u')
    .where('u.id', 'in', tenantIds)
    .select((eb) => [
      'u.id as tenant_id',
      eb
        .selectFrom('complaints as c')
        .whereRef('c.tenant_id', '=', 'u.id')
        .where('c.apartment_id', '=', apartmentId)
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('complaints'),
      eb
        .selectFrom('complaints as c')
        .whereRef('c.tenant_id', '=', 'u.id')
        .where('c.apartment_id', '=', apartmentId)
        .where('c.status', '<>', 'Resolved')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('active'),
      eb
        .selectFrom('payments as p')
        .whereRef('p.tenant_id', '=', 'u.id')
        .where('p.apartment_id', '=', apartmentId)
        .where('p.status', '=', 'confirmed')
        .select((p) => p.fn.max('p.received_at').as('last'))
        .as('last'),
      eb
        .selectFrom('tenancies as t')
        .whereRef('t.tenant_id', '=', 'u.id')
        .where('t.apartment_id', '=', apartmentId)
        .where('t.status', 'in', ['active', 'ended'])
        .select(sql<number>`sum(${balanceOf(sql.ref('t.id'), sql.val(apartmentId))})`.as('cents'))
        .as('cents'),
    ])
    .execute();
  return {
    complaints: rows.map((r) => ({ tenant_id: r.tenant_id, total: r.complaints ?? 0, active: r.active ?? 0 })),
    payments: rows.map((r) => ({ tenant_id: r.tenant_id, last: r.last })),
    balances: rows.map((r) => ({ tenant_id: r.tenant_id, cents: r.cents })),
  };
}

/**
 * The same for every tenant of the building, in three grouped walks (complaints, confirmed
 * payments, tenancies with their `balanceOf`).
 */
async function extrasOfBuilding(db: Kysely<DB>, apartmentId: string): Promise<Extras> {
  const [complaints, payments, balances] = await Promise.all([
    db
      .selectFrom('complaints')
      .where('apartment_id', '=', apartmentId)
      .groupBy('tenant_id')
      .select((eb) => [
        'tenant_id',
        eb.fn.countAll<number>().as('total'),
        countWhere(sql`status <> 'Resolved'`).as('active'),
      ])
      .execute(),
    db
      .selectFrom('payments')
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'confirmed')
      .groupBy('tenant_id')
      .select((eb) => ['tenant_id', eb.fn.max<string>('received_at').as('last')])
      .execute(),
    db
      .selectFrom('tenancies as t')
      .where('t.apartment_id', '=', apartmentId)
      .where('t.status', 'in', ['active', 'ended'])
      .select(['t.tenant_id', balanceOf(sql.ref('t.id'), sql.val(apartmentId)).as('cents')])
      .execute(),
  ]);
  return { complaints, payments, balances };
}
