import { type Kysely, sql } from 'kysely';

// M-Pesa (docs/mpesa.md). One settings row per apartment: the shortcode, the Daraja keys sealed
// with APP_ENCRYPTION_KEY, and the secret that makes its callback URLs unguessable (kept sealed
// to show the URLs, and as a SHA-256 to find the apartment of a callback).
//
// Every callback is stored raw in mpesa_events before anything else happens to it, then
// processed: a crash or restart in between is replayed at start, so no payment is lost. A C2B
// payment's TransID counts once per apartment: among the events that took effect (matched,
// unmatched, assigned), a unique index keeps one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mpesa_settings')
    .addColumn('apartment_id', 'text', (c) => c.primaryKey().references('apartments.id').onDelete('cascade'))
    .addColumn('environment', 'text', (c) => c.notNull().check(sql`environment in ('sandbox', 'production')`))
    .addColumn('shortcode_type', 'text', (c) => c.notNull().check(sql`shortcode_type in ('paybill', 'till')`))
    .addColumn('shortcode', 'text', (c) => c.notNull())
    .addColumn('c2b_version', 'text', (c) => c.notNull().defaultTo('v2'))
    .addColumn('consumer_key', 'text')
    .addColumn('consumer_secret', 'text')
    .addColumn('passkey', 'text')
    .addColumn('callback_token', 'text', (c) => c.notNull())
    .addColumn('callback_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('urls_registered_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mpesa_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('confirmation', 'validation', 'stk')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('source_ip', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    // received → matched | unmatched | assigned | duplicate | claim_confirmed | rejected_* | ignored
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('trans_id', 'text')
    .addColumn('amount_cents', 'bigint')
    .addColumn('payment_id', 'text')
    .addColumn('processed_at', 'text')
    .execute();
  await sql`create unique index mpesa_events_trans_id on mpesa_events (apartment_id, trans_id) where outcome in ('matched', 'unmatched', 'assigned', 'claim_confirmed')`.execute(
    db,
  );
  // "Pay now" prompts (STK push): one per Idempotency-Key of a tenant, so a double tap sends one.
  await db.schema
    .createTable('mpesa_stk_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('tenancy_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bill_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // sending → pending → paid | failed | cancelled | timeout
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('checkout_request_id', 'text', (c) => c.unique())
    .addColumn('result_code', 'integer')
    .addColumn('result_desc', 'text')
    .addColumn('receipt', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('mpesa_stk_one_per_key', ['tenant_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('mpesa_stk_tenancy')
    .on('mpesa_stk_requests')
    .columns(['tenancy_id', 'status', 'created_at'])
    .execute();

  // What start-up replays, and the landlord's unmatched queue.
  await db.schema
    .createIndex('mpesa_events_outcome')
    .on('mpesa_events')
    .columns(['outcome', 'apartment_id', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mpesa_stk_requests').execute();
  await db.schema.dropTable('mpesa_events').execute();
  await db.schema.dropTable('mpesa_settings').execute();
}
