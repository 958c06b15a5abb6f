import type { Kysely } from 'kysely';

// A bill's paid amount is summed from its payments on every read (docs/decisions/0003). These
// indexes let those sums read indexes alone: the payments of a bill with their amounts (a bill's
// status), an apartment's bills by tenant with their amounts (the tenants' statistics), and the
// amounts billed and paid per apartment and tenant (a list's outstanding total).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('payments_bill_amount').on('payments').columns(['bill_id', 'amount_cents']).execute();
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'due_date', 'amount_cents', 'id'])
    .execute();
  await db.schema.createIndex('bills_apartment_amount').on('bills').columns(['apartment_id', 'amount_cents']).execute();
  await db.schema
    .createIndex('payments_apartment_tenant_amount')
    .on('payments')
    .columns(['apartment_id', 'tenant_id', 'amount_cents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_tenant_amount').execute();
  await db.schema.dropIndex('bills_apartment_amount').execute();
  await db.schema.dropIndex('payments_bill_amount').execute();
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'due_date'])
    .execute();
}
