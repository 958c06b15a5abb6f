import { type Kysely, sql } from 'kysely';

// GET /chats/conversations read every message of the caller to count them per partner and find
// the newest (docs/decisions/0007). One summary row per (owner, partner) — both directions of a
// pair — kept in the same transaction as each new message makes the list a read of one row per
// partner. Existing messages are summarised here once.

/** Summarises every stored message into `conversations` (also used by the benchmark's bulk seed). */
export const summariseMessages = sql`
    insert into conversations (owner_id, partner_id, apartment_id, message_count, last_message_id)
    select owner_id, partner_id, min(apartment_id), count(*), max(id) from (
      select sender_id as owner_id, receiver_id as partner_id, apartment_id, id from messages
      union all
      select receiver_id as owner_id, sender_id as partner_id, apartment_id, id from messages
    ) pairs
    group by owner_id, partner_id
  `;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('message_count', 'integer', (c) => c.notNull())
    // The newest message of the pair; ids are UUIDv7, so the greatest id is the latest.
    .addColumn('last_message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('conversations_pk', ['owner_id', 'partner_id'])
    .execute();
  await summariseMessages.execute(db);
  // Only that aggregate used these (migration 0007); every new message no longer pays for them.
  await db.schema.dropIndex('messages_sender_partner_id').execute();
  await db.schema.dropIndex('messages_receiver_partner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('messages_sender_partner_id')
    .on('messages')
    .columns(['sender_id', 'receiver_id', 'id'])
    .execute();
  await db.schema
    .createIndex('messages_receiver_partner_id')
    .on('messages')
    .columns(['receiver_id', 'sender_id', 'id'])
    .execute();
  await db.schema.dropTable('conversations').execute();
}
