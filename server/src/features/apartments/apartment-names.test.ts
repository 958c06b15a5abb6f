import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, landlordPayload, register, type TestApp, tenantPayload, unique } from '../../../test/helpers';
import { migrationRunner } from '../../db/database';
import { newId } from '../../lib/ids';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const countApartments = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('apartments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('look-alike building names (docs/reliability.md §63)', () => {
  const lookalikes = [
    ['Cyrillic а', 'Am\u0430ni Court'],
    ['Cyrillic о', 'Amani C\u043Eurt'],
    ['INVISIBLE TIMES U+2062', 'Amani\u2062 Court'],
    ['MONGOLIAN VOWEL SEPARATOR U+180E', 'Amani Co\u180Eurt'],
    ['COMBINING GRAPHEME JOINER U+034F', 'Am\u034Fani Court'],
    ['HANGUL FILLER U+3164 for a space', 'Amani\u3164Court'],
    ['tag characters', 'Amani Court\u{E0041}\u{E0042}\u{E007F}'],
    ['VS16', 'Amani Court\uFE0F'],
  ];

  beforeAll(async () => {
    expect((await post(landlordPayload({ apartmentName: 'Amani Court' }))).statusCode).toBe(201);
  });

  it.each(lookalikes)('refuses %s as the same building as "Amani Court"', async (_label, apartmentName) => {
    const before = await countApartments();
    const res = await post(landlordPayload({ apartmentName }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/apartment with this name already exists/);
    expect(await countApartments()).toBe(before);
  });

  it('accepts names that are really different', async () => {
    for (const apartmentName of ['Amani Courts', 'Amani Heights', 'Imani Court', 'Amani Court 2', 'Амани Корт']) {
      const res = await post(landlordPayload({ apartmentName }));
      expect(res.statusCode, apartmentName).toBe(201);
    }
  });

  it('lets only one of five look-alike names racing in', async () => {
    const base = `Baraka Flats ${unique()}`;
    const names = [base, base.replace('a', '\u0430'), `${base}\uFE0F`, base.replace(' ', '\u3164'), `${base}\u2062`];
    const results = await Promise.all(names.map((apartmentName) => post(landlordPayload({ apartmentName }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('the migration keeps two look-alike buildings that exist already, and takes no third', async () => {
    const db = t.database.db;
    // Users for the two older buildings (one building per landlord: two sign-ups that own none).
    const { id: someApartment } = await db.selectFrom('apartments').select('id').executeTakeFirstOrThrow();
    const landlords = [
      await register(t.app, tenantPayload(someApartment)),
      await register(t.app, tenantPayload(someApartment)),
    ];
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo('0027-payments-by-month-index')).error).toBeUndefined();
    const older = db as unknown as import('kysely').Kysely<{ apartments: Record<string, unknown> }>;
    const pair = ['Jua Kali Flats', 'Jua K\u0430li Flats'];
    const ids: string[] = [];
    for (const [i, name] of pair.entries()) {
      const landlord = landlords[i];
      const id = newId();
      ids.push(id);
      await older
        .insertInto('apartments')
        .values({
          id,
          name,
          name_key: name.toLowerCase(),
          rent_cents: 100,
          landlord_id: landlord.user.id,
          created_at: `2025-01-0${i + 1}T00:00:00.000Z`,
        })
        .execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = await db.selectFrom('apartments').select(['id', 'name']).where('id', 'in', ids).execute();
    expect(kept.map((a) => a.name).sort()).toEqual([...pair].sort());
    expect((await post(landlordPayload({ apartmentName: 'JUA KALI FLATS' }))).statusCode).toBe(409);
    expect((await post(landlordPayload({ apartmentName: 'Jua Kal\u0456 Flats' }))).statusCode).toBe(409);
  });
});
