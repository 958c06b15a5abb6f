import { type Kysely, PostgresAdapter, sql } from 'kysely';

// A meter reading may keep one photo of the meter (docs/utilities.md "Photos"): JPEG or PNG, at
// most 2 MiB, in the database beside the reading, so a backup of the building holds it too. Only
// the building's owner and caretakers, and the tenant of a house the meter measures, see it.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('reading_photos')
    .addColumn('reading_id', 'text', (c) => c.primaryKey().references('meter_readings.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', postgres ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('taken_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reading_photos').execute();
}
