import { type Kysely, sql } from 'kysely';

/**
 * SQLite only: a table again with its CREATE TABLE changed by `change`, its rows, indexes and
 * triggers kept: the documented way to change a column's constraint, which ALTER TABLE cannot
 * (create, copy, drop, rename). Foreign keys must be off (`migrate` in db/database.ts does so and
 * checks every reference afterwards): with them on, dropping the table would cascade-delete every
 * row that refers to it, so this refuses to run then. Does nothing when `change` changes nothing.
 */
export async function rebuildTable(
  db: Kysely<unknown>,
  table: string,
  change: (createTable: string) => string,
): Promise<void> {
  const { rows: fk } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  if (Number(fk[0]?.foreign_keys) !== 0) {
    throw new Error(`Rebuilding ${table} needs foreign keys off: run migrations through migrate()`);
  }
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = rows.find((r) => r.type === 'table')?.sql ?? '';
  const changed = change(create);
  if (changed === create) return;
  const others = rows.filter((r) => r.type !== 'table').map((r) => r.sql as string);
  const rebuilt = `${table}_rebuilt`;
  const head = new RegExp(`^create table\\s+"?${table}"?`, 'i');
  await sql.raw(changed.replace(head, `create table "${rebuilt}"`)).execute(db);
  await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
  for (const statement of others) await sql.raw(statement).execute(db);
}
