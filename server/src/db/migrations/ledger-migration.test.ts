import type { Bill, LedgerPayment } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../../test/bills';
import { apiCaller, buildTestApp, seedTwoApartments, signInAgain, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';
import { migrationRunner } from '../database';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('migration 0017 (the ledger)', () => {
  it('turns every payment into a confirmed payment with its allocation; every bill keeps its status and remaining', async () => {
    const s = await seedTwoApartments(t.app);
    const jan = await billFor(t, s.LA.auth, s.TA1.user.id, 'January');
    const feb = await billFor(t, s.LA.auth, s.TA1.user.id, 'February');
    const other = await billFor(t, s.LB.auth, s.TB1.user.id, 'January');
    const db = t.database.db;
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo('0016-joining')).error).toBeUndefined();

    // Payments as SafeStay stored them before: a row per payment on its bill, in KES cents.
    const old = [
      { bill: jan, tenant: s.TA1, apartment: s.LA, cents: 1_500_000, at: '2026-01-03T08:00:00.000Z' },
      { bill: feb, tenant: s.TA1, apartment: s.LA, cents: 400_050, at: '2026-02-02T08:00:00.000Z' },
      { bill: feb, tenant: s.TA1, apartment: s.LA, cents: 100_000, at: '2026-02-01T08:00:00.000Z' },
      { bill: other, tenant: s.TB1, apartment: s.LB, cents: 700_000, at: '2026-01-09T08:00:00.000Z' },
    ].map((p) => ({ ...p, id: newId() }));
    for (const p of old) {
      await sql`insert into payments (id, bill_id, tenant_id, apartment_id, amount_cents, method, paid_at)
        values (${p.id}, ${p.bill._id}, ${p.tenant.user.id}, ${p.apartment.user.apartmentId}, ${p.cents}, 'Cash', ${p.at})`.execute(
        db,
      );
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await signInAgain(t.app, s.TA1, s.LA, s.LB);

    const mine = (await api(s.TA1, 'GET', '/bills/me')).json() as Bill[];
    expect(mine.find((b) => b._id === jan._id)).toMatchObject({ status: 'Paid', remainingAmount: 0, kind: 'rent' });
    expect(mine.find((b) => b._id === feb._id)).toMatchObject({ status: 'Partial', remainingAmount: 15000 - 5000.5 });
    expect(mine.find((b) => b._id === feb._id)?.paymentHistory.map((p) => p.method)).toEqual(['Cash', 'Cash']);

    // Receipts numbered per apartment in the order the money came.
    const payments = (await api(s.LA, 'GET', '/payments')).json() as LedgerPayment[];
    const byId = new Map(payments.map((p) => [p._id, p]));
    expect(byId.get(old[0].id)).toMatchObject({
      status: 'confirmed',
      receiptNumber: 'R-000001',
      method: 'cash',
      receivedAt: '2026-01-03',
    });
    expect(byId.get(old[2].id)?.receiptNumber).toBe('R-000002');
    expect(byId.get(old[1].id)).toMatchObject({
      receiptNumber: 'R-000003',
      allocations: [{ billId: feb._id, amount: 4000.5 }],
    });
    const theirs = (await api(s.LB, 'GET', '/payments')).json() as LedgerPayment[];
    expect(theirs.map((p) => p.receiptNumber)).toEqual(['R-000001']);
    // The next receipt follows on.
    const next = await api(s.LA, 'POST', '/payments', { tenancyId: jan.tenancyId, amount: 1, method: 'cash' });
    expect(next.json().payment.receiptNumber).toBe('R-000004');
  });
});
