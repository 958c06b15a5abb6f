import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { rebuildTable } from './rebuild-table';

// Tax a tenant withheld for KRA is a payment of its own method, `withholding` (docs/reports.md).
// The CHECK of 0017 is a column constraint: PostgreSQL replaces it; SQLite rebuilds the table.

const BEFORE = `'cash', 'mpesa', 'bank', 'other'`;
const NOW = `'cash', 'mpesa', 'bank', 'other', 'withholding'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowMethods(db, BEFORE, NOW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payments where method = 'withholding'`.execute(db);
  await allowMethods(db, NOW, BEFORE);
}

async function allowMethods(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // 0017 created the table as payments_next: its constraint kept that name through the rename.
    await sql`alter table payments drop constraint if exists payments_next_method_check`.execute(db);
    await sql`alter table payments drop constraint if exists payments_method_check`.execute(db);
    await sql.raw(`alter table payments add constraint payments_method_check check (method in (${to}))`).execute(db);
    return;
  }
  // The CHECK was written as raw SQL (unquoted `method`); either spelling is matched.
  await rebuildTable(db, 'payments', (table) =>
    table.replace(/("?method"?) in \(([^)]*)\)/, (whole, column: string, list: string) =>
      list === from ? `${column} in (${to})` : whole,
    ),
  );
}
