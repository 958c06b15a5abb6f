import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { analyzeNewIndexes } from './index-statistics';

// What confirmed payments have put on each charge, kept on the charge (`bills.paid_cents`), as
// ledger_totals (migration 0045) keeps each tenancy's sums (docs/ledger.md "Status",
// docs/decisions/0025-bill-paid-kept-by-the-database.md). A bill's status is still derived, from
// this amount and never stored; only the sum of its allocations is kept, by triggers on
// allocations, so every write that lays money on a charge or takes it off (settle, a void, a
// reversal, an edit, imports, seeds) moves it in its own transaction and none can forget.
//
// Lists and counts that judge every bill (a tenant page's statistics, the dashboard's unpaid
// counts, the Paid and Unpaid tabs) read it beside the bill in the same index entry instead of
// summing each bill's allocations: the tenants page's statistics cost 1.7 ms of its 5 ms that way
// (docs/performance.md).
//
// The same migration has ledger_totals count each tenancy's charges (`bill_count`, voided ones
// too, as the bills list counts them), so the first page of a building's bills reads its
// X-Total-Count from the running totals rather than counting 24,000 index entries.
//
// A migration that rebuilds allocations on SQLite (rebuild-table.ts) keeps its triggers; one that
// recreates them by hand must create these again (`createBillsPaidTriggers`, `createBillCountTriggers`).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bills')
    .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update bills set paid_cents = (select sum(a.amount_cents) from allocations a where a.bill_id = bills.id)
    where exists (select 1 from allocations a where a.bill_id = bills.id)`.execute(db);
  await createBillsPaidTriggers(db);
  await sql`alter table ledger_totals add column bill_count bigint not null default 0`.execute(db);
  await sql`insert into ledger_totals (apartment_id, tenancy_id, bill_count)
    select apartment_id, coalesce(tenancy_id, ''), count(*) from bills where true group by apartment_id, coalesce(tenancy_id, '')
    on conflict (apartment_id, tenancy_id) do update set bill_count = excluded.bill_count`.execute(db);
  await createBillCountTriggers(db);
  // The indexes that already answer a building's counts and sums of charges carry the paid
  // amount too, so those reads stay inside the index.
  await sql`drop index bills_apartment_tenant_stats`.execute(db);
  await sql`create index bills_apartment_tenant_stats on bills
    (apartment_id, tenant_id, due_date, amount_cents, id, voided_at, paid_cents)`.execute(db);
  await sql`drop index bills_apartment_live_due`.execute(db);
  // It also answers a year's collection report (ledger/figures.ts `yearFigures`): each charge's
  // tenancy and the instant it was made. SQLite reads a partial index alone only when every column
  // the query names is in it, that of the index's own condition (voided_at) included.
  await sql`create index bills_apartment_live_due on bills
    (apartment_id, due_date, amount_cents, id, paid_cents, tenancy_id, created_at, voided_at)
    where voided_at is null`.execute(db);
  // The building's charges by tenancy (balances, the largest arrears) carry the due date and the
  // paid amount, so the largest arrears are one walk of it rather than a look-up of every charge.
  await sql`drop index bills_apartment_tenancy`.execute(db);
  await sql`create index bills_apartment_tenancy on bills
    (apartment_id, tenancy_id, voided_at, amount_cents, id, due_date, paid_cents)`.execute(db);
  await analyzeNewIndexes(db, ['bills_apartment_tenant_stats', 'bills_apartment_live_due', 'bills_apartment_tenancy']);
}

export type Sign = '+' | '-';

/**
 * SQLite: `${name}_insert`, `_update` (of `columns`) and `_delete` triggers on `table`, each
 * running `change` for the row that comes in ('new', '+') and the row that goes ('old', '-').
 */
export async function sqliteRowTriggers(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  change: (row: 'new' | 'old', sign: Sign) => string,
): Promise<void> {
  await sql.raw(`create trigger ${name}_insert after insert on ${table} begin ${change('new', '+')}; end`).execute(db);
  await sql
    .raw(`create trigger ${name}_update after update of ${columns.join(', ')} on ${table}
      begin ${change('old', '-')}; ${change('new', '+')}; end`)
    .execute(db);
  await sql.raw(`create trigger ${name}_delete after delete on ${table} begin ${change('old', '-')}; end`).execute(db);
}

/**
 * Row triggers on both databases that run `change` for the row that comes in ('new', '+') and the
 * row that goes ('old', '-') on insert, delete and an update of `columns`: on PostgreSQL one
 * function and one trigger named `name`, on SQLite `sqliteRowTriggers`.
 */
export async function rowTriggers(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  change: (row: 'new' | 'old', sign: Sign) => string,
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sqliteRowTriggers(db, name, table, columns, change);
    return;
  }
  await sql
    .raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${change('old', '-')}; end if;
        if tg_op in ('INSERT', 'UPDATE') then ${change('new', '+')}; end if;
        return null;
      end $$`)
    .execute(db);
  await sql
    .raw(`create trigger ${name} after insert or delete or update of ${columns.join(', ')} on ${table}
      for each row execute function ${name}()`)
    .execute(db);
}

