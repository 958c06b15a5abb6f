import type { Kysely } from 'kysely';

// The language each person reads SafeStay in (docs/languages.md): English for everyone who was
// here before, until they choose. Numbered 0031 so that migrations written at the same time on
// other branches (0028-0030) keep their names.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
