import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { rebuildTable } from './rebuild-table';

// Recurring fixed charges per house (docs/utilities.md "Recurring charges"): what each house pays
// every month besides its rent (service charge, garbage, security), made with the month's rent.
// - `unit_charges`: one amount per house and kind.
// - `bills.recurring_month` ('YYYY-MM'): the month a recurring charge is for, null on every other
//   charge; a unique index on (tenancy, kind, month) makes a repeated or concurrent generation
//   insert it once (ON CONFLICT DO NOTHING, as rent's UNIQUE does).
// - the `security` kind: the CHECK of 0017 is a column constraint; PostgreSQL replaces it, SQLite
//   rebuilds bills (rebuild-table.ts), which recreates the table's indexes and triggers, the
//   ledger_totals ones among them, from sqlite_master.

const BEFORE = `'rent', 'water', 'electricity', 'service', 'garbage', 'penalty', 'deposit', 'opening_balance', 'other'`;
const NOW = `'rent', 'water', 'electricity', 'service', 'garbage', 'security', 'penalty', 'deposit', 'opening_balance', 'other'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unit_charges')
    .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('service', 'garbage', 'security')`))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('unit_charges_pk', ['unit_id', 'kind'])
    .execute();
  await db.schema.createIndex('unit_charges_apartment').on('unit_charges').column('apartment_id').execute();

  await db.schema.alterTable('bills').addColumn('recurring_month', 'text').execute();
  await allowKinds(db, BEFORE, NOW);
  await sql`create unique index bills_recurring_once on bills (tenancy_id, kind, recurring_month)
    where recurring_month is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bills_recurring_once`.execute(db);
  await sql`delete from bills where kind = 'security'`.execute(db);
  await allowKinds(db, NOW, BEFORE);
  await db.schema.alterTable('bills').dropColumn('recurring_month').execute();
  await db.schema.dropTable('unit_charges').execute();
}

async function allowKinds(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table bills drop constraint if exists bills_kind_check`.execute(db);
    await sql.raw(`alter table bills add constraint bills_kind_check check (kind in (${to}))`).execute(db);
    return;
  }
  await rebuildTable(db, 'bills', (table) =>
    table.replace(/("?kind"?) in \(([^)]*)\)/, (whole, column: string, list: string) =>
      list === from ? `${column} in (${to})` : whole,
    ),
  );
}
