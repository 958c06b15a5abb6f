import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerLandlord, registerTenant, type Session, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../../db/database';
import { newId } from '../../lib/ids';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const tenanciesOf = (tenantId: string) =>
  t.database.db.selectFrom('tenancies').selectAll().where('tenant_id', '=', tenantId).execute();

const generate = (landlord: Session, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/bills/generate-monthly', headers: landlord.auth, payload: body });

describe('tenancies', () => {
  it('a tenant who joins gets an active tenancy at the apartment rent, with an account number to pay to', async () => {
    const landlord = await registerLandlord(t.app, { rentAmount: 12500 });
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, { dateMovedIn: '2026-03-10' });
    const [tenancy] = await tenanciesOf(tenant.user.id);
    expect(tenancy).toMatchObject({
      status: 'active',
      apartment_id: landlord.user.apartmentId,
      unit_id: null,
      move_in_date: '2026-03-10',
      move_out_date: null,
    });
    expect(Number(tenancy.rent_cents)).toBe(1_250_000);
    // T and four characters of Crockford base32: no I, L, O or U to mishear.
    expect(tenancy.account_ref).toMatch(/^T[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('monthly bills go to the tenancies living there that month, at their own rent, and say who was skipped', async () => {
    const landlord = await registerLandlord(t.app, { rentAmount: 10000 });
    const apartmentId = landlord.user.apartmentId as string;
    const early = await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-01-20' });
    const late = await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-04-01' });
    await t.database.db
      .updateTable('tenancies')
      .set({ rent_cents: 1_100_000 })
      .where('tenant_id', '=', early.user.id)
      .execute();

    const march = await generate(landlord, { month: 'March', year: 2026, dueDate: '2026-03-05' });
    expect(march.statusCode).toBe(201);
    expect(march.json()).toMatchObject({ created: 1, existing: 0, skipped: 1 });
    expect(march.json().message).toBe('Created 1 bill for March 2026. 1 tenant did not live here in March 2026.');
    const bills = march.json().bills as { tenant: { _id: string }; amount: number }[];
    expect(bills.map((b) => [b.tenant._id, b.amount])).toEqual([[early.user.id, 11000]]);

    // The month someone moves in is billed; a month before anyone lived there says so honestly.
    const april = await generate(landlord, { month: 'April', year: 2026, dueDate: '2026-04-05' });
    expect(april.json()).toMatchObject({ created: 2, skipped: 0 });
    const december = await generate(landlord, { month: 'December', year: 2025, dueDate: '2025-12-05' });
    expect(december.json()).toMatchObject({ created: 0, existing: 0, skipped: 2 });
    expect(december.json().message).toBe(
      'Nothing to create for December 2025. 2 tenants did not live here in December 2025.',
    );

    // One tenant's bill (from their details) follows the same rule.
    const lateMarch = await generate(landlord, {
      month: 'March',
      year: 2026,
      dueDate: '2026-03-05',
      tenantId: late.user.id,
    });
    expect(lateMarch.json()).toMatchObject({ created: 0, skipped: 1 });
  });

  it('the migration turns every tenant of an older database into an active tenancy, apartments open', async () => {
    const db = t.database.db;
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo('0013-units')).error).toBeUndefined();
    const landlord = await registerLandlordRaw(db);
    const tenantId = newId();
    await db
      .insertInto('users')
      .values({
        id: tenantId,
        name: 'Older Tenant',
        email: `older-${tenantId}@example.com`,
        password_hash: 'x',
        role: 'Tenant',
        apartment_id: landlord.apartmentId,
        national_id: `OLD-${tenantId.slice(-8)}`,
        primary_phone: '+254700000009',
        secondary_phone: null,
        building_name: null,
        date_moved_in: '2025-06-01',
        token_version: 0,
        created_at: '2025-06-01T08:00:00.000Z',
      })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const [tenancy] = await tenanciesOf(tenantId);
    expect(tenancy).toMatchObject({ status: 'active', unit_id: null, move_in_date: '2025-06-01' });
    expect(Number(tenancy.rent_cents)).toBe(900_000);
    const apartment = await db
      .selectFrom('apartments')
      .select('join_policy')
      .where('id', '=', landlord.apartmentId)
      .executeTakeFirstOrThrow();
    expect(apartment.join_policy).toBe('open');
  });
});

/** An apartment written as the schema of 0013 had it (before join policies), rent KSH 9,000. */
async function registerLandlordRaw(db: TestApp['database']['db']) {
  const landlordId = newId();
  const apartmentId = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: landlordId,
      name: 'Older Landlord',
      email: `older-landlord-${landlordId}@example.com`,
      password_hash: 'x',
      role: 'Landlord',
      apartment_id: null,
      national_id: `OLDL-${landlordId.slice(-8)}`,
      primary_phone: '+254700000008',
      secondary_phone: null,
      building_name: null,
      date_moved_in: null,
      token_version: 0,
      created_at: now,
    })
    .execute();
  // join_policy does not exist yet at 0013: only the older columns are written.
  await (db as unknown as import('kysely').Kysely<{ apartments: Record<string, unknown> }>)
    .insertInto('apartments')
    .values({
      id: apartmentId,
      name: `Older ${apartmentId}`,
      name_key: `older ${apartmentId}`.toLowerCase(),
      rent_cents: 900_000,
      landlord_id: landlordId,
      created_at: now,
    })
    .execute();
  await db.updateTable('users').set({ apartment_id: apartmentId }).where('id', '=', landlordId).execute();
  return { landlordId, apartmentId };
}
