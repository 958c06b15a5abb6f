import type { Kysely } from 'kysely';

// A tenant's own bills (GET /bills/me) read two covering indexes in key order: the bills by (tenant_id, due_date, id) and the payments by (tenant_id,
// paid_at, id), each carrying every column the list shows, so neither touches table rows scattered
// over the 24 months (a tenant's bills are written one month at a time among everyone's).
// The landlord's tenant list walks (apartment_id, role, name, id) in order and stops after a page,
// instead of sorting all of the apartment's users for every page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_apartment_role_name')
    .on('users')
    .columns(['apartment_id', 'role', 'name', 'id'])
    .execute();
  // users_apartment_role (apartment_id, role) is a prefix of the new index.
  await db.schema.dropIndex('users_apartment_role').execute();
  await db.schema
    .createIndex('bills_tenant_list')
    .on('bills')
    .columns(['tenant_id', 'due_date', 'id', 'apartment_id', 'amount_cents', 'created_at', 'description'])
    .execute();
  // bills_tenant (tenant_id, due_date) is a prefix of the new index.
  await db.schema.dropIndex('bills_tenant').execute();
  await db.schema
    .createIndex('payments_tenant_list')
    .on('payments')
    .columns(['tenant_id', 'paid_at', 'id', 'apartment_id', 'bill_id', 'amount_cents', 'method'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_apartment_role').on('users').columns(['apartment_id', 'role']).execute();
  await db.schema.dropIndex('users_apartment_role_name').execute();
  await db.schema.dropIndex('payments_tenant_list').execute();
  await db.schema.createIndex('bills_tenant').on('bills').columns(['tenant_id', 'due_date']).execute();
  await db.schema.dropIndex('bills_tenant_list').execute();
}
