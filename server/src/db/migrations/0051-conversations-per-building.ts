import { type Kysely, sql } from 'kysely';

// Conversation summaries were kept per pair of people (migration 0009). Two people who share two
// buildings (a tenant renting in two of one landlord's buildings) then had one summary for both:
// its count and newest message mixed the buildings, and the list of one building could show a
// message written in the other. A summary is now per pair and building, like the messages it sums.
// The table is derived from `messages`, so it is made again from them; what each person had read
// (`read_through`, a message id, and ids grow with time) carries over to each building's row.

/** Summarises every stored message into `conversations`, per pair and building (also the bench's bulk seed). */
export const summariseMessagesPerBuilding = sql`
    insert into conversations (owner_id, partner_id, apartment_id, message_count, last_message_id)
    select owner_id, partner_id, apartment_id, count(*), max(id) from (
      select sender_id as owner_id, receiver_id as partner_id, apartment_id, id from messages
      union all
      select receiver_id as owner_id, sender_id as partner_id, apartment_id, id from messages
    ) pairs
    group by owner_id, partner_id, apartment_id
  `;

type Key = ('owner_id' | 'partner_id' | 'apartment_id')[];

async function remake(db: Kysely<unknown>, key: Key, summarise: ReturnType<typeof sql>): Promise<void> {
  await sql`create table conversations_read (owner_id text not null, partner_id text not null, read_through text not null)`.execute(
    db,
  );
  await sql`insert into conversations_read (owner_id, partner_id, read_through)
    select owner_id, partner_id, max(read_through) from conversations where read_through is not null
    group by owner_id, partner_id`.execute(db);
  await db.schema.dropTable('conversations').execute();
  await db.schema
    .createTable('conversations')
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('last_message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('read_through', 'text')
    .addPrimaryKeyConstraint('conversations_pk', key)
    .execute();
  await summarise.execute(db);
  await sql`update conversations set read_through = (
      select r.read_through from conversations_read r
      where r.owner_id = conversations.owner_id and r.partner_id = conversations.partner_id)`.execute(db);
  await db.schema.dropTable('conversations_read').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await remake(db, ['owner_id', 'partner_id', 'apartment_id'], summariseMessagesPerBuilding);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await remake(
    db,
    ['owner_id', 'partner_id'],
    sql`
    insert into conversations (owner_id, partner_id, apartment_id, message_count, last_message_id)
    select owner_id, partner_id, min(apartment_id), count(*), max(id) from (
      select sender_id as owner_id, receiver_id as partner_id, apartment_id, id from messages
      union all
      select receiver_id as owner_id, sender_id as partner_id, apartment_id, id from messages
    ) pairs
    group by owner_id, partner_id`,
  );
}
