import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { rebuildTable } from './rebuild-table';

// Who may act in which building, and as what (docs/portfolio.md): one row per person and building,
// role `owner`, `caretaker` or `tenant`. It replaces reading `users.apartment_id` as "the" building:
// that column stays, as the building a request acts on when it names none (the first, or the one
// last chosen). Every landlord becomes the owner of their building and every tenant a tenant of
// theirs, dated when they arrived; nothing is renumbered. Removing someone deletes their row (the
// audit log keeps the story), so the key is (apartment, person).
//
// One owner may now own several buildings, so `apartments.landlord_id` (the owner) loses the UNIQUE
// it was created with in 0001. PostgreSQL drops the constraint; SQLite cannot drop a column's
// UNIQUE, so the table is rebuilt the documented way (create, copy, drop, rename), which needs
// foreign keys off: `migrate` in db/database.ts turns them off for migrations and checks every
// reference afterwards. Were they on here, dropping the table would cascade-delete every unit,
// tenancy and bill, so the migration refuses to run then.

export async function up(db: Kysely<unknown>): Promise<void> {
  await ownersMayOwnMany(db);
  await db.schema
    .createTable('memberships')
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'caretaker', 'tenant')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pkey', ['apartment_id', 'user_id'])
    .execute();
  // "Which buildings may this person act on": the switcher, the portfolio, every request's check.
  await db.schema.createIndex('memberships_user').on('memberships').columns(['user_id', 'apartment_id']).execute();
  await sql`insert into memberships (apartment_id, user_id, role, created_at)
    select id, landlord_id, 'owner', created_at from apartments`.execute(db);
  await sql`insert into memberships (apartment_id, user_id, role, created_at)
    select apartment_id, id, 'tenant', created_at from users
    where role = 'Tenant' and apartment_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memberships').execute();
  // One building per landlord again (fails, as it should, while someone owns two).
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists apartments_landlord`.execute(db);
    await sql`alter table apartments add constraint apartments_landlord_id_key unique (landlord_id)`.execute(db);
    return;
  }
  await sql`drop index if exists apartments_landlord`.execute(db);
  await rebuildTable(db, 'apartments', (table) => table.replace(/("landlord_id"\s+text\s+not null)/i, '$1 unique'));
}

async function ownersMayOwnMany(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table apartments drop constraint if exists apartments_landlord_id_key`.execute(db);
    await sql`create index if not exists apartments_landlord on apartments (landlord_id)`.execute(db);
    return;
  }
  await rebuildTable(db, 'apartments', (table) => table.replace(/("landlord_id"\s+text\s+not null)\s+unique/i, '$1'));
  await sql`create index if not exists apartments_landlord on apartments (landlord_id)`.execute(db);
}
