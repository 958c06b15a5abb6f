import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { analyzeNewIndexes } from './index-statistics';

// Each tenancy's charges counted by state on its line of the ledger's running totals (ledger_totals,
// migration 0045), kept by the database: the live ones, those not yet Paid ("owing": Pending or
// Partial) and those with nothing paid yet (Pending), as features/ledger/bill-status.ts defines
// the statuses. The tenants page shows each tenant's charges and unpaid charges and their standing
// (late, pending, partial, current); it counted them from every charge of the page's tenants on
// each read, 1,200 index entries at the bench building (24 months each), about a third of the
// page's work (docs/performance.md "The tenants page"). A page now reads one line per tenancy.
//
// Whether a tenant is late (an owing charge due before today) depends on the day, so it is not
// kept: `bills_tenant_owing` holds only the owing charges, by tenant and due day, and answers it
// with the first entry.
//
// Triggers on bills move the counts in the write's own transaction (a charge made, voided,
// deleted, moved, re-amounted, or paid by its allocations through bills.paid_cents, migration
// 0053). On SQLite a row trigger, which an update that leaves a charge in the same states and on
// the same line does not fire; on PostgreSQL once per statement, over its rows grouped by line,
// writing only the lines whose counts move. A migration that rebuilds bills on
// SQLite (rebuild-table.ts) drops its triggers: it must create them again (`createBillStateTriggers`).

const COLUMNS = ['live_count', 'owing_count', 'pending_count'] as const;

/** The states a charge (row `r` of bills) counts in, in the order of COLUMNS. */
const states = (r: string) => [
  `${r}.voided_at is null`,
  `${r}.voided_at is null and ${r}.paid_cents < ${r}.amount_cents`,
  `${r}.voided_at is null and ${r}.paid_cents <= 0`,
];
const one = (condition: string) => `case when ${condition} then 1 else 0 end`;
/** The states of row `r` as one number, to tell whether an update moved a charge between them. */
const stateCode = (r: string) =>
  states(r)
    .map((s, i) => `${one(s)} * ${2 ** i}`)
    .join(' + ');
const WATCHED = ['apartment_id', 'tenancy_id', 'voided_at', 'paid_cents', 'amount_cents'];

/** What row `r` adds to (or takes from) each count of COLUMNS, in their order. */
const deltas = (r: string, sign: '+' | '-') => states(r).map((s) => `${sign === '-' ? '-' : ''}(${one(s)})`);

/** Adds (or takes away) row `r`'s states to its tenancy's line. */
const move = (r: 'new' | 'old', sign: '+' | '-') =>
  `insert into ledger_totals (apartment_id, tenancy_id, ${COLUMNS.join(', ')})
     values (${r}.apartment_id, coalesce(${r}.tenancy_id, ''), ${deltas(r, sign).join(', ')})
     on conflict (apartment_id, tenancy_id) do update set
       ${COLUMNS.map((c) => `${c} = ledger_totals.${c} + excluded.${c}`).join(', ')}`;

/** An update that moves the charge to another line or between states (SQLite). */
const moved = `old.apartment_id is not new.apartment_id or old.tenancy_id is not new.tenancy_id
     or (${stateCode('old')}) <> (${stateCode('new')})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS)
    await sql`alter table ledger_totals add column ${sql.id(column)} bigint not null default 0`.execute(db);
  await sql
    .raw(`insert into ledger_totals (apartment_id, tenancy_id, ${COLUMNS.join(', ')})
      select apartment_id, coalesce(tenancy_id, ''), ${states('bills')
        .map((s) => `sum(${one(s)})`)
        .join(', ')}
      from bills where true group by apartment_id, coalesce(tenancy_id, '')
      on conflict (apartment_id, tenancy_id) do update set
        ${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}`)
    .execute(db);
  await createBillStateTriggers(db);
  // SQLite reads a partial index alone only when it holds every column the query names, those of
  // its own condition too.
  await sql`create index bills_tenant_owing on bills (apartment_id, tenant_id, due_date, voided_at, paid_cents, amount_cents)
    where voided_at is null and paid_cents < amount_cents`.execute(db);
  await analyzeNewIndexes(db, ['bills_tenant_owing']);
}

/** The triggers that keep the counts, on both databases. */
export async function createBillStateTriggers(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql
      .raw(`create trigger ledger_totals_bill_states_insert after insert on bills begin ${move('new', '+')}; end`)
      .execute(db);
    await sql
      .raw(`create trigger ledger_totals_bill_states_update after update of ${WATCHED.join(', ')} on bills
        when ${moved}
        begin ${move('old', '-')}; ${move('new', '+')}; end`)
      .execute(db);
    await sql
      .raw(`create trigger ledger_totals_bill_states_delete after delete on bills begin ${move('old', '-')}; end`)
      .execute(db);
    return;
  }
  // PostgreSQL: once per statement, over its rows grouped by tenancy, as bills.paid_cents is kept
  // (0053): an allocation statement of a 10,000-row import moves thousands of charges, and two
  // upserts a charge cost it ~0.6 s. By the statement's end its row triggers hold every line it
  // moves, so this takes no new lock.
  const rows = (table: 'added' | 'removed', sign: '+' | '-') =>
    `select apartment_id, coalesce(tenancy_id, '') as tenancy_id, ${deltas(table, sign)
      .map((d, i) => `${d} as ${COLUMNS[i]}`)
      .join(', ')} from ${table}`;
  const apply = (parts: string[]) =>
    `insert into ledger_totals (apartment_id, tenancy_id, ${COLUMNS.join(', ')})
       select apartment_id, tenancy_id, ${COLUMNS.map((c) => `sum(${c})`).join(', ')}
       from (${parts.join(' union all ')}) moves group by apartment_id, tenancy_id
       having ${COLUMNS.map((c) => `sum(${c}) <> 0`).join(' or ')}
       on conflict (apartment_id, tenancy_id) do update set
         ${COLUMNS.map((c) => `${c} = ledger_totals.${c} + excluded.${c}`).join(', ')}`;
  const functions = {
    added: [rows('added', '+')],
    removed: [rows('removed', '-')],
    moved: [rows('removed', '-'), rows('added', '+')],
  };
  for (const [name, parts] of Object.entries(functions))
    await sql
      .raw(`create function ledger_totals_bill_states_${name}() returns trigger language plpgsql as $$
        begin ${apply(parts)}; return null; end $$`)
      .execute(db);
  const transitions = {
    insert: 'new table as added',
    delete: 'old table as removed',
    update: 'old table as removed new table as added',
  };
  const fn = { insert: 'added', delete: 'removed', update: 'moved' } as const;
  for (const [op, referencing] of Object.entries(transitions))
    await sql
      .raw(`create trigger ledger_totals_bill_states_${op} after ${op} on bills
        referencing ${referencing} for each statement
        execute function ledger_totals_bill_states_${fn[op as keyof typeof fn]}()`)
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const op of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger ledger_totals_bill_states_${op}${postgres ? ' on bills' : ''}`).execute(db);
  if (postgres)
    for (const name of ['added', 'removed', 'moved'])
      await sql.raw(`drop function ledger_totals_bill_states_${name}()`).execute(db);
  await sql`drop index bills_tenant_owing`.execute(db);
  for (const column of COLUMNS) await sql`alter table ledger_totals drop column ${sql.id(column)}`.execute(db);
}
