import { type Kysely, sql } from 'kysely';

// A tenancy is one tenant in one house (or none yet) over time, with its own rent and dates
// (docs/product.md §2 "Units and tenancies"). Every tenant of a database from before becomes an
// active tenancy in no unit at the apartment's rent from the move-in date stored, and every
// apartment keeps letting tenants join at once (join policy open), so nothing changes for them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('apartments')
    .addColumn('join_policy', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`join_policy in ('open', 'approval', 'invite_only')`),
    )
    .execute();
  await db.schema
    .createTable('tenancies')
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
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tenancies_apartment_account_ref', ['apartment_id', 'account_ref'])
    .execute();
  // At most one pending or active tenancy per person; ended and rejected ones are history.
  await db.schema
    .createIndex('tenancies_one_open_per_tenant')
    .unique()
    .on('tenancies')
    .column('tenant_id')
    .where(sql.ref('status'), 'in', ['pending', 'active'])
    .execute();
  await db.schema
    .createIndex('tenancies_apartment_status')
    .on('tenancies')
    .columns(['apartment_id', 'status', 'tenant_id'])
    .execute();

  const now = new Date().toISOString();
  const typed = db as Kysely<{
    users: { id: string; apartment_id: string | null; role: string; date_moved_in: string | null; created_at: string };
    apartments: { id: string; rent_cents: number };
    tenancies: Record<string, unknown>;
  }>;
  const tenants = await typed
    .selectFrom('users')
    .innerJoin('apartments', 'apartments.id', 'users.apartment_id')
    .select(['users.id', 'users.apartment_id', 'users.date_moved_in', 'users.created_at', 'apartments.rent_cents'])
    .where('users.role', '=', 'Tenant')
    .orderBy('users.created_at')
    .execute();
  const numberInApartment = new Map<string, number>();
  const rows = tenants.map((t) => {
    const n = (numberInApartment.get(t.apartment_id as string) ?? 0) + 1;
    numberInApartment.set(t.apartment_id as string, n);
    return {
      id: t.id,
      apartment_id: t.apartment_id,
      tenant_id: t.id,
      unit_id: null,
      status: 'active',
      rent_cents: t.rent_cents,
      deposit_cents: 0,
      move_in_date: (t.date_moved_in ?? t.created_at).slice(0, 10),
      move_out_date: null,
      account_ref: migratedAccountRef(n),
      created_at: now,
      updated_at: now,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await typed
      .insertInto('tenancies')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

/** The n-th tenant of an apartment without a unit: T0001, T0002, … (new tenancies draw at random). */
function migratedAccountRef(n: number): string {
  return `T${n.toString(32).toUpperCase().padStart(4, '0')}`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenancies').execute();
  await db.schema.alterTable('apartments').dropColumn('join_policy').execute();
}
