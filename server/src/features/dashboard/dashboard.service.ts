import type { DashboardSummary } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import { countWhere } from '../../db/count-where';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { today as todayInNairobi } from '../../lib/dates';
import { toKes } from '../../lib/money';
import { allocatedSum, joinedPaid, liveAmountSum, paidCents, paidPerBill } from '../ledger/bill-status';
import { apartmentBalances, joinedBalance, tenancyBalance } from '../ledger/ledger';
import { activeTenantIds } from '../tenancies/tenancies.service';

/**
 * The dashboard's counts in one aggregate query per table: a landlord sees the whole
 * apartment, a tenant only their own bills and complaints.
 */
export async function loadDashboardSummary(db: Kysely<DB>, caller: Caller): Promise<DashboardSummary> {
  const isTenant = caller.role === 'Tenant';
  const [bills, complaints, tenants] = await Promise.all([
    // Each charge judged against its allocations summed in one grouped walk of the building's
    // (a probe per charge read other buildings' rows too: docs/performance.md).
    db
      .selectFrom('bills')
      .leftJoin(
        paidPerBill(db, caller.apartmentId, isTenant ? [caller.userId] : undefined).as('paid'),
        'paid.bill_id',
        'bills.id',
      )
      .where('bills.apartment_id', '=', caller.apartmentId)
      .$if(isTenant, (q) => q.where('bills.tenant_id', '=', caller.userId))
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        countWhere(sql`bills.voided_at is null and ${joinedPaid} < bills.amount_cents`).as('unpaid'),
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
  const money = isTenant ? await tenantMoney(db, caller) : { money: await landlordMoney(db, caller.apartmentId) };
  return {
    role: caller.role,
    totalBills: Number(bills.total),
    pendingBills: Number(bills.unpaid),
    totalComplaints: Number(complaints.total),
    pendingComplaints: Number(complaints.pending),
    ...(tenants ? { totalTenants: Number(tenants.total) } : {}),
    ...money,
  };
}

/** The tenant's line: what they owe (or hold in credit), the next due date, how many bills are late. */
async function tenantMoney(db: Kysely<DB>, caller: Caller) {
  const tenancyId = caller.tenancy?.id;
  if (!tenancyId) return { balance: 0, nextDueDate: null, overdueBills: 0 };
  const today = todayInNairobi();
  const [balance, open] = await Promise.all([
    tenancyBalance(db, tenancyId),
    db
      .selectFrom('bills')
      .where('tenancy_id', '=', tenancyId)
      .where('voided_at', 'is', null)
      .where(sql<boolean>`${paidCents} < bills.amount_cents`)
      .select((eb) => [
        eb.fn.min<string>('due_date').as('next'),
        countWhere(sql`bills.due_date < ${today}`).as('overdue'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { balance: toKes(balance), nextDueDate: open.next ?? null, overdueBills: Number(open.overdue) };
}

/**
 * The landlord's money at a glance: charges due this month, money received this month, what all
 * open charges still owe, claims to confirm, and the five tenancies that owe most.
 */
async function landlordMoney(db: Kysely<DB>, apartmentId: string) {
  const today = todayInNairobi();
  const first = `${today.slice(0, 7)}-01`;
  const last = `${today.slice(0, 7)}-31`;
  const [expected, collected, outstanding, toConfirm, arrears] = await Promise.all([
    db
      .selectFrom('bills')
      .where('apartment_id', '=', apartmentId)
      .where('voided_at', 'is', null)
      .where('due_date', '>=', first)
      .where('due_date', '<=', last)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'confirmed')
      .where('received_at', '>=', first)
      .where('received_at', '<=', last)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
      .executeTakeFirstOrThrow(),
    // What every open charge still owes (bill-status.ts: live amounts less allocations).
    Promise.all([
      db
        .selectFrom('bills')
        .where('apartment_id', '=', apartmentId)
        .select(liveAmountSum.as('cents'))
        .executeTakeFirstOrThrow(),
      allocatedSum(db, apartmentId).executeTakeFirstOrThrow(),
    ]),
    db
      .selectFrom('payments')
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'pending')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    // The five first, then their names and houses: joined to every tenancy of the building,
    // PostgreSQL read the platform's whole users table to hash it (docs/performance.md).
    db
      .selectFrom(
        db
          .selectFrom('tenancies as t')
          .leftJoin(apartmentBalances(db, apartmentId).as('balance'), 'balance.tenancy_id', 't.id')
          .where('t.apartment_id', '=', apartmentId)
          .where('t.status', 'in', ['active', 'ended'])
          .select(['t.id', 't.tenant_id', 't.unit_id', joinedBalance.as('cents')])
          .orderBy('cents', 'desc')
          .orderBy('t.id')
          .limit(5)
          .as('top'),
      )
      .innerJoin('users as u', 'u.id', 'top.tenant_id')
      .leftJoin('units', 'units.id', 'top.unit_id')
      .select(['top.id', 'top.tenant_id', 'u.name', 'units.code', 'top.cents'])
      .orderBy('top.cents', 'desc')
      .orderBy('top.id')
      .execute(),
  ]);
  return {
    month: today.slice(0, 7),
    expected: toKes(Number(expected.cents)),
    collected: toKes(Number(collected.cents)),
    outstanding: toKes(Number(outstanding[0].cents) - Number(outstanding[1].cents)),
    toConfirm: Number(toConfirm.n),
    arrears: arrears
      .filter((a) => Number(a.cents) > 0)
      .map((a) => ({
        tenancyId: a.id,
        tenantId: a.tenant_id,
        name: a.name,
        unit: a.code,
        balance: toKes(Number(a.cents)),
      })),
  };
}
