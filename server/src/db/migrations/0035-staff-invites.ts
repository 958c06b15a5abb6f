import type { Kysely } from 'kysely';

// A building's team (docs/team.md): the owner invites a caretaker with a single-use code, kept
// apart from tenants' invites so a staff code can never make a tenant, nor a tenant's code staff.
// Like tenants' invites, only the code's hash is kept, with its first three characters to tell
// invites apart in a list.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('apartment_id', 'text', (c) => c.notNull().references('apartments.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text', (c) => c.references('users.id'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_invites_apartment')
    .on('staff_invites')
    .columns(['apartment_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invites').execute();
}
