import type { MeResponse, User } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCaller, buildTestApp, registerTenant, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0021-phone-numbers';

describe('migration 0021 (phone numbers in one form)', () => {
  it('stores every number it understands as +254…, and leaves and lists the ones it does not', async () => {
    const s = await seedTwoApartments(t.app);
    const TA3 = await registerTenant(t.app, s.LA.user.apartmentId as string);
    const db = t.database.db;
    const migrator = migrationRunner(db);
    const names = Object.keys(migrations).sort();
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1])).error).toBeUndefined();

    // Numbers as SafeStay stored them before: as typed.
    const old: [User, string, string | null][] = [
      [s.LA.user, '0712 345 678', '0733-000-111'],
      [s.TA1.user, '254712345678', null],
      [s.TA2.user, '+254 112 345 678', 'call my wife'],
      [s.LB.user, 'not a phone', null],
      [TA3.user, '+254722000003', null],
    ];
    for (const [user, primary, secondary] of old) {
      await sql`update users set primary_phone = ${primary}, secondary_phone = ${secondary} where id = ${user.id}`.execute(
        db,
      );
    }

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(warn.mock.calls.map((call) => call.join(' ')).sort()).toEqual([
        `phone number not understood: user ${s.LB.user.id} "not a phone"`,
        `secondary phone number not understood: user ${s.TA2.user.id} "call my wife"`,
      ]);
    } finally {
      warn.mockRestore();
    }

    const stored = await db
      .selectFrom('users')
      .select(['id', 'primary_phone', 'secondary_phone'])
      .where(
        'id',
        'in',
        old.map(([user]) => user.id),
      )
      .execute();
    const byId = new Map(stored.map((r) => [r.id, [r.primary_phone, r.secondary_phone]]));
    expect(old.map(([user]) => byId.get(user.id))).toEqual([
      ['+254712345678', '+254733000111'],
      ['+254712345678', null],
      ['+254112345678', 'call my wife'],
      ['not a phone', null],
      ['+254722000003', null],
    ]);

    // The API answers the stored number, and the landlord's list shows it.
    const me = (await api(s.LA, 'GET', '/auth/me')).json() as MeResponse;
    expect(me.user).toMatchObject({ primaryPhoneNumber: '+254712345678', secondaryPhoneNumber: '+254733000111' });
    const tenants = (await api(s.LA, 'GET', '/users/tenants')).json() as User[];
    expect(tenants.find((u) => u._id === s.TA2.user.id)).toMatchObject({
      primaryPhoneNumber: '+254112345678',
      secondaryPhoneNumber: 'call my wife',
    });
  });
});
