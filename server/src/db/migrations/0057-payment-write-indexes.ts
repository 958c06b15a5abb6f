import type { Kysely } from 'kysely';
import { analyzeNewIndexes } from './index-statistics';

// Recording a payment writes a row to payments and one to allocations for each charge it pays,
// and every index of those tables with them: a page of the write-ahead log each, fsynced at the
// commit (SQLite) and copied into the file afterwards. Four indexes no query needs any more, shown
// by the plan of every statement the server and bench tests run on both databases (EXPLAIN QUERY
// PLAN on SQLite, EXPLAIN on PostgreSQL, with and without them):
// - allocations_tenancy (tenancy_id, payment_id, amount_cents): no query reaches allocations by
//   tenancy; nothing deletes a tenancy, so no foreign-key check looks for them either;
// - allocations_apartment_bill (apartment_id, bill_id, amount_cents): the bills export summed a
//   building's allocations per charge with it; it reads bills.paid_cents now (0053), and a
//   building's allocations in all are summed from allocations_apartment_tenant_amount;
// - payments_apartment_received (apartment_id, status, received_at, amount_cents, tenant_id): the
//   month's and the year's payments are read from payments_apartment_year (0054), which starts with
//   the same three columns and holds the amount; each tenant's last payment has its own index
//   (payments_apartment_tenant_received);
// - payments_apartment_tenancy (apartment_id, tenancy_id, status, amount_cents): it summed a
//   building's payments per tenancy for balances, which now read the running totals
//   (ledger.ts balanceOf); a report's payments per tenancy up to a day read
//   payments_apartment_year, and a tenancy's own payments payments_tenancy_status.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('allocations_tenancy').execute();
  await db.schema.dropIndex('allocations_apartment_bill').execute();
  await db.schema.dropIndex('payments_apartment_received').execute();
  await db.schema.dropIndex('payments_apartment_tenancy').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_apartment_tenancy')
    .on('payments')
    .columns(['apartment_id', 'tenancy_id', 'status', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('payments_apartment_received')
    .on('payments')
    .columns(['apartment_id', 'status', 'received_at', 'amount_cents', 'tenant_id'])
    .execute();
  await db.schema
    .createIndex('allocations_apartment_bill')
    .on('allocations')
    .columns(['apartment_id', 'bill_id', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('allocations_tenancy')
    .on('allocations')
    .columns(['tenancy_id', 'payment_id', 'amount_cents'])
    .execute();
  await analyzeNewIndexes(db, [
    'payments_apartment_tenancy',
    'payments_apartment_received',
    'allocations_apartment_bill',
    'allocations_tenancy',
  ]);
}
