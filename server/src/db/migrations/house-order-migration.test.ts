import type { Unit } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0056-house-order';

describe('migration 0056 (each house keeps its place in code order)', () => {
  it("places every building's houses, each building on its own, and the list pages in that order", async () => {
    const s = await seedTwoApartments(t.app);
    const db = t.database.db;
    const houses = {
      A: ['A10', 'A9', 'B1', 'A1', 'A2', 'C12', 'C3'],
      B: ['2', '10', '1', 'G7'],
    };
    for (const [who, codes] of [
      [s.LA, houses.A],
      [s.LB, houses.B],
    ] as const) {
      const csv = `code,label,rent,deposit\n${codes.map((c) => `${c},,9000,9000`).join('\n')}\n`;
      const res = await t.app.inject({ method: 'POST', url: '/api/units/import', headers: who.auth, payload: { csv } });
      expect(res.statusCode, res.body).toBe(201);
    }

    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] as string)).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'units')?.columns ?? [];
    expect(columns.map((c) => c.name)).not.toContain('code_rank');
    if (t.database.dialect === 'sqlite') await sql`analyze`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    if (t.database.dialect === 'sqlite') {
      const { rows } = await sql<{
        idx: string;
      }>`select idx from sqlite_stat1 where idx = 'units_apartment_rank'`.execute(db);
      expect(rows).toHaveLength(1);
    }

    const placed = async (apartmentId: string) =>
      (
        await db
          .selectFrom('units')
          .select(['code', 'code_rank'])
          .where('apartment_id', '=', apartmentId)
          .orderBy('code_rank')
          .execute()
      ).map((u) => `${u.code_rank}:${u.code}`);
    expect(await placed(s.LA.user.apartmentId as string)).toEqual(
      ['A1', 'A2', 'A9', 'A10', 'B1', 'C3', 'C12'].map((code, i) => `${i}:${code}`),
    );
    expect(await placed(s.LB.user.apartmentId as string)).toEqual(['1', '2', '10', 'G7'].map((c, i) => `${i}:${c}`));

    // Written after the migration: a house added between two keeps the order, a page at a time.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/units',
      headers: s.LA.auth,
      payload: { code: 'A3', rent: 9000, deposit: 9000 },
    });
    expect(added.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/units?limit=4', headers: s.LA.auth });
    expect((list.json() as Unit[]).map((u) => u.code)).toEqual(['A1', 'A2', 'A3', 'A9']);
  });
});
