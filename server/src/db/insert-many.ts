import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Multi-row inserts in chunks, inside one transaction per table: its own, or the caller's when
 * `db` is one already (a ledger transaction inserting a batch).
 */
export async function insertMany<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Array<Record<string, unknown>>) {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  // SQLite allows 32,766 bound parameters; PostgreSQL 65,535.
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  const run = async (trx: Kysely<DB>) => {
    for (let i = 0; i < rows.length; i += chunk) {
      // Rows match the table; the database checks their shape.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + chunk) as never)
        .execute();
    }
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
