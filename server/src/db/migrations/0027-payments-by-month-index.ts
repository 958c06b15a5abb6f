import type { Kysely } from 'kysely';

// The landlord's payments paged by month (GET /payments?group=month, payment-queries.ts) are
// ordered by the day the money came, then id. A status tab walks 0024's index, which leads with
// the building, the status and that day; the whole list walks this one in its order, so a page
// reads its own rows instead of sorting every payment of the building.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_apartment_received_list')
    .on('payments')
    .columns(['apartment_id', 'received_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_apartment_received_list').execute();
}
