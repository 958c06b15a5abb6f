import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { sqliteRowTriggers } from './0053-bills-paid';

// Each building's ledger version (`ledger_building_totals.version`), kept by the database: it grows
// in every transaction that adds, changes or removes one of the building's charges or payments,
// in any column a figure is drawn from. A year's collection report is computed once per version
// and day and then served from memory until the next money change
// (docs/decisions/0028-year-figures-kept-per-ledger-version.md); the version is read from the
// database on every request, so an answer is never older than the ledger.
//
// SQLite has one writer at a time: a row trigger adds one for each row. PostgreSQL adds one at the
// commit, once per building (a transaction-local flag marks it done), so the building's writes do
// not wait on the line from their first row to their commit. At the commit the building's line is
// the first one taken (0059's totals and 0061's months take it first too), so every building has
// a line from its creation on: a trigger on apartments makes it.
//
// A migration that rebuilds bills or payments on SQLite (rebuild-table.ts) drops their triggers: it
// must create them again (`createLedgerVersionTriggers`). A column a year's figures come to read
// must join WATCHED in a new migration, or a kept year would miss its changes.

const WATCHED = {
  bills: ['apartment_id', 'tenancy_id', 'amount_cents', 'due_date', 'voided_at', 'created_at'],
  payments: ['apartment_id', 'tenancy_id', 'amount_cents', 'received_at', 'status'],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_building_totals add column version bigint not null default 0`.execute(db);
  await sql`insert into ledger_building_totals (apartment_id)
    select id from apartments where id not in (select apartment_id from ledger_building_totals)`.execute(db);
  await createLedgerVersionTriggers(db);
}

/** The triggers that make each building's line and move its version, on both databases. */
export async function createLedgerVersionTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const line = (r: string) =>
    `insert into ledger_building_totals (apartment_id) values (${r}.id) on conflict (apartment_id) do nothing`;
  if (!postgres) {
    await sql
      .raw(`create trigger ledger_line_apartment after insert on apartments begin ${line('new')}; end`)
      .execute(db);
    for (const [table, columns] of Object.entries(WATCHED))
      await sqliteRowTriggers(
        db,
        `ledger_version_${table}`,
        table,
        [...columns],
        (r) => `update ledger_building_totals set version = version + 1 where apartment_id = ${r}.apartment_id`,
      );
    return;
  }
  await sql
    .raw(`create function ledger_line_apartment() returns trigger language plpgsql as $$
      begin ${line('new')}; return null; end $$`)
    .execute(db);
  await sql
    .raw(`create trigger ledger_line_apartment after insert on apartments
      for each row execute function ledger_line_apartment()`)
    .execute(db);
  // At the commit, the first event of each building moves its version and marks it done; the rest
  // of the transaction's events find the mark.
  await sql
    .raw(`create function ledger_version() returns trigger language plpgsql as $$
      declare
        building text;
        key text;
      begin
        foreach building in array array[old.apartment_id, new.apartment_id] loop
          continue when building is null;
          key := 'safestay.lv_' || md5(building);
          continue when coalesce(current_setting(key, true), '') <> '';
          perform set_config(key, 'done', true);
          insert into ledger_building_totals (apartment_id, version) values (building, 1)
            on conflict (apartment_id) do update set version = ledger_building_totals.version + 1;
        end loop;
        return null;
      end $$`)
    .execute(db);
  for (const [table, columns] of Object.entries(WATCHED))
    await sql
      .raw(`create constraint trigger ledger_version_${table}
        after insert or delete or update of ${columns.join(', ')} on ${table}
        deferrable initially deferred for each row execute function ledger_version()`)
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    for (const table of Object.keys(WATCHED))
      await sql.raw(`drop trigger ledger_version_${table} on ${table}`).execute(db);
    await sql`drop function ledger_version()`.execute(db);
    await sql`drop trigger ledger_line_apartment on apartments`.execute(db);
    await sql`drop function ledger_line_apartment()`.execute(db);
  } else {
    for (const table of Object.keys(WATCHED))
      for (const op of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger ledger_version_${table}_${op}`).execute(db);
    await sql`drop trigger ledger_line_apartment`.execute(db);
  }
  await sql`alter table ledger_building_totals drop column version`.execute(db);
}
