import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { dropRowTriggers, rowTriggers, type Sign } from './0053-bills-paid';

// Each building's houses in use and houses let, kept by the database (`building_counts`), as the
// ledger's running totals are (migration 0045): the portfolio dashboard and the buildings list
// show both for every building the caller owns. Counting them from their indexes on every read
// cost a quarter of the portfolio's database time at 50 buildings of 40 houses (0.35 of ~1.3 ms on
// SQLite; the query that lists the buildings took 1 ms on PostgreSQL; docs/performance.md). A
// read is now one key look-up a building.
//
// Triggers on units and tenancies move them in the write's own transaction, so no path that adds,
// retires, lets or empties a house (the houses screen, imports, join decisions, move-outs, seeds)
// can forget. A line of its own rather than columns on `apartments`: that row is the building's
// receipt counter, which every payment locks to its commit on PostgreSQL, and a tenant let in
// should not wait for payments. These writes are rare (not money), so a row-level trigger is
// enough; a statement that writes 1,000 houses at once moves one line 1,000 times (~15 ms).
//
// A migration that rebuilds units or tenancies on SQLite (rebuild-table.ts) drops their triggers:
// it must create them again (`createBuildingCountsTriggers`).

/** What a row adds to its building's line: the column, and when the row counts. */
const COUNTS = {
  units: { column: 'units', counts: (r: string) => `${r}.active = 1`, moves: ['apartment_id', 'active'] },
  tenancies: {
    column: 'occupied',
    counts: (r: string) => `${r}.status = 'active' and ${r}.unit_id is not null`,
    moves: ['apartment_id', 'status', 'unit_id'],
  },
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table building_counts (
      apartment_id text primary key,
      units bigint not null default 0,
      occupied bigint not null default 0
    )${sql.raw(postgres ? '' : ' without rowid')}`.execute(db);
  await sql`insert into building_counts (apartment_id, units, occupied)
    select apartment_id, sum(units), sum(occupied) from (
      select apartment_id, 1 as units, 0 as occupied from units where active = 1
      union all
      select apartment_id, 0, 1 from tenancies where status = 'active' and unit_id is not null
    ) rows group by apartment_id`.execute(db);
  await createBuildingCountsTriggers(db);
}

/** The triggers that keep building_counts, on both databases. */
export async function createBuildingCountsTriggers(db: Kysely<unknown>): Promise<void> {
  for (const [table, { column, counts, moves }] of Object.entries(COUNTS)) {
    const change = (r: 'new' | 'old', sign: Sign) =>
      `insert into building_counts (apartment_id, ${column})
         select ${r}.apartment_id, ${sign}1 where ${counts(r)}
         on conflict (apartment_id) do update set ${column} = building_counts.${column} + excluded.${column}`;
    await rowTriggers(db, `building_counts_${table}`, table, [...moves], change);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(COUNTS)) await dropRowTriggers(db, `building_counts_${table}`, table);
  await sql`drop table building_counts`.execute(db);
}
