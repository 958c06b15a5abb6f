import {
  addMonths,
  MRI_BAND,
  maskIdNumber,
  mriRateOn,
  type RentalIncome,
  type ZRentalIncomeQuery,
} from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { compareHouseCodes } from '../../lib/house-codes';
import { nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';

export type IncomeQuery = z.output<typeof ZRentalIncomeQuery>;

/** A line of the report with the PIN whole: the CSV and PDF carry it (for filing); the JSON masks it. */
export interface IncomeLine {
  property: string;
  unit: string;
  tenantName: string;
  tenantKraPin: string | null;
  receivedCents: number;
}

/** Everything the JSON, CSV and PDF draw, in cents, PINs whole. */
export interface IncomeReport extends Omit<RentalIncome, 'lines'> {
  lines: IncomeLine[];
  grossCents: number;
  /** The names of the buildings covered, for a document's header. */
  propertyNames: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

/**
 * The buildings a report covers: the one acted on, or with scope=portfolio every building the
 * caller owns (docs/reports.md). The route lets only owners in, so the building acted on is theirs.
 */
export async function reportBuildings(db: Kysely<DB>, caller: Caller, scope?: 'building' | 'portfolio') {
  if (scope !== 'portfolio') return [caller.apartmentId];
  const rows = await db
    .selectFrom('memberships')
    .select('apartment_id')
    .where('user_id', '=', caller.userId)
    .where('role', '=', 'owner')
    .orderBy('apartment_id')
    .execute();
  return rows.map((r) => r.apartment_id);
}

/**
 * Rent received per month of `year` in cents (docs/reports.md "What counts as rent received"): the
 * parts of confirmed payments, by the day they were received, that are laid on rent charges.
 * Deposits, water and other charges, opening balances and credit not yet laid on rent are not rent.
 */
export async function rentReceivedByMonth(db: Kysely<DB>, apartmentIds: string[], year: number) {
  const byMonth = new Map<string, number>();
  if (apartmentIds.length === 0) return byMonth;
  const rows = await db
    .selectFrom('allocations as al')
    .innerJoin('payments as p', 'p.id', 'al.payment_id')
    .innerJoin('bills as b', 'b.id', 'al.bill_id')
    .where('p.apartment_id', 'in', apartmentIds)
    .where('p.status', '=', 'confirmed')
    .where('p.received_at', '>=', `${year}-01-01`)
    .where('p.received_at', '<=', `${year}-12-31`)
    .where('b.kind', '=', 'rent')
    .where('b.voided_at', 'is', null)
    .groupBy(sql`substr(p.received_at, 1, 7)`)
    .select([sql<string>`substr(p.received_at, 1, 7)`.as('month'), sql<number>`sum(al.amount_cents)`.as('cents')])
    .execute();
  for (const r of rows) byMonth.set(r.month, Number(r.cents));
  return byMonth;
}

/** Tax withheld by tenants per month of `year`, in cents: confirmed `withholding` payments by received date. */
export async function withheldByMonth(db: Kysely<DB>, apartmentIds: string[], year: number) {
  const byMonth = new Map<string, number>();
  if (apartmentIds.length === 0) return byMonth;
  const rows = await db
    .selectFrom('payments as p')
    .where('p.apartment_id', 'in', apartmentIds)
    .where('p.status', '=', 'confirmed')
    .where('p.method', '=', 'withholding')
    .where('p.received_at', '>=', `${year}-01-01`)
    .where('p.received_at', '<=', `${year}-12-31`)
    .groupBy(sql`substr(p.received_at, 1, 7)`)
    .select([sql<string>`substr(p.received_at, 1, 7)`.as('month'), sql<number>`sum(p.amount_cents)`.as('cents')])
    .execute();
  for (const r of rows) byMonth.set(r.month, Number(r.cents));
  return byMonth;
}

/** Rent received in one month per tenancy, with its building, unit, tenant and their PIN. */
async function incomeLines(db: Kysely<DB>, apartmentIds: string[], month: string): Promise<IncomeLine[]> {
  if (apartmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('allocations as al')
    .innerJoin('payments as p', 'p.id', 'al.payment_id')
    .innerJoin('bills as b', 'b.id', 'al.bill_id')
    .innerJoin('tenancies as t', 't.id', 'al.tenancy_id')
    .innerJoin('users as u', 'u.id', 't.tenant_id')
    .innerJoin('apartments as a', 'a.id', 'p.apartment_id')
    .leftJoin('units as n', 'n.id', 't.unit_id')
    .where('p.apartment_id', 'in', apartmentIds)
    .where('p.status', '=', 'confirmed')
    .where('p.received_at', '>=', `${month}-01`)
    .where('p.received_at', '<=', `${month}-31`)
    .where('b.kind', '=', 'rent')
    .where('b.voided_at', 'is', null)
    .groupBy(['t.id', 'a.name', 'n.code', 't.account_ref', 'u.name', 'u.kra_pin'])
    .select([
      'a.name as property',
      'n.code as unit_code',
      't.account_ref',
      'u.name as tenant_name',
      'u.kra_pin',
      sql<number>`sum(al.amount_cents)`.as('cents'),
    ])
    .execute();
  return rows
    .map((r) => ({
      property: r.property,
      unit: r.unit_code ?? r.account_ref,
      tenantName: r.tenant_name,
      tenantKraPin: r.kra_pin,
      receivedCents: Number(r.cents),
    }))
    .sort((x, y) => x.property.localeCompare(y.property) || compareHouseCodes(x.unit, y.unit));
}

/** The tax on a month's gross rent, in cents, at the rate in force on the month's first day. */
export function taxOf(grossCents: number, month: string) {
  const rate = mriRateOn(`${month}-01`);
  return { rate, taxCents: Math.round((grossCents * rate.bps) / 10_000) };
}

/** Where a year's pace of rent sits against the residential band, from January to `monthNumber`. */
export function bandOf(yearToDateCents: number, monthNumber: number): 'below' | 'within' | 'above' {
  const yearlyKes = toKes((yearToDateCents * 12) / monthNumber);
  if (yearlyKes < MRI_BAND.minKes) return 'below';
  if (yearlyKes > MRI_BAND.maxKes) return 'above';
  return 'within';
}

/** One month's line of MRI figures, in cents, from the year's sums. */
export function mriMonth(rent: Map<string, number>, withheld: Map<string, number>, month: string) {
  const grossCents = rent.get(month) ?? 0;
  const { rate, taxCents } = taxOf(grossCents, month);
  const withheldCents = withheld.get(month) ?? 0;
  return {
    month,
    grossCents,
    rate,
    taxCents,
    withheldCents,
    dueCents: Math.max(0, taxCents - withheldCents),
    dueDate: `${addMonths(month, 1)}-20`,
  };
}

/** GET /reports/rental-income: the month's Monthly Rental Income of the building acted on, or the portfolio's. */
export async function loadRentalIncome(db: Kysely<DB>, caller: Caller, query: IncomeQuery): Promise<IncomeReport> {
  const scope = query.scope ?? 'building';
  const apartmentIds = await reportBuildings(db, caller, scope);
  const month = monthKey(query.year, query.month);
  const [rent, withheld, lines, landlord, buildings] = await Promise.all([
    rentReceivedByMonth(db, apartmentIds, query.year),
    withheldByMonth(db, apartmentIds, query.year),
    incomeLines(db, apartmentIds, month),
    db.selectFrom('users').select(['name', 'kra_pin']).where('id', '=', caller.userId).executeTakeFirstOrThrow(),
    db.selectFrom('apartments').select('name').where('id', 'in', apartmentIds).orderBy('name').execute(),
  ]);
  const figures = mriMonth(rent, withheld, month);
  let yearToDate = 0;
  for (let m = 1; m <= query.month; m++) yearToDate += rent.get(monthKey(query.year, m)) ?? 0;
  return {
    year: query.year,
    month: query.month,
    scope,
    gross: toKes(figures.grossCents),
    grossCents: figures.grossCents,
    rate: figures.rate.percent,
    rateFrom: figures.rate.from,
    tax: toKes(figures.taxCents),
    taxWithheld: toKes(figures.withheldCents),
    taxDue: toKes(figures.dueCents),
    dueDate: figures.dueDate,
    yearToDate: toKes(yearToDate),
    band: bandOf(yearToDate, query.month),
    properties: apartmentIds.length,
    propertyNames: buildings.map((b) => b.name),
    landlord: { name: landlord.name, kraPin: landlord.kra_pin },
    drawnAt: nowIso(),
    lines,
  };
}

/** The JSON answer: KES, tenants' PINs masked (a list on a screen, docs/privacy.md); the owner's own PIN whole. */
export function toRentalIncome(report: IncomeReport): RentalIncome {
  const { grossCents: _cents, propertyNames: _names, lines, ...figures } = report;
  return {
    ...figures,
    lines: lines.map((l) => ({
      property: l.property,
      unit: l.unit,
      tenantName: l.tenantName,
      tenantKraPin: l.tenantKraPin ? maskIdNumber(l.tenantKraPin) : null,
      received: toKes(l.receivedCents),
    })),
  };
}
