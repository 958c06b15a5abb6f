import type { Bill } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { paymentColumns, withPayments } from './bill-queries';

// A tenant's own bills (GET /bills/me, the most frequent list): two fixed queries, compiled
// once: the bills from one covering index (bills_tenant_ledger_list) with their unit's code by
// primary key, and what was paid on them (allocations_tenant_list).
const ownBillRows = compiledQuery((db, param: (name: 'tenant' | 'apartment') => string) =>
  db
    .selectFrom('bills')
    .leftJoin('tenancies', 'tenancies.id', 'bills.tenancy_id')
    .leftJoin('units', 'units.id', 'tenancies.unit_id')
    .select([
      'bills.id',
      'bills.description',
      'bills.amount_cents',
      'bills.due_date',
      'bills.created_at',
      'bills.tenancy_id',
      'bills.kind',
      'bills.voided_at',
      'bills.void_reason',
      'units.code as unit_code',
    ])
    .where('bills.tenant_id', '=', param('tenant'))
    .where('bills.apartment_id', '=', param('apartment'))
    .orderBy('bills.due_date', 'desc')
    .orderBy('bills.id', 'desc'),
);
const ownPayments = compiledQuery((db, param: (name: 'tenant' | 'apartment') => string) =>
  db
    .selectFrom('allocations')
    .innerJoin('payments', 'payments.id', 'allocations.payment_id')
    .select(paymentColumns)
    .where('allocations.tenant_id', '=', param('tenant'))
    .where('allocations.apartment_id', '=', param('apartment'))
    .orderBy('allocations.id', 'asc'),
);

/**
 * Where a bill stands on a tenant's list: overdue first, then due soon (still owed, due today or
 * later), then paid, then voided (docs/ledger.md "A tenant's bills").
 */
function standing(bill: Bill): number {
  if (bill.voidedAt) return 3;
  if (bill.remainingAmount <= 0) return 2;
  return bill.overdue ? 0 : 1;
}

/**
 * A tenant's list order: overdue first, oldest due first (what their money pays first), then due
 * soon, soonest first, then paid and voided, newest first.
 */
export function byWhatToPayFirst(a: Bill, b: Bill): number {
  const rank = standing(a) - standing(b);
  if (rank !== 0) return rank;
  const open = standing(a) < 2;
  const days = open ? a.dueDate.localeCompare(b.dueDate) : b.dueDate.localeCompare(a.dueDate);
  return days !== 0 ? days : open ? a._id.localeCompare(b._id) : b._id.localeCompare(a._id);
}

/** The calling tenant's own bills, all of them (GET /bills/me), overdue first. */
export async function listOwnBills(db: Kysely<DB>, caller: Caller): Promise<Bill[]> {
  const params = { tenant: caller.userId, apartment: caller.apartmentId };
  const [rows, payments] = await Promise.all([ownBillRows(db, params), ownPayments(db, params)]);
  const own = rows.map((row) => ({ ...row, tenant_id: caller.userId, tenant_name: caller.name }));
  return withPayments(own, payments).sort(byWhatToPayFirst);
}
