import { EMPTY_TENANT_STATS, type TenantStanding, type TenantStats } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import { compiledListQuery, compiledQuery } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import { toKes } from '../../lib/money';
import { statusIs } from '../ledger/bill-status';
import { balanceOnLine } from '../ledger/ledger';

/** A tenant's charges that decide their standing, counted (or 1 for "some"). */
export interface BillStanding {
  pending: number;
  partial: number;
  /** Unpaid bills whose due date has passed. */
  late: number;
}

/**
 * docs/architecture.md §8: an overdue unpaid bill outranks everything, then any Pending bill,
 * then any Partial one; otherwise the tenant is current.
 */
export function derivePaymentStatus(bills: BillStanding): TenantStanding {
  if (bills.late > 0) return 'late';
  if (bills.pending > 0) return 'pending';
  if (bills.partial > 0) return 'partial';
  return 'current';
}

/**
 * Statistics of every tenant of one apartment (or of one page's tenants), in one query of key
 * look-ups per tenant, whatever the length of their history:
 * - their charges counted by state from their tenancies' lines of the running totals (live, not yet
 *   Paid, nothing paid: `ledger_totals`, kept by the database, migration 0063), voided charges
 *   counting for nothing;
 * - whether one not yet Paid fell due before today: the oldest of them, the first entry of
 *   `bills_tenant_owing`, which holds only those;
 * - their complaints here (and how many are not resolved), their last confirmed payment here (the
 *   end of their run in payments_apartment_tenant_received) and what their tenancies here owe,
 *   each tenancy's balance read off its line (`balanceOnLine`, ledger.ts, the one definition).
 */
export async function loadTenantStats(
  db: Kysely<DB>,
  apartmentId: string,
  today: string,
  /** Only these tenants (one page of the list); all of the apartment's when omitted. */
  tenantIds?: string[],
): Promise<Map<string, TenantStats>> {
  if (tenantIds && tenantIds.length === 0) return new Map();
  const params = { apartment: apartmentId };
  const rows = tenantIds ? await statsOfPage(db, params, tenantIds) : await statsOfBuilding(db, params);

  const stats = new Map<string, TenantStats>();
  for (const row of rows) {
    const owing = Number(row.owing ?? 0);
    const pending = Number(row.pending ?? 0);
    stats.set(row.tenant_id, {
      ...EMPTY_TENANT_STATS,
      totalBills: Number(row.live ?? 0),
      pendingBills: owing,
      paymentStatus: derivePaymentStatus({
        late: row.oldest_owing !== null && row.oldest_owing < today ? 1 : 0,
        pending,
        partial: owing - pending,
      }),
      totalComplaints: Number(row.complaints ?? 0),
      activeComplaints: Number(row.active ?? 0),
      ...(row.last ? { lastPayment: new Date(row.last).toISOString() } : {}),
      // A tenant who lived here twice owes what both tenancies owe: summed in cents, then KES once.
      ...(row.cents !== null ? { balance: toKes(Number(row.cents)) } : {}),
    });
  }
  return stats;
}

type Param = (name: 'apartment') => string;

/**
 * The query of `loadTenantStats`, built once per database (docs/decisions/0006): for one page's
 * tenants (`items`, once per length of the page) or for all of the building's.
 */
function statsQuery(db: Kysely<DB>, param: Param, items?: string[]) {
  const apartmentId = param('apartment');
  return db
    .selectFrom('users as u')
    .leftJoin('tenancies as t', (join) => join.onRef('t.tenant_id', '=', 'u.id').on('t.apartment_id', '=', apartmentId))
    .leftJoin('ledger_totals as lt', (join) =>
      join.onRef('lt.tenancy_id', '=', 't.id').on('lt.apartment_id', '=', apartmentId),
    )
    .$if(items !== undefined, (q) => q.where('u.id', 'in', items ?? []))
    .$if(items === undefined, (q) => q.where('u.apartment_id', '=', apartmentId).where('u.role', '=', 'Tenant'))
    .groupBy('u.id')
    .select((eb) => [
      'u.id as tenant_id',
      eb.fn.sum<number | string | null>('lt.live_count').as('live'),
      eb.fn.sum<number | string | null>('lt.owing_count').as('owing'),
      eb.fn.sum<number | string | null>('lt.pending_count').as('pending'),
      sql<number | string | null>`sum(case when t.status in ('active', 'ended') then ${balanceOnLine('lt')} end)`.as(
        'cents',
      ),
      // The oldest due day of a charge not yet Paid; compared with today here, so the query has
      // no parameter that changes by the day: PostgreSQL planned it afresh on every run (0.5 ms)
      // while a due date was compared with a parameter, and keeps one plan without.
      eb
        .selectFrom('bills')
        .where('bills.apartment_id', '=', apartmentId)
        .whereRef('bills.tenant_id', '=', 'u.id')
        .where(sql<boolean>`bills.voided_at is null and ${statusIs('unpaid')}`)
        .select((b) => b.fn.min('bills.due_date').as('due'))
        .as('oldest_owing'),
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
    ]);
}

const statsOfPage = compiledListQuery((db, param: Param, items) => statsQuery(db, param, items));
const statsOfBuilding = compiledQuery((db, param: Param) => statsQuery(db, param));
