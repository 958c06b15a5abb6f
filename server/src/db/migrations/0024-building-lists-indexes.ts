import type { Kysely } from 'kysely';

// Two lists that grew with the platform rather than with the building (docs/performance.md "Cost
// flat with data"):
// - The complaints page is newest first by (created_at, id). The index stopped at created_at, so
//   PostgreSQL sorted all of a building's complaints for each page of 50; this one is walked
//   backwards instead. It carries the status too, so the page's counts (all, still open) never
//   read the table.
// - Money received this month (the landlord's dashboard) and each tenant's last payment (the
//   tenants list) filtered a building's confirmed payments by date or grouped them by tenant
//   through the table; this one answers both from the index.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('complaints_apartment_newest')
    .on('complaints')
    .columns(['apartment_id', 'created_at', 'id', 'status'])
    .execute();
  await db.schema.dropIndex('complaints_apartment').execute();
  await db.schema
    .createIndex('payments_apartment_received')
    .on('payments')
    .columns(['apartment_id', 'status', 'received_at', 'amount_cents', 'tenant_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_received').execute();
  await db.schema
    .createIndex('complaints_apartment')
    .on('complaints')
    .columns(['apartment_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('complaints_apartment_newest').execute();
}
