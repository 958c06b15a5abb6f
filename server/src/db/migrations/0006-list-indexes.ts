import type { Kysely } from 'kysely';

// Indexes for the landlord's lists at 1,000 tenants / 24,000 bills.
// - a page of GET /bills/apartment walks (apartment_id, due_date DESC, id DESC) and stops after `limit` rows;
// - monthly generation re-reads one month's bills by (apartment_id, period_year, period_month);
// - tenant statistics (GROUP BY tenant) read only these covering indexes, for one page of
//   tenants (tenant_id IN ...) or the whole apartment, never the table rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bills_apartment_due').on('bills').columns(['apartment_id', 'due_date', 'id']).execute();
  await db.schema
    .createIndex('bills_apartment_period')
    .on('bills')
    .columns(['apartment_id', 'period_year', 'period_month'])
    .execute();
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('payments_apartment_tenant_paid')
    .on('payments')
    .columns(['apartment_id', 'tenant_id', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_tenant_paid').execute();
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema.dropIndex('bills_apartment_period').execute();
  await db.schema.dropIndex('bills_apartment_due').execute();
}
