import type { CollectionReport } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';
import { tenancyOf } from '../../../test/ledger-rows';
import { migrationRunner } from '../../db/database';
import { migrations } from '../../db/migrations/index';
import { today } from '../../lib/dates';
import { computeYearFigures } from './figures';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const Y = Number(today().slice(0, 4)) - 1;

/** The building's version of its ledger (migration 0062). */
async function version(apartmentId: string): Promise<number> {
  const line = await t.database.db
    .selectFrom('ledger_building_totals')
    .select('version')
    .where('apartment_id', '=', apartmentId)
    .executeTakeFirstOrThrow();
  return Number(line.version);
}

describe("a year's figures kept per version of the building's ledger (decision 0028, migration 0062)", () => {
  it('answers as the rows stand after every change to a charge or a payment, by a screen or not', async () => {
    const landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    const tenant = await registerTenant(t.app, apartmentId);
    const tenancyId = await tenancyOf(t.database.db, tenant.user.id);
    const db = t.database.db;
    /** The report as the route gives it (asked twice: the second is the kept one) and from the rows. */
    const agrees = async (label: string) => {
      for (let i = 0; i < 2; i += 1) {
        const res = await api(landlord, 'GET', `/reports/collection?year=${Y}`);
        expect(res.statusCode, res.body).toBe(200);
        const fresh = await computeYearFigures(db, apartmentId, Y, today());
        const months = (res.json() as CollectionReport).months;
        expect(
          months.map((m) => [m.expected, m.collected, m.outstanding, m.overdue]),
          `${label} (${i === 0 ? 'first' : 'kept'})`,
        ).toEqual(
          fresh.map((m) =>
            [m.expected, m.collected, m.outstanding, m.overdue].map((c) => (c === null ? null : c / 100)),
          ),
        );
      }
    };
    await agrees('nothing yet');
    const bill = await api(landlord, 'POST', '/bills', {
      tenancyId,
      kind: 'other',
      description: 'Charge',
      amount: 10_000,
      dueDate: `${Y}-03-05`,
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const billId = bill.json().bill._id as string;
    await agrees('a charge');
    const paid = await api(landlord, 'POST', '/payments', {
      tenancyId,
      amount: 4_000,
      method: 'cash',
      receivedAt: `${Y}-03-20`,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().payment._id as string;
    await agrees('a payment');

    // Changes no screen makes, straight in the database: each one moves the version all the same.
    const before = await version(apartmentId);
    await db
      .updateTable('bills')
      .set({ due_date: `${Y}-05-05` })
      .where('id', '=', billId)
      .execute();
    await agrees('the charge falls due later');
    await db
      .updateTable('bills')
      .set({ created_at: `${Y}-02-01T06:00:00.000Z` })
      .where('id', '=', billId)
      .execute();
    await agrees('the charge made earlier');
    await db
      .updateTable('payments')
      .set({ received_at: `${Y}-07-01` })
      .where('id', '=', paymentId)
      .execute();
    await agrees('the payment received later');
    await db.updateTable('payments').set({ amount_cents: 250_000 }).where('id', '=', paymentId).execute();
    await agrees('a new amount');
    expect(await version(apartmentId)).toBeGreaterThanOrEqual(before + 4);

    expect((await api(landlord, 'POST', `/payments/${paymentId}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);
    await agrees('the payment reversed');
    expect((await api(landlord, 'POST', `/bills/${billId}/void`, { reason: 'Wrong month' })).statusCode).toBe(200);
    await agrees('the charge voided');

    // What does not change a figure leaves the version as it was: a bill's description.
    const still = await version(apartmentId);
    await db.updateTable('bills').set({ description: 'Renamed' }).where('id', '=', billId).execute();
    expect(await version(apartmentId)).toBe(still);
  });

  it('moves once a transaction on PostgreSQL, at its commit, whatever the rows', async (ctx) => {
    if (t.database.dialect !== 'postgres') ctx.skip();
    const landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    for (let i = 0; i < 4; i += 1) await registerTenant(t.app, apartmentId);
    const before = await version(apartmentId);
    const month = today().slice(0, 7);
    const made = await api(landlord, 'POST', '/bills/generate-monthly', {
      month: new Date(`${month}-15T00:00:00Z`).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
      year: Number(month.slice(0, 4)),
      dueDate: `${month}-05`,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().bills).toHaveLength(4);
    expect(await version(apartmentId)).toBe(before + 1);
    // Rows rolled back to a savepoint leave it as it was.
    await t.database.db.transaction().execute(async (trx) => {
      await sql`savepoint undone`.execute(trx);
      await trx
        .updateTable('bills')
        .set({ due_date: `${month}-06` })
        .where('apartment_id', '=', apartmentId)
        .execute();
      await sql`rollback to savepoint undone`.execute(trx);
    });
    expect(await version(apartmentId)).toBe(before + 1);
  });

  it('gives every building its line, those there before the migration too', async () => {
    const landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    expect(await version(apartmentId)).toBe(0);
    const db = t.database.db;
    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    const before = names[names.indexOf('0062-ledger-version') - 1] as string;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await db.deleteFrom('ledger_building_totals').where('apartment_id', '=', apartmentId).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { rows } = await sql<{ n: number }>`select count(*) as n from apartments
      where id not in (select apartment_id from ledger_building_totals)`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await version(apartmentId)).toBe(0);
  });
});
