import { type Kysely, sql } from 'kysely';

// Statement imports (docs/imports.md). Each import that recorded something leaves a row; the
// M-Pesa rows it read join mpesa_events like callbacks (so a receipt counts once, whichever came
// first). A bank's lines have their own table: the columns a landlord picked for their bank's
// export (one mapping per building), and each credit line read, keyed so the same line imported
// twice counts once; a line that named no tenancy waits there, in the one unmatched queue.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('statement_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('mpesa', 'bank')`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('matched', 'integer', (c) => c.notNull())
    .addColumn('unmatched', 'integer', (c) => c.notNull())
    .addColumn('duplicates', 'integer', (c) => c.notNull())
    .addColumn('ignored', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('statement_imports_apartment')
    .on('statement_imports')
    .columns(['apartment_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('bank_mappings')
    .addColumn('apartment_id', 'text', (c) => c.primaryKey().references('apartments.id').onDelete('cascade'))
    .addColumn('date_column', 'text', (c) => c.notNull())
    .addColumn('amount_column', 'text', (c) => c.notNull())
    .addColumn('reference_column', 'text', (c) => c.notNull())
    .addColumn('description_column', 'text')
    .addColumn('date_format', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bank_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('import_id', 'text', (c) => c.notNull())
    // date|cents|reference|description: the same line in two files is one line.
    .addColumn('line_key', 'text', (c) => c.notNull())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // matched | unmatched | assigned
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bank_lines_once', ['apartment_id', 'line_key'])
    .execute();
  await db.schema.createIndex('bank_lines_outcome').on('bank_lines').columns(['apartment_id', 'outcome']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_lines').execute();
  await db.schema.dropTable('bank_mappings').execute();
  await db.schema.dropTable('statement_imports').execute();
}
