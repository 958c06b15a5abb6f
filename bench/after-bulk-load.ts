import { type Kysely, sql } from 'kysely';
import type { DB } from '../server/src/db/schema';

/**
 * A database just loaded in bulk (the bench's seed, the scale mode's copies), made to look like one
 * in use for a while:
 * - On PostgreSQL, ledger_totals and bills are compacted first. The triggers that keep each
 *   tenancy's running totals and each bill's paid amount (migrations 0045, 0053) rewrote those rows
 *   once per charge and payment loaded in one transaction, which left ledger_totals ~800 pages for
 *   1,000 lines; a platform in use writes a line a few times a month and autovacuum reuses the
 *   space. VACUUM FULL leaves the visibility map unset, so the plain VACUUM comes after it.
 * - Planner statistics everywhere, and on PostgreSQL the visibility map autovacuum keeps (without
 *   it every index-only scan of freshly loaded rows reads the table too).
 */
export async function afterBulkLoad(db: Kysely<DB>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') await sql.raw('VACUUM (FULL) ledger_totals, bills').execute(db);
  await sql.raw(dialect === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE').execute(db);
}
