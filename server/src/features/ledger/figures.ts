import { fromNairobi } from '@safestay/contracts';
import { type Kysely, sql } from 'kysely';
import { compiledKeyedQuery } from '../../db/compiled-query';
import type { DB } from '../../db/schema';
import { addMonths, dateLiteral, monthEnd } from '../../lib/dates';
import { paidCents } from './bill-status';

/** A building's money this month, in cents (docs/ledger.md "Figures"). */
export interface MonthFigures {
  /** Non-voided charges due this month. */
  expected: number;
  /** Confirmed payments received this month (their received date). */
  collected: number;
  /** Still owed on non-voided charges due before today. */
  overdue: number;
  /** Still owed on non-voided charges due today or later. */
  dueSoon: number;
  /** Tenants' claims waiting for a yes or a no. */
  toConfirm: number;
  /** Charges due before the 1st less payments received before the 1st. */
  broughtForward: number;
  /** Non-voided charges due after this month (next month's bills made early). */
  dueLater: number;
  /** Money received that no charge needs yet (confirmed payments not laid on a charge). */
  credit: number;
}

const NONE: MonthFigures = {
  expected: 0,
  collected: 0,
  overdue: 0,
  dueSoon: 0,
  toConfirm: 0,
  broughtForward: 0,
  dueLater: 0,
  credit: 0,
};

/** The buildings to figure: these, or every building a person owns (their portfolio). */
export type Buildings = string[] | { ownedBy: string };

/** Which month the figures are of (YYYY-MM), and of which buildings: those listed, or an owner's. */
type FiguresKey = `${string} ${'buildings' | 'owner'}`;

/**
 * The buildings of a figures query: the listed ones, or a look-up of the owner's memberships. A
 * portfolio's as a look-up rather than a list of ids: a list is planned afresh on every read by
 * PostgreSQL (~0.5 ms a query at 50 buildings), a statement of fixed shape keeps one plan
 * (docs/performance.md "One plan per page").
 */
function buildingsOf(db: Kysely<DB>, form: string, owner: string, items: string[]) {
  return form === 'owner'
    ? db
        .selectFrom('memberships')
        .select('memberships.apartment_id')
        .where('memberships.user_id', '=', owner)
        .where('memberships.role', '=', 'owner')
    : items;
}

/**
 * Live charges due from the 1st on (index bills_apartment_live_due); what those due today or later
 * still owe is one probe each into their allocations. The 1st is written into the SQL
 * (dateLiteral): one plan a month. Built and compiled once a month (db/compiled-query.ts): building
 * the two queries cost a sixth of a portfolio read.
 */
const chargesOfMonth = compiledKeyedQuery(
  (db, param: (name: 'owner' | 'today' | 'last') => string, key: FiguresKey, items) => {
    const [month, form] = key.split(' ') as [string, string];
    return db
      .selectFrom('bills')
      .where('apartment_id', 'in', buildingsOf(db, form, param('owner'), items))
      .where('voided_at', 'is', null)
      .where('due_date', '>=', dateLiteral(`${month}-01`))
      .groupBy('apartment_id')
      .select([
        'apartment_id',
        sql<number>`coalesce(sum(case when due_date <= ${param('last')} then amount_cents else 0 end), 0)`.as('month'),
        sql<number>`coalesce(sum(case when due_date > ${param('last')} then amount_cents else 0 end), 0)`.as('later'),
        sql<number>`coalesce(sum(case when due_date >= ${param('today')} then amount_cents - ${paidCents} else 0 end), 0)`.as(
          'due_soon',
        ),
      ]);
  },
);

/**
 * Each building's lines, a key look-up each: its running totals (ledger_building_totals, migration
 * 0059), its claims waiting (building_counts, 0060), and its confirmed payments received this month
 * and after it (building_months, 0061), however many payments it took.
 */
