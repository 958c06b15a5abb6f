import type { Kysely } from 'kysely';

// GET /chats/conversations groups a user's messages by partner and takes count(*) and
// max(id) per group; these indexes answer that from the index alone, in both directions.
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_receiver_partner_id').ifExists().execute();
  await db.schema.dropIndex('messages_sender_partner_id').ifExists().execute();
}
