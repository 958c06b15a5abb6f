import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import { ALL_TABLES, buildTestApp, seedTwoApartments, TABLE_KEYS, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0034-memberships';

/** Every row of every table there before 0034, in key order. */
async function everything(before: Set<string>) {
  const db = t.database.db;
  const tables: Record<string, unknown[]> = {};
  for (const table of ALL_TABLES.filter((name) => before.has(name))) {
    const order = TABLE_KEYS[table].join(', ');
    tables[table] = (await sql.raw(`select * from ${table} order by ${order}`).execute(db)).rows;
  }
  return tables;
}

describe('migration 0034 (memberships)', () => {
  it('makes every landlord the owner and every tenant a tenant of their building; nothing else moves', async () => {
    const s = await seedTwoApartments(t.app);
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id);
    await pay(t, s.LA.auth, bill._id, bill.amount);
    const db = t.database.db;

    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] as string)).error).toBeUndefined();
    const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
    const before = await everything(tables);
    expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
    expect(await everything(tables)).toEqual(before);
    // Later migrations may add columns; the people below use the schema as it is now.
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const members = await db
      .selectFrom('memberships')
      .select(['apartment_id', 'user_id', 'role'])
      .orderBy('user_id')
      .execute();
    const A = s.LA.user.apartmentId;
    const B = s.LB.user.apartmentId;
    expect(members).toEqual(
      [
        { apartment_id: A, user_id: s.LA.user.id, role: 'owner' },
        { apartment_id: A, user_id: s.TA1.user.id, role: 'tenant' },
        { apartment_id: A, user_id: s.TA2.user.id, role: 'tenant' },
        { apartment_id: B, user_id: s.LB.user.id, role: 'owner' },
        { apartment_id: B, user_id: s.TB1.user.id, role: 'tenant' },
      ].sort((x, y) => x.user_id.localeCompare(y.user_id)),
    );
    // And the people still use SafeStay as before.
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/me', headers: s.TA1.auth });
    expect(res.statusCode).toBe(200);
  });
});
