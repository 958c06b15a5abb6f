import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { ledgerTotalsBothWays } from '../../../test/ledger-oracle';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0063-tenancy-bill-states';

describe('migration 0063 (each tenancy charges counted by state)', () => {
  it('counts the existing charges, and the triggers keep the counts after', async () => {
    const s = await seedTwoApartments(t.app);
    const db = t.database.db;
    // March paid in part, April untouched, May voided, and B's charge paid in full.
    const march = await billFor(t, s.LA.auth, s.TA1.user.id);
    expect((await pay(t, s.LA.auth, march._id, 6000)).statusCode).toBe(200);
    await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const may = await billFor(t, s.LA.auth, s.TA1.user.id, 'May');
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/bills/${may._id}/void`,
      headers: s.LA.auth,
      payload: { reason: 'Entered twice' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const inB = await billFor(t, s.LB.auth, s.TB1.user.id);
    expect((await pay(t, s.LB.auth, inB._id, inB.amount)).statusCode).toBe(200);

    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] as string)).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'ledger_totals')?.columns;
    expect(columns?.map((c) => c.name)).not.toContain('owing_count');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const filled = await ledgerTotalsBothWays(db);
    expect(filled.stored).toEqual(filled.derived);
    // A's tenancy: three charges made, two live, both owing, April with nothing paid.
    const line = Object.entries(filled.stored).find(([key]) => key === `${s.LA.user.apartmentId}/${march.tenancyId}`);
    expect(line?.[1].slice(3)).toEqual([3, 2, 2, 1]);

    // Written after the migration: March paid off.
    expect((await pay(t, s.LA.auth, march._id, march.amount - 6000)).statusCode).toBe(200);
    const after = await ledgerTotalsBothWays(db);
    expect(after.stored).toEqual(after.derived);
    expect(after.stored[`${s.LA.user.apartmentId}/${march.tenancyId}`]?.slice(3)).toEqual([3, 2, 1, 1]);
  });
});
