import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Sign, sqliteRowTriggers } from './0053-bills-paid';

// Each building's running totals in one line (`ledger_building_totals`): the sums of its tenancies'
// lines in ledger_totals (migration 0045), kept by the database. A building's figures (the
// dashboard, the portfolio, the first bill page's totals) summed those lines on every read: 2,200
// of them for a portfolio of 50 buildings (0.47 of its ~1.3 ms of SQLite), 1,000 for one large
// building (docs/performance.md). A read is now one key look-up a building.
//
// 0045 kept no building line on purpose: a line every money write of a building updates would make
// those writes wait for each other (PostgreSQL locks the row from the update to the commit, and a
// payment's first money write comes early in its transaction). So the two databases keep it
// differently, to the same sums:
// - SQLite has one writer at a time: triggers on ledger_totals add each change to the line.
// - PostgreSQL adds a transaction's change to the line at its commit, once per building: a row
//   trigger on ledger_totals sums the transaction's changes per building in a transaction-local
//   setting, and a deferred trigger adds them to the line in one statement (an upsert that adds,
//   so two commits at once each keep the other's) and clears them. The line is locked only from
//   there to the commit, where payments already take turns on the building's receipt counter.
//   Adding each change to the row at once would update it once per changed tenancy line: 20,000
//   times in one transaction for a 10,000-row statement import, which PostgreSQL does in ~3 s
//   (each update walks the row's earlier versions). Summing the building's tenancy lines at the
//   commit instead cost a payment ~1 ms more at 1,000 tenancies, inside that lock.

const COLUMNS = ['charged_cents', 'confirmed_cents', 'allocated_cents', 'bill_count'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table ledger_building_totals (
      apartment_id text primary key,
      charged_cents bigint not null default 0,
      confirmed_cents bigint not null default 0,
      allocated_cents bigint not null default 0,
      bill_count bigint not null default 0
    )${sql.raw(postgres ? '' : ' without rowid')}`.execute(db);
  await sql
    .raw(`insert into ledger_building_totals (apartment_id, ${COLUMNS.join(', ')})
      select apartment_id, ${COLUMNS.map((c) => `sum(${c})`).join(', ')} from ledger_totals group by apartment_id`)
    .execute(db);
  await createBuildingLedgerTotalsTriggers(db);
}

/** The triggers that keep ledger_building_totals from ledger_totals, on both databases. */
export async function createBuildingLedgerTotalsTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) {
    const change = (r: 'new' | 'old', sign: Sign) =>
      `insert into ledger_building_totals (apartment_id, ${COLUMNS.join(', ')})
         select ${r}.apartment_id, ${COLUMNS.map((c) => `${sign}${r}.${c}`).join(', ')} where true
         on conflict (apartment_id) do update set
           ${COLUMNS.map((c) => `${c} = ledger_building_totals.${c} + excluded.${c}`).join(', ')}`;
    await sqliteRowTriggers(db, 'ledger_building_totals', 'ledger_totals', ['apartment_id', ...COLUMNS], change);
    return;
  }
  // Each change of a tenancy's line adds to this transaction's change of its building, kept in a
  // transaction-local setting (undone with a savepoint rolled back, as the rows are).
  const key = (building: string) => `'safestay.bt_' || md5(${building})`;
  const note = (r: 'new' | 'old', sign: Sign) => `
        if ${r}.apartment_id is not null then
          key := ${key(`${r}.apartment_id`)};
          d := coalesce(nullif(current_setting(key, true), ''), '{0,0,0,0}')::bigint[];
          perform set_config(key, array[${COLUMNS.map((c, i) => `d[${i + 1}] ${sign} ${r}.${c}`).join(', ')}]::text, true);
        end if;`;
  await sql
    .raw(`create function ledger_building_totals_note() returns trigger language plpgsql as $$
      declare
        key text;
        d bigint[];
      begin ${note('old', '-')} ${note('new', '+')}
        return null;
      end $$`)
    .execute(db);
  await sql
    .raw(`create trigger ledger_building_totals_note after insert or update or delete on ledger_totals
      for each row execute function ledger_building_totals_note()`)
    .execute(db);
  // At the commit, the first event of each building adds the transaction's change to its line, in
  // one statement, and clears it; the building's later events find nothing left.
  await sql
    .raw(`create function ledger_building_totals() returns trigger language plpgsql as $$
      declare
        building text;
        key text;
        d bigint[];
      begin
        foreach building in array array[old.apartment_id, new.apartment_id] loop
          continue when building is null;
          key := ${key('building')};
          continue when coalesce(current_setting(key, true), '') = '';
          d := current_setting(key)::bigint[];
          perform set_config(key, '', true);
          insert into ledger_building_totals (apartment_id, ${COLUMNS.join(', ')})
            values (building, ${COLUMNS.map((_, i) => `d[${i + 1}]`).join(', ')})
            on conflict (apartment_id) do update set
              ${COLUMNS.map((c) => `${c} = ledger_building_totals.${c} + excluded.${c}`).join(', ')};
        end loop;
        return null;
      end $$`)
    .execute(db);
  await sql
    .raw(`create constraint trigger ledger_building_totals after insert or update or delete on ledger_totals
      deferrable initially deferred for each row execute function ledger_building_totals()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    for (const name of ['ledger_building_totals', 'ledger_building_totals_note']) {
      await sql.raw(`drop trigger ${name} on ledger_totals`).execute(db);
      await sql.raw(`drop function ${name}()`).execute(db);
    }
  } else {
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger ledger_building_totals_${op}`).execute(db);
  }
  await sql`drop table ledger_building_totals`.execute(db);
}
