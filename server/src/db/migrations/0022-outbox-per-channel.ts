import { type Kysely, sql } from 'kysely';

// Each channel's messages are now sent on their own (notifications/delivery.ts), so the due
// index leads with the channel: a claim of SMS walks only SMS, however much mail waits.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_due`.execute(db);
  await sql`create index outbox_due on outbox (channel, next_attempt_at) where status in ('queued', 'sending')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_due`.execute(db);
  await sql`create index outbox_due on outbox (next_attempt_at) where status in ('queued', 'sending')`.execute(db);
}
