import type { Kysely } from 'kysely';

// What a C2B confirmation looks up before it credits money (features/mpesa/c2b.ts, and the same
// for an STK receipt in stk-callback.ts): whether its code is already a payment of the building or
// an earlier callback's, and which tenancy its account number names. Each lookup had an index
// meant for it, but a partial one (migrations 0014, 0017, 0019), and SQLite only uses a partial
// index when the query repeats its condition word for word, with the values written in, not bound.
// It read, for every callback, all of the building's confirmed payments, its past callbacks and
// its tenancies instead, and a burst of callbacks took many seconds to reach the ledger
// (docs/performance.md "A burst of callbacks held the whole server"). With these, each lookup
// reads its own rows, on both databases. The partial unique indexes stay: they are what keeps a
// code and an account number once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_apartment_reference')
    .on('payments')
    .columns(['apartment_id', 'reference', 'method', 'status'])
    .execute();
  await db.schema
    .createIndex('mpesa_events_apartment_trans')
    .on('mpesa_events')
    .columns(['apartment_id', 'trans_id'])
    .execute();
  await db.schema
    .createIndex('tenancies_apartment_account')
    .on('tenancies')
    .columns(['apartment_id', 'account_ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tenancies_apartment_account').execute();
  await db.schema.dropIndex('mpesa_events_apartment_trans').execute();
  await db.schema.dropIndex('payments_apartment_reference').execute();
}
