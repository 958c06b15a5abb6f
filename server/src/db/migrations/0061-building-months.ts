import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { sqliteRowTriggers } from './0053-bills-paid';

// Each building's confirmed payments per month they were received in (`building_months`), kept by
// the database. "Collected this month" on the dashboard and the portfolio summed the month's
// confirmed payments of every building on every read, an index range that grows with the month: a
// building that takes 10,000 payments in a month doubled the cost of a portfolio read
// (docs/performance.md). A read is now one key look-up a building and month.
//
// Only confirmed payments move a line: a tenant's claim writes nothing until it is confirmed. The
// two databases keep the lines to the same sums, as 0059 keeps the building's running totals:
// - SQLite has one writer at a time: triggers on payments add each change to its line.
// - PostgreSQL adds a transaction's change of each building and month to its line at the commit:
//   a row trigger sums the changes in a transaction-local setting (undone with a rolled-back
//   savepoint, as the rows are), and a deferred trigger adds them in one upsert that adds (two
//   commits at once each keep the other's) and clears them. So payments of a building do not wait
//   for each other on the line from their insert to their commit (a C2B burst confirms each
//   payment as it arrives). At the commit it takes the building's running-totals line first, then
//   its month's line: every commit that holds both takes them in that order, whichever of its
//   rows came first, or two could deadlock.
//
// A migration that rebuilds payments on SQLite (rebuild-table.ts) drops its triggers: it must
// create them again (`createBuildingMonthsTriggers`).

const month = (r: 'new' | 'old') => `substr(${r}.received_at, 1, 7)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table building_months (
      apartment_id text not null,
      month text not null,
      confirmed_cents bigint not null default 0,
      primary key (apartment_id, month)
    )${sql.raw(postgres ? '' : ' without rowid')}`.execute(db);
  await sql`insert into building_months (apartment_id, month, confirmed_cents)
    select apartment_id, substr(received_at, 1, 7), sum(amount_cents) from payments
    where status = 'confirmed' group by apartment_id, substr(received_at, 1, 7)`.execute(db);
  await createBuildingMonthsTriggers(db);
}

/** The triggers that keep building_months from payments, on both databases. */
export async function createBuildingMonthsTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const columns = ['apartment_id', 'status', 'received_at', 'amount_cents'];
  if (!postgres) {
    await sqliteRowTriggers(
      db,
      'building_months',
      'payments',
      columns,
      (r, sign) => `insert into building_months (apartment_id, month, confirmed_cents)
         select ${r}.apartment_id, ${month(r)}, ${sign}${r}.amount_cents where ${r}.status = 'confirmed'
         on conflict (apartment_id, month) do update set
           confirmed_cents = building_months.confirmed_cents + excluded.confirmed_cents`,
    );
    return;
  }
  const key = (r: 'new' | 'old') => `'safestay.bm_' || md5(${r}.apartment_id || ' ' || ${month(r)})`;
  const note = (r: 'new' | 'old', sign: '+' | '-') => `
        if ${r}.status = 'confirmed' then
          key := ${key(r)};
          perform set_config(key,
            (coalesce(nullif(current_setting(key, true), ''), '0')::bigint ${sign} ${r}.amount_cents)::text, true);
        end if;`;
  await sql
    .raw(`create function building_months_note() returns trigger language plpgsql as $$
      declare
        key text;
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${note('old', '-')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${note('new', '+')} end if;
        return null;
      end $$`)
    .execute(db);
  // Only rows confirmed before or after the change wake either trigger: a claim's insert, its
  // rejection and its deletion queue nothing for the commit.
  const events = [
    ['insert', 'insert on payments', `new.status = 'confirmed'`],
    ['delete', 'delete on payments', `old.status = 'confirmed'`],
    ['update', `update of ${columns.join(', ')} on payments`, `old.status = 'confirmed' or new.status = 'confirmed'`],
  ] as const;
  for (const [op, on, when] of events)
    await sql
      .raw(`create trigger building_months_note_${op} after ${on}
        for each row when (${when}) execute function building_months_note()`)
      .execute(db);
  // At the commit, the first event of each building and month adds the transaction's change to
  // its line, after taking the building's running-totals line, and clears it; later events of the
  // same building and month find nothing left.
  const settle = (r: 'new' | 'old') => `
        if ${r}.status = 'confirmed' then
          key := ${key(r)};
          if coalesce(current_setting(key, true), '') <> '' then
            d := current_setting(key)::bigint;
            perform set_config(key, '', true);
            perform 1 from ledger_building_totals where apartment_id = ${r}.apartment_id for no key update;
            insert into building_months (apartment_id, month, confirmed_cents)
              values (${r}.apartment_id, ${month(r)}, d)
              on conflict (apartment_id, month) do update set
                confirmed_cents = building_months.confirmed_cents + excluded.confirmed_cents;
          end if;
        end if;`;
  await sql
    .raw(`create function building_months() returns trigger language plpgsql as $$
      declare
        key text;
        d bigint;
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${settle('old')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${settle('new')} end if;
        return null;
      end $$`)
    .execute(db);
  for (const [op, on, when] of events)
    await sql
      .raw(`create constraint trigger building_months_${op} after ${on}
        deferrable initially deferred for each row when (${when}) execute function building_months()`)
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger building_months_${op}${postgres ? ' on payments' : ''}`).execute(db);
    if (postgres) await sql.raw(`drop trigger building_months_note_${op} on payments`).execute(db);
  }
  if (postgres) {
    await sql`drop function building_months()`.execute(db);
    await sql`drop function building_months_note()`.execute(db);
  }
  await sql`drop table building_months`.execute(db);
}
