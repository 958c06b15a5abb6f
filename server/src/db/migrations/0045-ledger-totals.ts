import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Running totals of the ledger per tenancy (docs/ledger.md "Figures", docs/performance.md): the
// live charges, the confirmed payments and the allocations of each tenancy, in cents. The month's
// figures of a building (features/ledger/figures.ts) need all-time sums (what is still owed, what
// came before the 1st, credit); summing every charge and allocation on each read made the
// portfolio of 50 buildings cost ~170 ms of work a request. With these totals a read touches the
// building's tenancies' lines, the charges due this month or later and this month's payments.
//
// The database keeps them, by triggers on bills, payments and allocations, so every write (the
// ledger's settle, a void, a reversal, monthly bills, join-time arrears, seeds and imports) moves
// them in its own transaction, and no write path can forget. One line per tenancy, not per
// building: the ledger already queues a tenancy's money changes (a row lock on PostgreSQL), so
// the line adds no new point where two buildings' or two tenants' writes wait for each other.
//
// A migration that rebuilds bills, payments or allocations on SQLite (rebuild-table.ts) drops
// their triggers: it must create them again (`createLedgerTotalsTriggers`).

const TABLES = ['bills', 'payments', 'allocations'] as const;

/** What a row of each table adds to its tenancy's line: the column and when it counts. */
const COUNTS = {
  bills: { column: 'charged_cents', live: (r: string) => `${r}.voided_at is null`, moves: 'voided_at' },
  payments: { column: 'confirmed_cents', live: (r: string) => `${r}.status = 'confirmed'`, moves: 'status' },
  allocations: { column: 'allocated_cents', live: (_r: string) => 'true', moves: null },
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`create table ledger_totals (
      apartment_id text not null,
      tenancy_id text not null,
      charged_cents bigint not null default 0,
      confirmed_cents bigint not null default 0,
      allocated_cents bigint not null default 0,
      primary key (apartment_id, tenancy_id)
    )${sql.raw(postgres ? '' : ' without rowid')}`.execute(db);
  await sql`insert into ledger_totals (apartment_id, tenancy_id, charged_cents, confirmed_cents, allocated_cents)
    select apartment_id, tenancy_id, sum(charged), sum(confirmed), sum(allocated) from (
      select apartment_id, coalesce(tenancy_id, '') as tenancy_id, amount_cents as charged, 0 as confirmed, 0 as allocated
        from bills where voided_at is null
      union all
      select apartment_id, tenancy_id, 0, amount_cents, 0 from payments where status = 'confirmed'
      union all
      select apartment_id, tenancy_id, 0, 0, amount_cents from allocations
    ) rows group by apartment_id, tenancy_id`.execute(db);
  await createLedgerTotalsTriggers(db);
  // The charges of this month and later, live ones only, with what the figures read of them: a
  // building's read walks its own rows from the 1st on. (payments_apartment_received, 0024, is
  // this month's payments; payments_apartment_status the claims.)
  await sql`create index bills_apartment_live_due on bills (apartment_id, due_date, amount_cents, id) where voided_at is null`.execute(
    db,
  );
}

/** The triggers that keep ledger_totals, on both databases (also for a migration that rebuilds a table). */
export async function createLedgerTotalsTriggers(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of TABLES) {
    const { column, live, moves } = COUNTS[table];
    // The row's amount added to (or taken from) its tenancy's line, when the row counts.
    const add = (r: 'new' | 'old', sign: '' | '-') =>
      `insert into ledger_totals (apartment_id, tenancy_id, ${column})
         select ${r}.apartment_id, coalesce(${r}.tenancy_id, ''), ${sign}${r}.amount_cents where ${live(r)}
         on conflict (apartment_id, tenancy_id) do update set ${column} = ledger_totals.${column} + excluded.${column}`;
    const updateOf = ['apartment_id', 'tenancy_id', 'amount_cents', ...(moves ? [moves] : [])].join(', ');
    if (postgres) {
      await sql
        .raw(`create function ledger_totals_${table}() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then ${add('old', '-')}; end if;
          if tg_op in ('INSERT', 'UPDATE') then ${add('new', '')}; end if;
          return null;
        end $$`)
        .execute(db);
      await sql
        .raw(`create trigger ledger_totals_${table} after insert or delete or update of ${updateOf} on ${table}
        for each row execute function ledger_totals_${table}()`)
        .execute(db);
    } else {
      await sql
        .raw(`create trigger ledger_totals_${table}_insert after insert on ${table}
        begin ${add('new', '')}; end`)
        .execute(db);
      await sql
        .raw(`create trigger ledger_totals_${table}_update after update of ${updateOf} on ${table}
        begin ${add('old', '-')}; ${add('new', '')}; end`)
        .execute(db);
      await sql
        .raw(`create trigger ledger_totals_${table}_delete after delete on ${table}
        begin ${add('old', '-')}; end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop index bills_apartment_live_due`.execute(db);
  for (const table of TABLES) {
    if (postgres) {
      await sql.raw(`drop trigger ledger_totals_${table} on ${table}`).execute(db);
      await sql.raw(`drop function ledger_totals_${table}()`).execute(db);
    } else {
      for (const op of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger ledger_totals_${table}_${op}`).execute(db);
    }
  }
  await sql`drop table ledger_totals`.execute(db);
}
