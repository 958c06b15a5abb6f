import type { Kysely } from 'kysely';

// The values each activity entry's sentence is drawn from (features/activity/audit.ts), so the log
// reads in its reader's language (docs/languages.md). Rows written before keep only their English
// `summary`, which stays as it is: the table is append-only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('summary_parts', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').dropColumn('summary_parts').execute();
}
