import type { Kysely } from 'kysely';
import { analyzeNewIndexes } from './index-statistics';

// A year's reports (docs/reports.md, docs/performance.md "A year's reports") read every live
// charge due from the 1st of January on and every confirmed payment received in the year. The
// indexes they walked (bills_apartment_live_due, payments_apartment_received) hold the day and the
// amount but not the tenancy, nor when a charge was made, nor a payment's id: each of the year's
// ~20,000 rows at the bench building was a second look-up in the table. These hold all that is
// read, so the tables are not touched:
// - the collection report (ledger/figures.ts `yearFigures`): a charge's tenancy, due day, amount
//   and the instant it was made (bills_apartment_live_due holds them since 0053, which made it
//   again); a payment's tenancy, day and amount;
// - KRA's monthly report and the year pack (reports/rental-income.ts): the year's payments with
//   their id (to reach their allocations) and method (tax withheld). SQLite scanned the whole
//   payments table for those: with one building, its statistics judged the building's indexes
//   no better than the table;
// - and, for the same reports, an allocation's charge and amount beside its payment's id. It
//   replaces allocations_payment (payment_id alone), so writing an allocation updates as many
//   indexes as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_apartment_year')
    .on('payments')
    .columns(['apartment_id', 'status', 'received_at', 'tenancy_id', 'amount_cents', 'method', 'id'])
    .execute();
  await db.schema
    .createIndex('allocations_payment_bill')
    .on('allocations')
    .columns(['payment_id', 'bill_id', 'amount_cents'])
    .execute();
  await db.schema.dropIndex('allocations_payment').ifExists().execute();
  await analyzeNewIndexes(db, ['payments_apartment_year', 'allocations_payment_bill']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('allocations_payment').on('allocations').columns(['payment_id']).execute();
  await db.schema.dropIndex('allocations_payment_bill').execute();
  await db.schema.dropIndex('payments_apartment_year').execute();
}
