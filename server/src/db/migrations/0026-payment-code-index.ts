import type { Kysely } from 'kysely';

// An M-Pesa code looked up in a building (features/mpesa/c2b.ts: has this TransID been counted,
// is there a tenant's claim of it; stk-callback.ts the same for a receipt). Migration 0017's unique
// index on (apartment_id, reference) is partial (method 'mpesa', status pending or confirmed), and
// SQLite only uses a partial index when the query repeats its condition word for word: for
// `status = 'confirmed'` it read the building's confirmed payments instead. Each confirmation
// callback read 16,000 of them, 100-150 ms apiece on a platform of a hundred buildings, and 1,000
// callbacks took 20-25 s to reach the ledger (docs/performance.md "A burst of callbacks held the
// whole server"). With every column the lookups name, each reads the one row, on both databases.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_apartment_reference')
    .on('payments')
    .columns(['apartment_id', 'reference', 'method', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_reference').execute();
}
