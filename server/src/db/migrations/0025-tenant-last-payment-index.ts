import type { Kysely } from 'kysely';

// Each tenant's last payment on a page of the tenants list (features/tenants/tenant-stats.ts).
// Migration 0024's index leads with the building and the date, so for 50 tenants PostgreSQL read
// the building's confirmed payments and kept the page's: on a large platform it misjudged how many
// would be left, intersected two indexes and sorted, and the page slowed as the platform grew
// (docs/performance.md "Cost flat with data").
// Leading with the building and the tenant, each tenant's confirmed payments are one short run of
// this index, already in date order, and the query never reads the table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_apartment_tenant_received')
    .on('payments')
    .columns(['apartment_id', 'tenant_id', 'status', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_tenant_received').execute();
}
