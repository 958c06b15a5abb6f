import type { Kysely } from 'kysely';

// A person's KRA PIN (docs/reports.md): set by themselves, or by the owner for a tenant; erased
// with the rest of their details (docs/privacy.md). Upper case, a letter, nine digits, a letter.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('kra_pin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('kra_pin').execute();
}