const linesOfBuildings = compiledKeyedQuery((db, param: (name: 'owner') => string, key: FiguresKey, items) => {
  const [month, form] = key.split(' ') as [string, string];
  return db
    .selectFrom('apartments as a')
    .leftJoin('ledger_building_totals as t', 't.apartment_id', 'a.id')
    .leftJoin('building_counts as c', 'c.apartment_id', 'a.id')
    .where('a.id', 'in', buildingsOf(db, form, param('owner'), items))
    .select((eb) => {
      const received = () =>
        eb
          .selectFrom('building_months as m')
          .whereRef('m.apartment_id', '=', 'a.id')
          .select(sql<number>`coalesce(sum(m.confirmed_cents), 0)`.as('cents'));
      return [
        'a.id as apartment_id',
        't.charged_cents as charged',
        't.confirmed_cents as confirmed',
        't.allocated_cents as allocated',
        'c.to_confirm',
        received().where('m.month', '=', dateLiteral(month)).as('month'),
        received().where('m.month', '>', dateLiteral(month)).as('later'),
      ];
    });
});

/**
 * The figures of the dashboard and the portfolio, defined here once (docs/ledger.md "Figures").
 * They tie: broughtForward + expected + dueLater − collected = (overdue + dueSoon) − credit, as
 * both sides are every live charge less every confirmed payment (voiding a charge or reversing a
 * payment takes its allocations away, so allocations only ever sit on live charges).
 *
 * The all-time sums come from the ledger's running totals (`ledger_totals` per tenancy, kept by
 * the database in every money transaction, migration 0045, and their sum per building,
 * `ledger_building_totals`, migration 0059): live charges, confirmed payments and allocations. So
 * a read touches only the buildings' lines, their lines of confirmed payments per month received
 * (`building_months`, migration 0061) and the charges due from the 1st on, however long the
 * history (docs/performance.md):
 * - outstanding (overdue + dueSoon) = live charges − allocations; dueSoon is summed from the
 *   charges due today or later, overdue is the rest;
 * - credit = confirmed payments − allocations;
 * - broughtForward = the charges due before the 1st less the payments received before it, each
 *   an all-time total less what is dated from the 1st on.
 * Computed for many buildings in two queries (`today` is Nairobi's, YYYY-MM-DD), compiled once a month.
 * Every building asked for has a line, zeros where nothing happened.
 */
export async function monthFigures(
  db: Kysely<DB>,
  buildings: Buildings,
  today: string,
): Promise<Map<string, MonthFigures>> {
  if (Array.isArray(buildings) && buildings.length === 0) return new Map();
  const month = today.slice(0, 7);
  const key: FiguresKey = `${month} ${Array.isArray(buildings) ? 'buildings' : 'owner'}`;
  const items = Array.isArray(buildings) ? buildings : [];
  const owner = Array.isArray(buildings) ? '' : buildings.ownedBy;
  const [charges, lines] = await Promise.all([
    chargesOfMonth(db, key, { owner, today, last: `${month}-31` }, items),
    linesOfBuildings(db, key, { owner }, items),
  ]);
  // Every building asked for has a line in `lines` (apartments is its first table).
  const ids = Array.isArray(buildings) ? buildings : lines.map((r) => r.apartment_id);
  const figures = new Map(ids.map((id) => [id, { ...NONE }]));
  const sums = new Map(ids.map((id) => [id, { charged: 0, confirmed: 0, allocated: 0, dueSoon: 0, receivedLater: 0 }]));
  const sum = (id: string) => sums.get(id) as NonNullable<ReturnType<typeof sums.get>>;
  const line = (id: string) => figures.get(id) as MonthFigures;
  for (const r of charges) {
    line(r.apartment_id).expected = Number(r.month);
    line(r.apartment_id).dueLater = Number(r.later);
    sum(r.apartment_id).dueSoon = Number(r.due_soon);
  }
  for (const r of lines) {
    Object.assign(sum(r.apartment_id), {
      charged: Number(r.charged ?? 0),
      confirmed: Number(r.confirmed ?? 0),
      allocated: Number(r.allocated ?? 0),
      receivedLater: Number(r.later),
    });
    line(r.apartment_id).collected = Number(r.month);
    line(r.apartment_id).toConfirm = Number(r.to_confirm ?? 0);
  }
  for (const [id, f] of figures) {
    const s = sum(id);
    f.dueSoon = s.dueSoon;
    f.overdue = s.charged - s.allocated - s.dueSoon;
    f.credit = s.confirmed - s.allocated;
    f.broughtForward = s.charged - f.expected - f.dueLater - (s.confirmed - f.collected - s.receivedLater);
  }
  return figures;
}

