import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/schema';
import type { MonthFigures } from '../src/features/ledger/figures';

/**
 * Test oracles for the stored running totals (migration 0045, docs/ledger.md "Figures"): what the
 * database keeps, next to the same sums recomputed from the rows, and a building's month figures
 * summed from every charge, payment and allocation (how monthFigures read them before the totals).
 */

/** [live charges, confirmed payments, allocations] in cents, charges, live charges, owing, with nothing paid. */
type Line = [number, number, number, number, number, number, number];
type Lines = Record<string, Line>;
type Row = { apartment_id: string; tenancy_id: string; c: unknown; p: unknown; a: unknown; n: unknown } & Partial<
  Record<'live' | 'owing' | 'pending', unknown>
>;

const linesOf = (rows: Row[]) => {
  const lines: Lines = {};
  for (const r of rows) {
    const line: Line = [r.c, r.p, r.a, r.n, r.live ?? 0, r.owing ?? 0, r.pending ?? 0].map(Number) as Line;
    // A line whose rows all went (voided, reversed) is zeros; it says the same as no line.
    if (line.some((n) => n !== 0)) lines[`${r.apartment_id}/${r.tenancy_id}`] = line;
  }
  return lines;
};

/**
 * Every tenancy's [live charges, confirmed payments, allocations] in cents, its count of charges and
 * of its charges by state (migration 0063: live, owing, nothing paid, each charge's paid amount
 * summed from its allocations), every building's, and every building's confirmed payments of each
 * month: stored, and recomputed.
 */
export async function ledgerTotalsBothWays(db: Kysely<DB>): Promise<{ stored: Lines; derived: Lines }> {
  const stored = await db
    .selectFrom('ledger_totals')
    .select([
      'apartment_id',
      'tenancy_id',
      'charged_cents as c',
      'confirmed_cents as p',
      'allocated_cents as a',
      'bill_count as n',
      'live_count as live',
      'owing_count as owing',
      'pending_count as pending',
    ])
    .execute();
  const derived = await sql<Row>`
    select apartment_id, tenancy_id, sum(c) as c, sum(p) as p, sum(a) as a, sum(n) as n,
        sum(live) as live, sum(owing) as owing, sum(pending) as pending from (
      select apartment_id, tenancy_id, c, 0 as p, 0 as a, 1 as n,
          case when live = 1 then 1 else 0 end as live,
          case when live = 1 and paid < amount_cents then 1 else 0 end as owing,
          case when live = 1 and paid <= 0 then 1 else 0 end as pending
        from (select b.apartment_id, coalesce(b.tenancy_id, '') as tenancy_id, b.amount_cents,
            case when b.voided_at is null then b.amount_cents else 0 end as c,
            case when b.voided_at is null then 1 else 0 end as live,
            (select coalesce(sum(al.amount_cents), 0) from allocations al where al.bill_id = b.id) as paid
          from bills b) charges
      union all select apartment_id, tenancy_id, 0, amount_cents, 0, 0, 0, 0, 0 from payments where status = 'confirmed'
      union all select apartment_id, tenancy_id, 0, 0, amount_cents, 0, 0, 0, 0 from allocations
    ) x group by apartment_id, tenancy_id`.execute(db);
  // Each building's own line (migration 0059) as "<building>/*": the sums of its tenancies' lines.
  const buildings = await db
    .selectFrom('ledger_building_totals')
    .select([
      'apartment_id',
      sql<string>`'*'`.as('tenancy_id'),
      'charged_cents as c',
      'confirmed_cents as p',
      'allocated_cents as a',
      'bill_count as n',
    ])
    .execute();
  const perBuilding = new Map<
    string,
    { apartment_id: string; tenancy_id: string; c: number; p: number; a: number; n: number }
  >();
  for (const r of derived.rows) {
    const line = perBuilding.get(r.apartment_id) ?? {
      apartment_id: r.apartment_id,
      tenancy_id: '*',
      c: 0,
      p: 0,
      a: 0,
      n: 0,
    };
    line.c += Number(r.c);
    line.p += Number(r.p);
    line.a += Number(r.a);
    line.n += Number(r.n);
    perBuilding.set(r.apartment_id, line);
  }
  // Each building's confirmed payments per month received (migration 0061) as
  // "<building>/month <YYYY-MM>", in the payments' place of a line.
  const months = await db
    .selectFrom('building_months')
    .select(['apartment_id', sql<string>`'month ' || month`.as('tenancy_id'), 'confirmed_cents as p'])
    .execute();
  const monthsDerived = await sql<{ apartment_id: string; tenancy_id: string; p: unknown }>`
    select apartment_id, 'month ' || substr(received_at, 1, 7) as tenancy_id, sum(amount_cents) as p
    from payments where status = 'confirmed' group by apartment_id, substr(received_at, 1, 7)`.execute(db);
  const monthLine = (r: { apartment_id: string; tenancy_id: string; p: unknown }) => ({ ...r, c: 0, a: 0, n: 0 });
  return {
    stored: linesOf([...stored, ...buildings, ...months.map(monthLine)]),
    derived: linesOf([...derived.rows, ...perBuilding.values(), ...monthsDerived.rows.map(monthLine)]),
  };
}

