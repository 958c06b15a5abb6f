import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { rebuildTable } from './rebuild-table';

// A caretaker's account (docs/team.md) is of its own kind: `users.role` may now be 'Caretaker'
// beside 'Landlord' and 'Tenant'. The CHECK of 0001 is a column constraint: PostgreSQL replaces
// it; SQLite rebuilds the table (rebuild-table.ts).

const ROLES_BEFORE = `'Landlord', 'Tenant'`;
const ROLES_NOW = `'Landlord', 'Tenant', 'Caretaker'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowRoles(db, ROLES_BEFORE, ROLES_NOW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await allowRoles(db, ROLES_NOW, ROLES_BEFORE);
}

async function allowRoles(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table users drop constraint if exists users_role_check`.execute(db);
    await sql.raw(`alter table users add constraint users_role_check check (role in (${to}))`).execute(db);
    return;
  }
  await rebuildTable(db, 'users', (table) => table.replace(`"role" in (${from})`, `"role" in (${to})`));
}