/**
 * One month of a year's collection (docs/reports.md), in cents. `expected` and `collected` are the
 * month's, as `monthFigures` defines them. `outstanding` and `overdue` are as the month stood at
 * its close (`asAt`, its last day); the current month's as at today, the same as the dashboard's;
 * a month still to come has none (null).
 */
export interface MonthEndFigures {
  month: string;
  expected: number;
  collected: number;
  outstanding: number | null;
  overdue: number | null;
  asAt: string | null;
}

/** Where a month's "as at" figures stand: payments received by `paidBy`, charges due before `lateBefore`. */
interface Standing {
  paidBy: string;
  lateBefore: string;
  /** Charges made early (due later) count once made: those made before this instant (UTC ISO). */
  madeBefore: string | null;
}

function standingOf(month: string, today: string): Standing | null {
  const first = `${month}-01`;
  const last = monthEnd(month);
  if (first > today) return null;
  if (last >= today) return { paidBy: today, lateBefore: today, madeBefore: null };
  const next = addMonths(month, 1);
  const [y, m] = next.split('-').map(Number) as [number, number];
  return { paidBy: last, lateBefore: `${next}-01`, madeBefore: fromNairobi(y, m, 1).toISOString() };
}

/** One day's rows, packed in one string by the database. */
interface DayRows {
  day: string;
  rows: string;
}

/**
 * Calls `take` with each row of one day's string of rows, as the year's queries write them: rows
 * separated by commas, each "tenancy cents" or "tenancy cents instant".
 */
function unpack(packed: string, take: (tenancyId: string, cents: number, instant: string | undefined) => void) {
  let start = 0;
  while (start < packed.length) {
    let end = packed.indexOf(',', start);
    if (end < 0) end = packed.length;
    const first = packed.indexOf(' ', start);
    let second = packed.indexOf(' ', first + 1);
    if (second < 0 || second > end) second = end;
    take(
      packed.slice(start, first),
      Number(packed.slice(first + 1, second)),
      second < end ? packed.slice(second + 1, end) : undefined,
    );
    start = end + 1;
  }
}

/** Each database's years computed, by building, year and day, with the ledger version they are of. */
const kept = new WeakMap<Kysely<DB>, Map<string, { version: string; lines: MonthEndFigures[] }>>();
/** Years kept per database (a year is twelve small lines): the least recently asked go first. */
const KEPT_YEARS = 256;

/**
 * A year's figures (`computeYearFigures`, below), computed once for each version of the building's
 * ledger and each day, then kept in memory ([decision 0028](docs/decisions/0028-year-figures-kept-per-ledger-version.md)).
 * The version (`ledger_building_totals.version`, migration 0062) grows in every transaction that
 * changes one of the building's charges or payments, and it is read from the database on every
 * call, before the rows: so an answer kept is of the ledger as it stands now, on every process.
 */
export async function yearFigures(
  db: Kysely<DB>,
  apartmentId: string,
  year: number,
  today: string,
): Promise<MonthEndFigures[]> {
  const line = await db
    .selectFrom('ledger_building_totals')
    .where('apartment_id', '=', apartmentId)
    .select('version')
    .executeTakeFirst();
  const version = String(line?.version ?? 'none');
  let years = kept.get(db);
  if (!years) {
    years = new Map();
    kept.set(db, years);
  }
  const key = `${apartmentId} ${year} ${today}`;
  const hit = years.get(key);
  years.delete(key);
  const lines = hit && hit.version === version ? hit.lines : await computeYearFigures(db, apartmentId, year, today);
  years.set(key, { version, lines });
  if (years.size > KEPT_YEARS) years.delete(years.keys().next().value as string);
  return lines.map((l) => ({ ...l }));
}

