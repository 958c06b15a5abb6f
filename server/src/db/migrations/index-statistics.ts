import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * SQLite: a database that has planner statistics (ANALYZE has run: sqlite_stat1) gets them for
 * the indexes a migration made, too. Otherwise the planner knows every other index's size but not
 * theirs, and may take a new one for a list's order and sort the whole building (seen with the
 * bills and payments pages, docs/performance.md). A database without statistics stays without.
 * PostgreSQL keeps statistics per column, which a new index does not change.
 */
export async function analyzeNewIndexes(db: Kysely<unknown>, indexes: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const { rows } = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (rows.length === 0) return;
  for (const index of indexes) await sql`analyze ${sql.id(index)}`.execute(db);
}