/**
 * Every bill whose kept paid amount (bills.paid_cents, migration 0053) differs from the sum of
 * its allocations, with both figures: empty when the triggers kept them all.
 */
export async function billsPaidAstray(db: Kysely<DB>): Promise<{ id: string; kept: number; summed: number }[]> {
  const rows = await db
    .selectFrom('bills')
    .select([
      'id',
      'paid_cents as kept',
      sql<number>`(select coalesce(sum(a.amount_cents), 0) from allocations a where a.bill_id = bills.id)`.as('summed'),
    ])
    .execute();
  return rows
    .map((r) => ({ id: r.id, kept: Number(r.kept), summed: Number(r.summed) }))
    .filter((r) => r.kept !== r.summed);
}

/** A building's month figures from every row, by their definitions, in cents. */
export async function figuresFromEveryRow(db: Kysely<DB>, apartmentId: string, today: string): Promise<MonthFigures> {
  const first = `${today.slice(0, 7)}-01`;
  const last = `${today.slice(0, 7)}-31`;
  const bills = await db
    .selectFrom('bills')
    .where('apartment_id', '=', apartmentId)
    .where('voided_at', 'is', null)
    .select([
      'amount_cents',
      'due_date',
      sql<number>`(select coalesce(sum(a.amount_cents), 0) from allocations a where a.bill_id = bills.id)`.as('paid'),
    ])
    .execute();
  const payments = await db
    .selectFrom('payments')
    .where('apartment_id', '=', apartmentId)
    .select(['amount_cents', 'received_at', 'status'])
    .execute();
  const f: MonthFigures = {
    expected: 0,
    collected: 0,
    overdue: 0,
    dueSoon: 0,
    toConfirm: 0,
    broughtForward: 0,
    dueLater: 0,
    credit: 0,
  };
  for (const b of bills) {
    const amount = Number(b.amount_cents);
    const owed = amount - Number(b.paid);
    if (b.due_date < today) f.overdue += owed;
    else f.dueSoon += owed;
    if (b.due_date < first) f.broughtForward += amount;
    else if (b.due_date <= last) f.expected += amount;
    else f.dueLater += amount;
    f.credit -= Number(b.paid);
  }
  for (const p of payments) {
    if (p.status === 'pending') f.toConfirm += 1;
    if (p.status !== 'confirmed') continue;
    const amount = Number(p.amount_cents);
    f.credit += amount;
    if (p.received_at < first) f.broughtForward -= amount;
    else if (p.received_at <= last) f.collected += amount;
  }
  return f;
}
