import { type Kysely, sql } from 'kysely';

// The houses of a building (docs/product.md §2 "Units"). A code is unique per apartment; a unit
// with history is deactivated, never deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('rent_cents', 'bigint', (c) => c.notNull().check(sql`rent_cents > 0`))
    .addColumn('deposit_cents', 'bigint', (c) => c.notNull().check(sql`deposit_cents >= 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('units_apartment_code', ['apartment_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('units').execute();
}
