import type { LedgerPayment } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../../test/bills';
import { apiCaller, buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0038-receipts';

describe('migration 0038 (receipts kept as issued)', () => {
  it('gives every receipt issued before its figures, once, from its allocations', async () => {
    const s = await seedTwoApartments(t.app);
    const march = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
    const record = async (amount: number, receivedAt: string) =>
      (await api(s.LA, 'POST', '/payments', { tenancyId: march.tenancyId, amount, method: 'cash', receivedAt })).json()
        .payment as LedgerPayment;
    const early = await record(15000, '2026-03-01');
    const extra = await record(6000, '2026-03-10');
    const april = await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const undone = await record(1000, '2026-03-12');
    expect((await api(s.LA, 'POST', `/payments/${undone._id}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);

    // As SafeStay stood before: no receipts table, receipts drawn from today's allocations.
    const migrator = migrationRunner(t.database.db);
    const names = Object.keys(migrations).sort();
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1])).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const list = (await api(s.TA1, 'GET', '/payments')).json() as LedgerPayment[];
    const receipt = (id: string) => list.find((p) => p._id === id)?.receipt;
    // Paid before its due date: it paid March's rent and nothing is owed (never "in credit" too).
    expect(receipt(early._id)).toMatchObject({
      number: 'R-000001',
      paid: [{ billId: march._id, amount: 15000 }],
      credit: 0,
      balanceAfter: 0,
    });
    // Its money sits on April's rent now: the receipt says so, and what was owed with it.
    expect(receipt(extra._id)).toMatchObject({
      paid: [{ billId: april._id, amount: 6000 }],
      credit: 0,
      balanceAfter: 9000,
    });
    // A reversed payment: what it paid before it was undone, from the activity log.
    expect(receipt(undone._id)).toMatchObject({
      number: 'R-000003',
      paid: [{ billId: april._id, amount: 1000 }],
      credit: 0,
    });
  });
});
