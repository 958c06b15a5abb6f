import type { DashboardSummary, Portfolio } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import { countWhere } from '../../db/count-where';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { dateLiteral, today as todayInNairobi } from '../../lib/dates';
import { toKes } from '../../lib/money';
import { listOwnedApartments } from '../apartments/apartments.service';
import { chargeCounts, paidCents } from '../ledger/bill-status';
import { type MonthFigures, monthFigures } from '../ledger/figures';
import { balanceOf, tenancyBalance } from '../ledger/ledger';
import { activeTenantIds } from '../tenancies/tenancies.service';

/**
 * The dashboard's counts in one aggregate query per table: a landlord sees the whole
 * apartment, a tenant only their own bills and complaints.
 */
export async function loadDashboardSummary(db: Kysely<DB>, caller: Caller): Promise<DashboardSummary> {
  const isTenant = caller.role === 'Tenant';
  const [bills, complaints, tenants] = await Promise.all([
    // Counted by the database on the tenancies' lines as charges are made and paid.
    chargeCounts(db, caller.apartmentId, isTenant ? caller.userId : undefined).executeTakeFirstOrThrow(),
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
    totalBills: Number(bills.bills),
    pendingBills: Number(bills.owing),
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
  const [figures, arrears] = await Promise.all([
    monthFigures(db, [apartmentId], today),
    largestArrears(db, apartmentId, today),
  ]);
  const month = figures.get(apartmentId) as MonthFigures;
  return {
    month: today.slice(0, 7),
    expected: toKes(month.expected),
    collected: toKes(month.collected),
    // Everything still owed: what is late and what is not yet due (docs/ledger.md "Figures").
    outstanding: toKes(month.overdue + month.dueSoon),
    overdue: toKes(month.overdue),
    dueSoon: toKes(month.dueSoon),
    broughtForward: toKes(month.broughtForward),
    dueLater: toKes(month.dueLater),
    credit: toKes(month.credit),
    toConfirm: month.toConfirm,
    arrears,
  };
}

/**
 * The five tenancies most in arrears: arrears are overdue only (what was due before today and is
 * still owed), with the oldest such due date; `balance` is everything they owe now, as before.
 */
async function largestArrears(db: Kysely<DB>, apartmentId: string, today: string) {
  // What each tenancy owes on charges due today or later: this month's and next month's, a few
  // per tenancy (index bills_apartment_live_due).
  const dueSoon = db
    .selectFrom('bills')
    .where('bills.apartment_id', '=', apartmentId)
    .where('bills.voided_at', 'is', null)
    .where('bills.due_date', '>=', dateLiteral(today))
    .groupBy('bills.tenancy_id')
    .select(['bills.tenancy_id', sql<number>`sum(bills.amount_cents - ${paidCents})`.as('cents')]);
  // A tenancy's arrears are what it owes (its line of the running totals: live charges less
  // allocations) less what is not yet due, as the dashboard's overdue is (ledger/figures.ts). Summed
  // from every overdue charge instead, the building's five largest cost 11-22 ms at 1,000 tenants.
  const arrears = sql<number>`lt.charged_cents - lt.allocated_cents - coalesce(soon.cents, 0)`;
  const overdue = db
    .selectFrom('ledger_totals as lt')
    .leftJoin(dueSoon.as('soon'), 'soon.tenancy_id', 'lt.tenancy_id')
    .where('lt.apartment_id', '=', apartmentId)
    // The line of charges without a tenancy ('') names nobody to list.
    .where('lt.tenancy_id', '<>', sql.lit(''))
    .where(arrears, '>', 0)
    .select(['lt.tenancy_id', arrears.as('cents')])
    .orderBy('cents', 'desc')
    .orderBy('lt.tenancy_id')
    .limit(5);
  // The five first, then their names, houses and balances: joined to every tenancy of the
  // building, PostgreSQL read the platform's whole users table to hash it (docs/performance.md).
  const rows = await db
    .selectFrom(overdue.as('top'))
    .innerJoin('tenancies as t', 't.id', 'top.tenancy_id')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .leftJoin('units', 'units.id', 't.unit_id')
    .select([
      't.id',
      't.tenant_id',
      'u.name',
      'units.code',
      'top.cents',
      balanceOf(sql.ref('t.id'), sql.ref('t.apartment_id')).as('balance'),
    ])
    // The oldest charge still owed that was due before today (among the tenancy's two dozen).
    .select((eb) =>
      eb
        .selectFrom('bills')
        .where('bills.apartment_id', '=', apartmentId)
        .whereRef('bills.tenancy_id', '=', 't.id')
        .where('bills.voided_at', 'is', null)
        .where('bills.due_date', '<', dateLiteral(today))
        .where(sql<boolean>`${paidCents} < bills.amount_cents`)
        .select((b) => b.fn.min<string>('bills.due_date').as('oldest'))
        .as('oldest'),
    )
    .orderBy('top.cents', 'desc')
    .orderBy('t.id')
    // Arrears above nothing are an overdue charge still owed: there is always one.
    .$narrowType<{ oldest: string }>()
    .execute();
  return rows.map((a) => ({
    tenancyId: a.id,
    tenantId: a.tenant_id,
    name: a.name,
    unit: a.code,
    overdue: toKes(Number(a.cents)),
    oldestDueDate: a.oldest,
    balance: toKes(Number(a.balance)),
  }));
}

/**
 * GET /dashboard/portfolio: this month's figures of every building the caller owns, and their
 * totals (summed in cents, so the totals are the sum of the lines to the cent).
 */
export async function loadPortfolio(db: Kysely<DB>, caller: Caller): Promise<Portfolio> {
  const today = todayInNairobi();
  const [listed, figures] = await Promise.all([
    listOwnedApartments(db, caller),
    monthFigures(db, { ownedBy: caller.userId }, today),
  ]);
  const owned = listed.filter((a) => a.role === 'owner');
  const totals = { expected: 0, collected: 0, overdue: 0, dueSoon: 0, toConfirm: 0 };
  const buildings = owned.map((a) => {
    const f = figures.get(a._id) as MonthFigures;
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += f[key];
    return { _id: a._id, name: a.name, area: a.area, units: a.units, occupied: a.occupied, ...inKes(f) };
  });
  return { month: today.slice(0, 7), totals: inKes(totals), buildings };
}

const inKes = (f: Pick<MonthFigures, 'expected' | 'collected' | 'overdue' | 'dueSoon' | 'toConfirm'>) => ({
  expected: toKes(f.expected),
  collected: toKes(f.collected),
  overdue: toKes(f.overdue),
  dueSoon: toKes(f.dueSoon),
  toConfirm: f.toConfirm,
});