/**
 * The twelve months of `year` for one building (docs/reports.md "Collection"), with the
 * definitions of the dashboard's figures (docs/ledger.md "Figures") taken at each month's close.
 * Money settles oldest due first, so at any moment a tenancy's payments so far cover its oldest
 * charges first: what it still owes is its charges so far less its payments so far (never below
 * nothing: the rest is credit), and what is overdue is its charges due before that day less the
 * same payments. Counted per tenancy, so one tenant's credit never hides another's debt; voids
 * and reversals as they stand now.
 *
 * Everything dated before the year (charges due, payments received) counts in every month's
 * standing and in no month's own figures, so it is one sum per tenancy: the ledger's running
 * totals (`ledger_totals`, as `monthFigures` reads them) less what is dated from the 1st of
 * January on. Only those rows of the year (and charges due later) are read, and placed in their
 * months here: three queries, and the rows of one year whatever the length of the history.
 *
 * The year's rows come as one string per day ("tenancy cents", comma-separated), read from
 * covering indexes (migration 0054) in their order: handing 20,000 rows to JavaScript one by one,
 * each an object, cost more than all the rest, and one string of the whole year cost the database
 * twice as much to build as a dozen of its days (docs/performance.md "A year's reports").
 */
export async function computeYearFigures(
  db: Kysely<DB>,
  apartmentId: string,
  year: number,
  today: string,
): Promise<MonthEndFigures[]> {
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
  const firsts = months.map((month) => `${month}-01`);
  const lasts = months.map((month) => monthEnd(month));
  const standings = months.map((month) => standingOf(month, today));
  const yearStart = firsts[0] as string;
  const [totals, charges, payments] = await Promise.all([
    db
      .selectFrom('ledger_totals')
      .where('apartment_id', '=', apartmentId)
      .select(['tenancy_id', 'charged_cents', 'confirmed_cents'])
      .execute(),
    // Each due day's live charges as "tenancy cents", and " created_at" after them when made
    // before the day they fall due (made early): made on or after that day, a charge counts as
    // made in a month's standing only if it is also due by then (the month's "made before"
    // instant is the first of the next month, Nairobi, so never before a day that is), so the
    // instant tells nothing more. A charge older than tenancies has none: its running totals are
    // under ''. Grouped by the index's own order, no sort.
    db
      .selectFrom('bills')
      .where('apartment_id', '=', apartmentId)
      .where('voided_at', 'is', null)
      .where('due_date', '>=', yearStart)
      .groupBy('due_date')
      .select([
        'due_date as day',
        sql<string>`string_agg(coalesce(tenancy_id, '') || ' ' || amount_cents || coalesce(' ' || case when created_at < due_date then created_at end, ''), ',')`.as(
          'rows',
        ),
      ])
      .execute() as Promise<DayRows[]>,
    // Each day's confirmed payments as "tenancy cents".
    db
      .selectFrom('payments')
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'confirmed')
      .where('received_at', '>=', yearStart)
      .groupBy('received_at')
      .select(['received_at as day', sql<string>`string_agg(tenancy_id || ' ' || amount_cents, ',')`.as('rows')])
      .execute() as Promise<DayRows[]>,
  ]);

  const lines: MonthEndFigures[] = months.map((month, i) => ({
    month,
    expected: 0,
    collected: 0,
    outstanding: standings[i] ? 0 : null,
    overdue: standings[i] ? 0 : null,
    asAt: standings[i]?.paidBy ?? null,
  }));
  // The month a day falls in: between a month's first and last day, a day starts with `YYYY-MM-`.
  const monthIndex = new Map(months.map((month, i) => [month, i]));
  const inMonth = (day: string) => {
    const i = monthIndex.get(day.slice(0, 7));
    return i !== undefined && day >= (firsts[i] as string) && day <= (lasts[i] as string) ? i : undefined;
  };
  // The months with a standing run from January on, and each condition below, once true in a
  // month, stays true in every later one (the days and instants only grow): so a row counts from
  // the first month it holds in (`from`), added there once and summed forward at the end.
  const standing = standings.filter((s): s is Standing => s !== null);
  const from = (holds: (s: Standing) => boolean) => {
    const k = standing.findIndex(holds);
    return k < 0 ? standing.length : k;
  };
  // Per tenancy a row of cells: from which month a sum counts, for its charges made so far (C),
  // of them those due before the day (D), and its payments received so far (P), each with one
  // slot past the end for "in none"; and what is dated from the 1st of January on (CHARGED,
  // PAID), taken off the running totals below. One array of cents for every tenancy: a few
  // objects and arrays for each of 1,000 tenancies cost more than placing the year's rows.
  // Doubles hold whole cents exactly up to 2^53.
  const width = standing.length + 1;
  const [C, D, P, CHARGED, PAID] = [0, width, 2 * width, 3 * width, 3 * width + 1];
  const stride = 3 * width + 2;
  const rowOf = new Map<string, number>();
  let cells = new Float64Array(stride * Math.max(totals.length, 1));
  const add = (at: number, cents: number) => {
    cells[at] = (cells[at] as number) + cents;
  };
  const row = (tenancyId: string) => {
    let at = rowOf.get(tenancyId);
    if (at === undefined) {
      at = rowOf.size * stride;
      rowOf.set(tenancyId, at);
      if (at + stride > cells.length) {
        const more = new Float64Array(cells.length * 2 + stride);
        more.set(cells);
        cells = more;
      }
    }
    return at;
  };
  // Each day's rows go together (the queries group them by day): its month, and from which month
  // a charge due that day counts as late (d) and as made (c) when not made early, or a payment
  // received that day as paid (p).
  for (const { day: due, rows } of charges) {
    const i = inMonth(due);
    const month = i === undefined ? undefined : (lines[i] as MonthEndFigures);
    const late = from((s) => due < s.lateBefore);
    const madeWhenDue = from((s) => due < s.lateBefore || s.madeBefore === null);
    unpack(rows, (tenancyId, cents, created) => {
      if (month) month.expected += cents;
      const at = row(tenancyId);
      add(at + CHARGED, cents);
      add(at + D + late, cents);
      // Made early: it counts from the first month made before then, if that is sooner.
      const made =
        created === undefined
          ? madeWhenDue
          : Math.min(
              madeWhenDue,
              from((s) => s.madeBefore !== null && created < s.madeBefore),
            );
      add(at + C + made, cents);
    });
  }
  for (const { day: received, rows } of payments) {
    const i = inMonth(received);
    const month = i === undefined ? undefined : (lines[i] as MonthEndFigures);
    const paid = from((s) => received <= s.paidBy);
    unpack(rows, (tenancyId, cents) => {
      if (month) month.collected += cents;
      const at = row(tenancyId);
      add(at + PAID, cents);
      add(at + P + paid, cents);
    });
  }
  if (standing.length === 0) return lines;
  // Charges due and payments received before the year count from January.
  for (const total of totals) {
    const at = row(total.tenancy_id);
    const chargedBefore = Number(total.charged_cents) - (cells[at + CHARGED] as number);
    add(at + C, chargedBefore);
    add(at + D, chargedBefore);
    add(at + P, Number(total.confirmed_cents) - (cells[at + PAID] as number));
  }
  const outstanding = new Float64Array(standing.length);
  const overdue = new Float64Array(standing.length);
  for (let at = 0; at < rowOf.size * stride; at += stride) {
    let [made, late, paid] = [0, 0, 0];
    for (let k = 0; k < standing.length; k += 1) {
      made += cells[at + C + k] as number;
      late += cells[at + D + k] as number;
      paid += cells[at + P + k] as number;
      if (made > paid) outstanding[k] = (outstanding[k] as number) + made - paid;
      if (late > paid) overdue[k] = (overdue[k] as number) + late - paid;
    }
  }
  // The months with a standing are the first ones, January on.
  for (let k = 0; k < standing.length; k += 1) {
    (lines[k] as MonthEndFigures).outstanding = outstanding[k] as number;
    (lines[k] as MonthEndFigures).overdue = overdue[k] as number;
  }
  return lines;
}
