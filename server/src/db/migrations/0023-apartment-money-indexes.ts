import type { Kysely } from 'kysely';

// The landlord's dashboard judged each charge and each tenancy by a probe into indexes shared by
// every building (allocations by bill, charges and payments by tenancy): on a large platform each
// probe lands among other buildings' rows, so the figures slowed as the platform grew
// (docs/performance.md "Cost flat with data"). These lead with the building, so one building's
// sums are one contiguous walk however large the platform grows. The charges' index carries the
// id too, so judging each charge against its allocations never reads the table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('allocations_apartment_bill')
    .on('allocations')
    .columns(['apartment_id', 'bill_id', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('bills_apartment_tenancy')
    .on('bills')
    .columns(['apartment_id', 'tenancy_id', 'voided_at', 'amount_cents', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_apartment_tenancy')
    .on('payments')
    .columns(['apartment_id', 'tenancy_id', 'status', 'amount_cents'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_tenancy').execute();
  await db.schema.dropIndex('bills_apartment_tenancy').execute();
  await db.schema.dropIndex('allocations_apartment_bill').execute();
}
