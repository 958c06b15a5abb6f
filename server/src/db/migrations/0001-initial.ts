import { type Kysely, sql } from 'kysely';

// Every table of docs/architecture.md §5 from the start, so feature work adds little schema.
// Types are chosen to mean the same on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPeople(db);
  await createMoney(db);
  await createComplaints(db);
  await createChatAndRules(db);
}

async function createPeople(db: Kysely<unknown>) {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sqlIn('role', ['Landlord', 'Tenant'])))
    .addColumn('apartment_id', 'text')
    .addColumn('national_id', 'text', (c) => c.notNull().unique())
    .addColumn('primary_phone', 'text', (c) => c.notNull())
    .addColumn('secondary_phone', 'text')
    .addColumn('building_name', 'text')
    .addColumn('date_moved_in', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('apartments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('rent_cents', 'bigint', (c) => c.notNull().check(sql`rent_cents > 0`))
    .addColumn('landlord_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_apartment_role').on('users').columns(['apartment_id', 'role']).execute();
}

async function createMoney(db: Kysely<unknown>) {
  await db.schema
    .createTable('bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['Pending', 'Partial', 'Paid'])))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('period_year', 'integer')
    .addColumn('period_month', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bills_one_per_tenant_month', ['tenant_id', 'period_year', 'period_month'])
    .execute();
  await db.schema.createIndex('bills_apartment_status').on('bills').columns(['apartment_id', 'status']).execute();
  await db.schema.createIndex('bills_tenant').on('bills').columns(['tenant_id', 'due_date']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_bill').on('payments').columns(['bill_id', 'paid_at']).execute();
}

async function createComplaints(db: Kysely<unknown>) {
  await db.schema
    .createTable('complaints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['Pending', 'In Progress', 'Resolved'])))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('complaints_apartment')
    .on('complaints')
    .columns(['apartment_id', 'created_at'])
    .execute();
  await db.schema.createIndex('complaints_tenant').on('complaints').columns(['tenant_id', 'status']).execute();

  await db.schema
    .createTable('complaint_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaint_notes_complaint')
    .on('complaint_notes')
    .columns(['complaint_id', 'created_at'])
    .execute();
}

async function createChatAndRules(db: Kysely<unknown>) {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('messages_sender_client_id', ['sender_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('messages_pair')
    .on('messages')
    .columns(['sender_id', 'receiver_id', 'created_at'])
    .execute();
  await db.schema.createIndex('messages_receiver').on('messages').columns(['receiver_id', 'created_at']).execute();

  await db.schema
    .createTable('rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sqlIn('category', ['general', 'payment', 'noise', 'guests', 'pets', 'maintenance'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rules_apartment').on('rules').columns(['apartment_id', 'created_at']).execute();
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rules',
    'messages',
    'complaint_notes',
    'complaints',
    'payments',
    'bills',
    'apartments',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
