import { type Kysely, sql } from 'kysely';

// A national ID is not an account's key (docs/decisions/0023): registration must not tell a
// stranger whether an ID is registered, so two accounts may hold the same one. `users.national_id`
// was created UNIQUE in 0001, and SQLite cannot drop a column's UNIQUE without rebuilding the
// table (which, inside a migration's transaction with foreign keys on, would cascade-delete every
// child row). So the number moves to `id_number`, and `national_id` keeps a unique value that means
// nothing: `user:<id>`. Nothing reads `national_id` any more.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update users set id_number = national_id, national_id = 'user:' || id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Two accounts may now share a number: only the first keeps it as the unique key.
  await sql`update users set national_id = id_number where id = (select min(u2.id) from users u2 where u2.id_number = users.id_number)`.execute(
    db,
  );
  await db.schema.alterTable('users').dropColumn('id_number').execute();
}
