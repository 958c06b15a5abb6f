import { type Kysely, sql } from 'kysely';

// Telling people things (docs/notifications.md).
//
// notifications: what the bell lists, one row per person and piece of news.
// outbox: every SMS and email, written in the same transaction as the event that causes it, then
// delivered by whichever process claims it first (a conditional update, FOR UPDATE SKIP LOCKED on
// PostgreSQL). A dedupe key makes a reminder or a digest that is queued twice one message.
// scheduled_runs: one row per daily job and day, so reminders go out once across processes and
// restarts. password_resets: short-lived codes, stored hashed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // The bell: newest first (ids are UUIDv7, so in time order), and the unread count.
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('held', 'queued', 'sending', 'sent', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('provider', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // What the deliverer claims next, and the landlord's list of messages.
  await sql`create index outbox_due on outbox (next_attempt_at) where status in ('queued', 'sending')`.execute(db);
  await db.schema.createIndex('outbox_apartment').on('outbox').columns(['apartment_id', 'id']).execute();
  await db.schema.createIndex('outbox_user').on('outbox').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('sms_reminders_stopped', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The last chat message a digest told this person about (docs/notifications.md "Chat digest").
  await db.schema.alterTable('users').addColumn('chat_digest_through', 'text').execute();
  // The digest looks at the messages of the last day across the platform.
  await db.schema.createIndex('messages_created').on('messages').columns(['created_at']).execute();
  // The last message of a conversation its owner has seen.
  await db.schema.alterTable('conversations').addColumn('read_through', 'text').execute();

  await db.schema
    .alterTable('apartments')
    .addColumn('reminders_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('apartments')
    .addColumn('reminder_days', 'text', (c) => c.notNull().defaultTo('-3,0,3'))
    .execute();
  await db.schema
    .alterTable('apartments')
    .addColumn('reminder_hour', 'integer', (c) => c.notNull().defaultTo(8))
    .execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('run_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['name', 'run_key'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.alterTable('apartments').dropColumn('reminder_hour').execute();
  await db.schema.alterTable('apartments').dropColumn('reminder_days').execute();
  await db.schema.alterTable('apartments').dropColumn('reminders_enabled').execute();
  await db.schema.alterTable('conversations').dropColumn('read_through').execute();
  await db.schema.dropIndex('messages_created').execute();
  await db.schema.alterTable('users').dropColumn('chat_digest_through').execute();
  await db.schema.alterTable('users').dropColumn('sms_reminders_stopped').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('notifications').execute();
}
