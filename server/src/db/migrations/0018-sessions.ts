import { type Kysely, sql } from 'kysely';

// Sessions that can be ended (docs/reliability.md §13a): every sign-in opens a row, its id rides
// in the token, and every request checks the row is still open. Signing out ends one row; a
// password change ends the others. Tokens from before this migration carry no session and are
// refused: everyone signs in once more.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  // "End my other sessions" reads a person's open ones.
  await sql`create index sessions_user_open on sessions (user_id) where ended_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
