import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { figuresFromEveryRow, ledgerTotalsBothWays } from '../../../test/ledger-oracle';
import { monthFigures } from '../../features/ledger/figures';
import { today } from '../../lib/dates';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0045-ledger-totals';

describe('migration 0045 (the ledger running totals)', () => {
  it('fills every tenancy line from the existing rows, and the triggers keep them after', async () => {
    const s = await seedTwoApartments(t.app);
    const db = t.database.db;
    const A = s.LA.user.apartmentId as string;
    const B = s.LB.user.apartmentId as string;
    // March paid in part, April's bills out, and money beyond what is owed (credit) in B.
    const march = await billFor(t, s.LA.auth, s.TA1.user.id);
    expect((await pay(t, s.LA.auth, march._id, 6000)).statusCode).toBe(200);
    await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const inB = await billFor(t, s.LB.auth, s.TB1.user.id);
    expect((await pay(t, s.LB.auth, inB._id, inB.amount)).statusCode).toBe(200);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: s.LB.auth,
      payload: { tenancyId: inB.tenancyId, amount: 2500, method: 'cash' },
    });
    expect(extra.statusCode, extra.body).toBe(201);

    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] as string)).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('ledger_totals');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const filled = await ledgerTotalsBothWays(db);
    // Three tenancies' lines, each building's own line (migration 0059), and each building's
    // line of this month's payments (0061).
    const lines = Object.keys(filled.stored);
    expect(lines.filter((line) => !line.endsWith('/*') && !line.includes('/month '))).toHaveLength(3);
    expect(lines.filter((line) => line.endsWith('/*'))).toHaveLength(2);
    expect(lines.filter((line) => line.includes('/month '))).toHaveLength(2);
    expect(filled.stored).toEqual(filled.derived);
    const day = today();
    const figures = await monthFigures(db, [A, B], day);
    expect(figures.get(A)).toEqual(await figuresFromEveryRow(db, A, day));
    expect(figures.get(B)).toEqual(await figuresFromEveryRow(db, B, day));
    expect(figures.get(B)?.credit).toBe(250_000);

    // Written after the migration: the triggers are there.
    expect((await pay(t, s.LA.auth, march._id, 9000)).statusCode).toBe(200);
    const after = await ledgerTotalsBothWays(db);
    expect(after.stored).toEqual(after.derived);
    expect(after.stored).not.toEqual(filled.stored);
  });
});
