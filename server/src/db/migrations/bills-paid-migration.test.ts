import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { billsPaidAstray } from '../../../test/ledger-oracle';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0053-bills-paid';

describe('migration 0053 (each bill keeps what has been paid on it)', () => {
  it('fills every bill from its allocations, and the triggers keep it through payments, reversals and voids', async () => {
    const s = await seedTwoApartments(t.app);
    const db = t.database.db;
    // March paid in part, April unpaid, a bill in B paid in full.
    const march = await billFor(t, s.LA.auth, s.TA1.user.id);
    expect((await pay(t, s.LA.auth, march._id, 6000)).statusCode).toBe(200);
    const april = await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const inB = await billFor(t, s.LB.auth, s.TB1.user.id);
    expect((await pay(t, s.LB.auth, inB._id, inB.amount)).statusCode).toBe(200);

    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] as string)).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'bills')?.columns ?? [];
    expect(columns.map((c) => c.name)).not.toContain('paid_cents');
    // A SQLite database with planner statistics keeps them for the indexes made again.
    if (t.database.dialect === 'sqlite') await sql`analyze`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    if (t.database.dialect === 'sqlite') {
      const { rows } = await sql<{ idx: string }>`select idx from sqlite_stat1
        where idx in ('bills_apartment_tenant_stats', 'bills_apartment_live_due', 'bills_apartment_tenancy')`.execute(
        db,
      );
      expect(rows.map((r) => r.idx).sort()).toEqual([
        'bills_apartment_live_due',
        'bills_apartment_tenancy',
        'bills_apartment_tenant_stats',
      ]);
    }

    const paid = async (id: string) =>
      Number(
        (await db.selectFrom('bills').select('paid_cents').where('id', '=', id).executeTakeFirstOrThrow()).paid_cents,
      );
    expect(await paid(march._id)).toBe(600_000);
    expect(await paid(april._id)).toBe(0);
    expect(await paid(inB._id)).toBe(Math.round(inB.amount * 100));
    expect(await billsPaidAstray(db)).toEqual([]);

    // Written after the migration: more money, a reversal and a void move the kept amounts.
    const more = await pay(t, s.LA.auth, march._id, 9000);
    expect(more.statusCode).toBe(200);
    expect(await paid(march._id)).toBeGreaterThan(600_000);
    const second = await db
      .selectFrom('allocations')
      .select('payment_id')
      .where('bill_id', '=', march._id)
      .where('amount_cents', '=', 900_000)
      .executeTakeFirstOrThrow();
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${second.payment_id}/reverse`,
      headers: s.LA.auth,
      payload: { reason: 'Cheque bounced' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await paid(march._id)).toBe(600_000);
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/bills/${march._id}/void`,
      headers: s.LA.auth,
      payload: { reason: 'Billed twice' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await paid(march._id)).toBe(0);
    expect(await billsPaidAstray(db)).toEqual([]);
  });
});
