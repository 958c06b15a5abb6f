import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Multi-row inserts in chunks, inside one transaction per table. */
export async function insertMany<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Array<Record<string, unknown>>) {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  // SQLite allows 32,766 bound parameters; PostgreSQL 65,535.
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      // Rows match the table; the database checks their shape.
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + chunk) as never)
        .execute();
    }
  });
}
