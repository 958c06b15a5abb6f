import type { Kysely } from 'kysely';

// Water and electricity (docs/utilities.md). A meter measures one unit, or is shared by several
// with weights; a building's rates for a kind change from a date, so every reading is charged at
// the rates in force on the day it was read. Readings are kept in thousandths of a cubic metre
// (or kWh), and each reading that used something makes charges, linked here to the reading so a
// correction voids exactly those and makes the right ones.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The unit it measures; null for a shared meter (its units are in meter_shares). */
    .addColumn('unit_id', 'text', (c) => c.references('units.id'))
    .addColumn('serial', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meters_apartment').on('meters').columns(['apartment_id', 'kind']).execute();
  await db.schema
    .createIndex('meters_unit_kind')
    .on('meters')
    .columns(['unit_id', 'kind'])
    .unique()
    .where('unit_id', 'is not', null)
    .execute();

  await db.schema
    .createTable('meter_shares')
    .addColumn('meter_id', 'text', (c) => c.notNull().references('meters.id').onDelete('cascade'))
    .addColumn('unit_id', 'text', (c) => c.notNull().references('units.id'))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meter_shares_pk', ['meter_id', 'unit_id'])
    .execute();

  await db.schema
    .createTable('utility_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    /** JSON: [{ upToMilli: number | null, rateCents: number }], cumulative, the last open-ended. */
    .addColumn('bands', 'text', (c) => c.notNull())
    .addColumn('minimum_charge_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fixed_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('utility_rates_day', ['apartment_id', 'kind', 'effective_from'])
    .execute();

  await db.schema
    .createTable('meter_readings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('meter_id', 'text', (c) => c.notNull().references('meters.id').onDelete('cascade'))
    .addColumn('reading_milli', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    /** The reading it follows (null for a meter's first), and what was used since. */
    .addColumn('previous_milli', 'integer')
    .addColumn('consumption_milli', 'integer', (c) => c.notNull())
    /** A new meter: it starts again from start_milli. */
    .addColumn('replaced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_milli', 'integer')
    .addColumn('charge_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('corrected_at', 'text')
    .addColumn('correction_reason', 'text')
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meter_readings_meter')
    .on('meter_readings')
    .columns(['meter_id', 'read_at', 'id'])
    .execute();

  await db.schema
    .createTable('reading_charges')
    .addColumn('reading_id', 'text', (c) => c.notNull().references('meter_readings.id').onDelete('cascade'))
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id'))
    .addPrimaryKeyConstraint('reading_charges_pk', ['reading_id', 'bill_id'])
    .execute();
  await db.schema.createIndex('reading_charges_bill').on('reading_charges').column('bill_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reading_charges', 'meter_readings', 'utility_rates', 'meter_shares', 'meters'])
    await db.schema.dropTable(table).execute();
}
