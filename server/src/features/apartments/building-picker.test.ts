import { apartmentNameKey, ERR_MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  landlordPayload,
  registerLandlord,
  type TestApp,
  tenantPayload,
  unique,
} from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { apartmentNameSkeleton } from '../../lib/name-skeleton';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = (q: string) =>
  t.app.inject({ method: 'GET', url: `/api/apartments/available?q=${encodeURIComponent(q)}` });
const names = (res: { json(): unknown }) => (res.json() as { data: { name: string }[] }).data.map((a) => a.name);
const countApartments = async (app = t) =>
  Number(
    (
      await app.database.db
        .selectFrom('apartments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Buildings written straight to the tables, as that many free landlord sign-ups would leave them. */
async function floodBuildings(names: string[]) {
  const now = new Date().toISOString();
  await t.database.db.transaction().execute(async (trx) => {
    for (const name of names) {
      const landlordId = newId();
      const apartmentId = newId();
      await trx
        .insertInto('users')
        .values({
          id: landlordId,
          name: 'Flood',
          email: `flood-${landlordId}@example.com`,
          password_hash: 'x',
          role: 'Landlord',
          apartment_id: null,
          national_id: `F${landlordId.slice(-12)}`,
          primary_phone: '+254700000001',
          secondary_phone: null,
          building_name: null,
          date_moved_in: null,
          token_version: 0,
          created_at: now,
        })
        .execute();
      await trx
        .insertInto('apartments')
        .values({
          id: apartmentId,
          name,
          name_key: apartmentNameKey(name),
          name_skeleton: apartmentNameSkeleton(name),
          area: null,
          area_key: null,
          join_policy: 'open',
          rent_cents: 100,
          landlord_id: landlordId,
          created_at: now,
        })
        .execute();
      await trx.updateTable('users').set({ apartment_id: apartmentId }).where('id', '=', landlordId).execute();
    }
  });
}

describe('the building picker (docs/reliability.md §61)', () => {
  it('finds a building by its name or area among 1,000 registered to hide it, ten at most', async () => {
    const tag = unique();
    const real = await registerLandlord(t.app, { apartmentName: `Sunrise Court ${tag}` });
    const area = await t.app.inject({
      method: 'PUT',
      url: '/api/apartments/mine',
      headers: real.auth,
      payload: { area: `Kilimani ${tag}` },
    });
    expect(area.statusCode).toBe(200);
    // A thousand names that sort before it, each holding its name.
    await floodBuildings(
      Array.from({ length: 1000 }, (_, i) => `A ${String(i).padStart(4, '0')} Sunrise Court ${tag}`),
    );

    // The list of the original brief is still the first 1,000 by name: the real one is not in it.
    const everything = await t.app.inject({ method: 'GET', url: '/api/apartments/available' });
    expect(everything.statusCode).toBe(200);
    expect(names(everything)).toHaveLength(1000);
    expect(names(everything)).not.toContain(`Sunrise Court ${tag}`);

    for (const q of [`Sunrise Court ${tag}`, `sunrise court ${tag.toUpperCase()}`, 'Sunrise', `kilimani ${tag}`]) {
      const found = await search(q);
      expect(found.statusCode, q).toBe(200);
      expect(names(found).length, q).toBeLessThanOrEqual(10);
      expect(names(found)[0], q).toBe(`Sunrise Court ${tag}`);
      expect((found.json() as { data: unknown[] }).data[0]).toMatchObject({
        _id: real.user.apartmentId,
        area: `Kilimani ${tag}`,
        rentAmount: 15000,
      });
    }
    // Part of a name anywhere finds it too, after the names that start with it.
    expect(names(await search('rise court'))).toHaveLength(10);
  });

  it('answers 400 naming q for fewer than three characters, and treats % and _ as letters', async () => {
    for (const q of ['', 'ab', '  ab  ']) {
      const res = await search(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().message).toBe('Search (q) needs at least 3 characters.');
    }
    await registerLandlord(t.app, { apartmentName: `Plain Name ${unique()}` });
    const wildcards = await search('%%%');
    expect(wildcards.statusCode).toBe(200);
    expect(names(wildcards)).toEqual([]);
    expect(names(await search('___'))).toEqual([]);
  });
});

describe('buildings one address may create (docs/reliability.md §62)', () => {
  it('refuses a landlord sign-up past the day’s limit from one address, with nothing written', async () => {
    const limited = await buildTestApp(undefined, { buildingRateLimit: 3 });
    try {
      const from = (address: string, payload: object) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: address });
      for (let i = 0; i < 3; i += 1) expect((await from('41.90.0.1', landlordPayload())).statusCode).toBe(201);
      const before = await countApartments(limited);
      const refused = await from('41.90.0.1', landlordPayload());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(ERR_MSG.tooManyBuildings);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await countApartments(limited)).toBe(before);
      // Tenants from the same address, and landlords from another, still sign up.
      const apartmentId = (await limited.database.db.selectFrom('apartments').select('id').executeTakeFirstOrThrow())
        .id;
      expect((await from('41.90.0.1', tenantPayload(apartmentId))).statusCode).toBe(201);
      expect((await from('41.90.0.2', landlordPayload())).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
