import { type Kysely, sql } from 'kysely';

// A building's own message accounts (docs/notifications.md "Your own SMS and email accounts"): at
// most one per channel. What may be shown (the Africa's Talking username and sender ID, the mail
// server's host and the From address) is kept plain; the secrets (the API key, the SMTP URL with
// its password) are sealed with APP_ENCRYPTION_KEY like the Daraja keys.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_providers')
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('username', 'text')
    .addColumn('sender_id', 'text')
    .addColumn('mail_host', 'text')
    .addColumn('mail_from', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_providers_pk', ['apartment_id', 'channel'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_providers').execute();
}
