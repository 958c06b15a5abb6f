import { type Kysely, sql } from 'kysely';

// Who may join (docs/product.md §2 "Who may join"): the landlord's answer to a join request (a
// reason when it is no), invites, the area that tells two buildings of one name apart, and at
// most one tenant living in a unit at a time.
//
// An account number (the unit's code) passes from a tenant who moved out to the next one, so it
// is unique among open (pending, active) tenancies only. SQLite cannot drop the table-wide unique
// constraint of 0014, so the table is rebuilt the same way on both databases: nothing refers to
// it yet.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apartments').addColumn('area', 'text').execute();

  await db.schema
    .createTable('tenancies_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unit_id', 'text', (c) => c.references('units.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'active', 'ended', 'rejected')`))
    .addColumn('rent_cents', 'bigint', (c) => c.notNull().check(sql`rent_cents > 0`))
    .addColumn('deposit_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`deposit_cents >= 0`))
    .addColumn('move_in_date', 'text', (c) => c.notNull())
    .addColumn('move_out_date', 'text')
    .addColumn('account_ref', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into tenancies_next (id, apartment_id, tenant_id, unit_id, status, rent_cents, deposit_cents,
      move_in_date, move_out_date, account_ref, created_at, updated_at)
    select id, apartment_id, tenant_id, unit_id, status, rent_cents, deposit_cents,
      move_in_date, move_out_date, account_ref, created_at, updated_at from tenancies`.execute(db);
  await db.schema.dropTable('tenancies').execute();
  await db.schema.alterTable('tenancies_next').renameTo('tenancies').execute();

  // At most one pending or active tenancy per person; ended and rejected ones are history.
  await sql`create unique index tenancies_one_open_per_tenant on tenancies (tenant_id) where status in ('pending', 'active')`.execute(
    db,
  );
  await sql`create unique index tenancies_open_account_ref on tenancies (apartment_id, account_ref) where status in ('pending', 'active')`.execute(
    db,
  );
  await sql`create unique index tenancies_one_active_per_unit on tenancies (unit_id) where status = 'active' and unit_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('tenancies_apartment_status')
    .on('tenancies')
    .columns(['apartment_id', 'status', 'tenant_id'])
    .execute();
  // A signed-in tenant's latest tenancy is read on every request (lib/caller.ts).
  await db.schema.createIndex('tenancies_tenant_latest').on('tenancies').columns(['tenant_id', 'id']).execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('unit_id', 'text', (c) => c.references('units.id'))
    // SHA-256 of the code: a copy of the database does not hand out working invites.
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('invites_apartment').on('invites').columns(['apartment_id', 'expires_at']).execute();
}

// Back to 0014's columns; account numbers stay unique among open tenancies (the looser rule).
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invites').execute();
  await db.schema.dropIndex('tenancies_tenant_latest').execute();
  await db.schema.dropIndex('tenancies_one_active_per_unit').execute();
  await db.schema.alterTable('tenancies').dropColumn('rejection_reason').execute();
  await db.schema.alterTable('apartments').dropColumn('area').execute();
}
