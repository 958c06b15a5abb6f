import type { DashboardSummary } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import { countWhere } from '../../db/count-where';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { paidCents } from '../bills/bill-status';
import { activeTenantIds } from '../tenancies/tenancies.service';

/**
 * The dashboard's counts in one aggregate query per table: a landlord sees the whole
 * apartment, a tenant only their own bills and complaints.
 */
export async function loadDashboardSummary(db: Kysely<DB>, caller: Caller): Promise<DashboardSummary> {
  const isTenant = caller.role === 'Tenant';
  const [bills, complaints, tenants] = await Promise.all([
    db
      .selectFrom('bills')
      .where('apartment_id', '=', caller.apartmentId)
      .$if(isTenant, (q) => q.where('tenant_id', '=', caller.userId))
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        countWhere(sql`${paidCents} < bills.amount_cents`).as('unpaid'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('complaints')
      .where('apartment_id', '=', caller.apartmentId)
      .$if(isTenant, (q) => q.where('tenant_id', '=', caller.userId))
      .select((eb) => [eb.fn.countAll<number>().as('total'), countWhere(sql`status = 'Pending'`).as('pending')])
      .executeTakeFirstOrThrow(),
    isTenant
      ? Promise.resolve(null)
      : activeTenantIds(db, caller.apartmentId)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
  ]);
  return {
    role: caller.role,
    totalBills: Number(bills.total),
    pendingBills: Number(bills.unpaid),
    totalComplaints: Number(complaints.total),
    pendingComplaints: Number(complaints.pending),
    ...(tenants ? { totalTenants: Number(tenants.total) } : {}),
  };
}
