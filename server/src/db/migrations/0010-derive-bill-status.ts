import { type Kysely, sql } from 'kysely';

// A bill's status is derived from its payments (features/ledger/bill-status.ts), so the stored
// copy goes: two sources of truth had already disagreed (a row stored Paid with no payment
// showed as Pending in the API and as paid in the counts). The indexes that carried the column
// come back without it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bills_apartment_status').execute();
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema.alterTable('bills').dropColumn('status').execute();
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'due_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema
    .alterTable('bills')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .execute();
  await sql`update bills set status = case
    when paid <= 0 then 'Pending' when paid >= amount_cents then 'Paid' else 'Partial' end
    from (select b.id as bill_id, coalesce(sum(p.amount_cents), 0) as paid
          from bills b left join payments p on p.bill_id = b.id group by b.id) totals
    where totals.bill_id = bills.id`.execute(db);
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'status', 'due_date'])
    .execute();
  await db.schema.createIndex('bills_apartment_status').on('bills').columns(['apartment_id', 'status']).execute();
}
