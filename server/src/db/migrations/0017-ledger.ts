import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The ledger (docs/ledger.md). A payment becomes an entry of its own (confirmed, pending claim,
// rejected, reversed) with a receipt number per apartment, and what it paid on each charge is an
// allocation. Every payment from before becomes a confirmed payment with one allocation of its
// whole amount to its bill, under the same id, and receipts are numbered in the order the money
// came, so every bill keeps its status and remaining amount. Charges gain their tenancy, a kind
// and a void; audit_events is the append-only log of who changed what.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('bills')
    // Not a foreign key: SQLite could not drop the column again (down); the ledger's code sets it.
    .addColumn('tenancy_id', 'text')
    .execute();
  await db.schema
    .alterTable('bills')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('rent')
        .check(
          sql`kind in ('rent', 'water', 'electricity', 'service', 'garbage', 'penalty', 'deposit', 'opening_balance', 'other')`,
        ),
    )
    .execute();
  await db.schema.alterTable('bills').addColumn('voided_at', 'text').execute();
  await db.schema.alterTable('bills').addColumn('void_reason', 'text').execute();
  // Each bill belongs to the tenant's tenancy of that building (the latest that lived there).
  await sql`update bills set tenancy_id = (
      select t.id from tenancies t
      where t.tenant_id = bills.tenant_id and t.apartment_id = bills.apartment_id
      order by case when t.status in ('active', 'ended') then 0 else 1 end, t.id desc limit 1)`.execute(db);
  await sql`update bills set kind = 'opening_balance' where description = 'Opening balance' and period_year is null`.execute(
    db,
  );
  // A tenancy's balance and settling read its charges with their amounts and voids from here alone.
  await db.schema
    .createIndex('bills_tenancy_due')
    .on('bills')
    .columns(['tenancy_id', 'due_date', 'id', 'amount_cents', 'voided_at'])
    .execute();
  // The sums and counts of 0011 now leave voided charges out: the void joins their covering indexes.
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'due_date', 'amount_cents', 'id', 'voided_at'])
    .execute();
  await db.schema.dropIndex('bills_apartment_amount').execute();
  await db.schema
    .createIndex('bills_apartment_amount')
    .on('bills')
    .columns(['apartment_id', 'amount_cents', 'voided_at'])
    .execute();
  // A tenant's own bills (GET /bills/me, the hottest read) stay one walk of one covering index
  // with the ledger's columns; without it SQLite, lacking statistics, walks the apartment's bills.
  await db.schema.dropIndex('bills_tenant_list').execute();
  await db.schema
    .createIndex('bills_tenant_ledger_list')
    .on('bills')
    .columns([
      'tenant_id',
      'due_date',
      'id',
      'apartment_id',
      'amount_cents',
      'created_at',
      'description',
      'tenancy_id',
      'kind',
      'voided_at',
      'void_reason',
    ])
    .execute();

  await db.schema
    .alterTable('apartments')
    .addColumn('receipts_issued', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('payments_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('tenancy_id', 'text', (c) => c.notNull().references('tenancies.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bill_id', 'text', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('cash', 'mpesa', 'bank', 'other')`))
    .addColumn('reference', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'rejected', 'reversed')`),
    )
    .addColumn('receipt_number', 'bigint')
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into payments_next (id, apartment_id, tenancy_id, tenant_id, bill_id, amount_cents, method,
      reference, received_at, status, receipt_number, recorded_by, created_at)
    select p.id, p.apartment_id, b.tenancy_id, p.tenant_id, p.bill_id, p.amount_cents,
      case when lower(p.method) in ('cash', 'mpesa', 'bank') then lower(p.method) else 'other' end,
      null, substr(p.paid_at, 1, 10), 'confirmed',
      row_number() over (partition by p.apartment_id order by p.paid_at, p.id),
      p.tenant_id, p.paid_at
    from payments p join bills b on b.id = p.bill_id`.execute(db);

  await db.schema
    .createTable('allocations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments_next.id').onDelete('cascade'))
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('tenancy_id', 'text', (c) => c.notNull().references('tenancies.id'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into allocations (id, payment_id, bill_id, tenancy_id, tenant_id, apartment_id, amount_cents, created_at)
    select p.id, p.id, p.bill_id, b.tenancy_id, p.tenant_id, p.apartment_id, p.amount_cents, p.paid_at
    from payments p join bills b on b.id = p.bill_id`.execute(db);
  await sql`update apartments set receipts_issued = (
      select count(*) from payments_next p where p.apartment_id = apartments.id)`.execute(db);

  // Nothing refers to the old table; the new one takes its name (SQLite rewrites the reference
  // of allocations.payment_id, PostgreSQL follows the table itself).
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('payments_next').renameTo('payments').execute();

  await sql`create unique index payments_receipt_number on payments (apartment_id, receipt_number) where receipt_number is not null`.execute(
    db,
  );
  // One M-Pesa code counts once per building; a rejected claim or a reversed entry frees it.
  await sql`create unique index payments_mpesa_code on payments (apartment_id, reference) where method = 'mpesa' and status in ('pending', 'confirmed')`.execute(
    db,
  );
  await db.schema.createIndex('payments_apartment_list').on('payments').columns(['apartment_id', 'id']).execute();
  await db.schema
    .createIndex('payments_apartment_status')
    .on('payments')
    .columns(['apartment_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_tenancy_status')
    .on('payments')
    .columns(['tenancy_id', 'status', 'amount_cents'])
    .execute();
  await db.schema.createIndex('payments_tenant').on('payments').columns(['tenant_id', 'id']).execute();

  await db.schema
    .createIndex('allocations_bill_amount')
    .on('allocations')
    .columns(['bill_id', 'amount_cents'])
    .execute();
  await db.schema.createIndex('allocations_payment').on('allocations').columns(['payment_id']).execute();
  await db.schema
    .createIndex('allocations_apartment_tenant_amount')
    .on('allocations')
    .columns(['apartment_id', 'tenant_id', 'amount_cents'])
    .execute();
  // A tenant's own bills (GET /bills/me) read their allocations in order from this index alone.
  await db.schema
    .createIndex('allocations_tenant_list')
    .on('allocations')
    .columns(['tenant_id', 'id', 'apartment_id', 'bill_id', 'payment_id', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('allocations_tenancy')
    .on('allocations')
    .columns(['tenancy_id', 'payment_id', 'amount_cents'])
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_apartment').on('audit_events').columns(['apartment_id', 'id']).execute();
  await db.schema
    .createIndex('audit_entity')
    .on('audit_events')
    .columns(['apartment_id', 'entity', 'entity_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_tenant').on('audit_events').columns(['apartment_id', 'tenant_id', 'id']).execute();
  // Append-only, enforced by the database itself: no UPDATE or DELETE ever succeeds.
  if (postgres) {
    await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_events is append-only'; end $$`.execute(db);
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
    await sql`create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit_events is append-only'); end`.execute(db);
  }
}

/** Back to one payments table of (bill, amount): each allocation becomes a payment of its bill. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('audit_events').execute();
  if (postgres) await sql`drop function audit_events_append_only()`.execute(db);
  await db.schema
    .createTable('payments_old')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bill_id', 'text', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into payments_old (id, bill_id, tenant_id, apartment_id, amount_cents, method, paid_at)
    select a.id, a.bill_id, a.tenant_id, a.apartment_id, a.amount_cents,
      case p.method when 'cash' then 'Cash' when 'mpesa' then 'M-Pesa' when 'bank' then 'Bank' else 'Other' end, p.created_at
    from allocations a join payments p on p.id = a.payment_id`.execute(db);
  await db.schema.dropTable('allocations').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('payments_old').renameTo('payments').execute();
  await db.schema.createIndex('payments_bill').on('payments').columns(['bill_id', 'paid_at']).execute();
  await db.schema
    .createIndex('payments_apartment_tenant_paid')
    .on('payments')
    .columns(['apartment_id', 'tenant_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('payments_tenant_list')
    .on('payments')
    .columns(['tenant_id', 'paid_at', 'id', 'apartment_id', 'bill_id', 'amount_cents', 'method'])
    .execute();
  await db.schema.createIndex('payments_bill_amount').on('payments').columns(['bill_id', 'amount_cents']).execute();
  await db.schema
    .createIndex('payments_apartment_tenant_amount')
    .on('payments')
    .columns(['apartment_id', 'tenant_id', 'amount_cents'])
    .execute();
  await db.schema.alterTable('apartments').dropColumn('receipts_issued').execute();
  await db.schema.dropIndex('bills_tenancy_due').execute();
  await db.schema.dropIndex('bills_apartment_tenant_stats').execute();
  await db.schema
    .createIndex('bills_apartment_tenant_stats')
    .on('bills')
    .columns(['apartment_id', 'tenant_id', 'due_date', 'amount_cents', 'id'])
    .execute();
  await db.schema.dropIndex('bills_apartment_amount').execute();
  await db.schema.createIndex('bills_apartment_amount').on('bills').columns(['apartment_id', 'amount_cents']).execute();
  await db.schema.dropIndex('bills_tenant_ledger_list').execute();
  await db.schema
    .createIndex('bills_tenant_list')
    .on('bills')
    .columns(['tenant_id', 'due_date', 'id', 'apartment_id', 'amount_cents', 'created_at', 'description'])
    .execute();
  for (const column of ['void_reason', 'voided_at', 'kind', 'tenancy_id']) {
    await db.schema.alterTable('bills').dropColumn(column).execute();
  }
}