/** Drops what `rowTriggers` made. */
export async function dropRowTriggers(db: Kysely<unknown>, name: string, table: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
    return;
  }
  for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${name}_${op}`).execute(db);
}

/** The triggers that keep bills.paid_cents, on both databases. */
export async function createBillsPaidTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const move = (r: 'new' | 'old', sign: Sign) =>
    `update bills set paid_cents = paid_cents ${sign} ${r}.amount_cents where id = ${r}.bill_id`;
  if (postgres) {
    // Once per statement, from its rows grouped by bill: an import lays thousands of allocations
    // in a few statements, and a row-level trigger ran an UPDATE for each (docs/performance.md).
    const bump = (rows: 'added' | 'removed', sign: Sign) =>
      `update bills set paid_cents = bills.paid_cents ${sign} r.cents
         from (select bill_id, sum(amount_cents) as cents from ${rows} group by bill_id) r
         where bills.id = r.bill_id`;
    await sql
      .raw(`create function bills_paid_added() returns trigger language plpgsql as $$
        begin ${bump('added', '+')}; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create function bills_paid_removed() returns trigger language plpgsql as $$
        begin ${bump('removed', '-')}; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create function bills_paid_moved() returns trigger language plpgsql as $$
        begin ${bump('removed', '-')}; ${bump('added', '+')}; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger bills_paid_insert after insert on allocations
        referencing new table as added for each statement execute function bills_paid_added()`)
      .execute(db);
    await sql
      .raw(`create trigger bills_paid_delete after delete on allocations
        referencing old table as removed for each statement execute function bills_paid_removed()`)
      .execute(db);
    await sql
      .raw(`create trigger bills_paid_update after update on allocations
        referencing old table as removed new table as added for each statement execute function bills_paid_moved()`)
      .execute(db);
    return;
  }
  await sqliteRowTriggers(db, 'bills_paid', 'allocations', ['bill_id', 'amount_cents'], move);
}

/** Each tenancy's line counts its charges, voided or not: +1 a charge made, −1 one deleted, moved with it. */
export async function createBillCountTriggers(db: Kysely<unknown>): Promise<void> {
  const count = (r: 'new' | 'old', sign: Sign) =>
    `insert into ledger_totals (apartment_id, tenancy_id, bill_count)
       values (${r}.apartment_id, coalesce(${r}.tenancy_id, ''), ${sign === '+' ? '1' : '-1'})
       on conflict (apartment_id, tenancy_id) do update set bill_count = ledger_totals.bill_count + excluded.bill_count`;
  await rowTriggers(db, 'ledger_totals_bill_count', 'bills', ['apartment_id', 'tenancy_id'], count);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropRowTriggers(db, 'ledger_totals_bill_count', 'bills');
  await sql`alter table ledger_totals drop column bill_count`.execute(db);
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger bills_paid_${op}${postgres ? ' on allocations' : ''}`).execute(db);
  }
  if (postgres) {
    for (const fn of ['added', 'removed', 'moved']) await sql.raw(`drop function bills_paid_${fn}()`).execute(db);
  }
  await sql`drop index bills_apartment_live_due`.execute(db);
  await sql`create index bills_apartment_live_due on bills (apartment_id, due_date, amount_cents, id)
    where voided_at is null`.execute(db);
  await sql`drop index bills_apartment_tenancy`.execute(db);
  await sql`create index bills_apartment_tenancy on bills (apartment_id, tenancy_id, voided_at, amount_cents, id)`.execute(
    db,
  );
  await sql`drop index bills_apartment_tenant_stats`.execute(db);
  await sql`create index bills_apartment_tenant_stats on bills
    (apartment_id, tenant_id, due_date, amount_cents, id, voided_at)`.execute(db);
  await analyzeNewIndexes(db, ['bills_apartment_tenant_stats', 'bills_apartment_live_due', 'bills_apartment_tenancy']);
  await db.schema.alterTable('bills').dropColumn('paid_cents').execute();
}
