import type { GenerateMonthlyBillsResponse, Tenancy } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, pay } from '../../../test/bills';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  seedTwoApartments,
  type TestApp,
} from '../../../test/helpers';
import { figuresFromEveryRow, ledgerTotalsBothWays } from '../../../test/ledger-oracle';
import { gate, untilALockIsAwaited } from '../../../test/pg-locks';
import { migrationRunner } from '../../db/database';
import { migrations } from '../../db/migrations/index';
import { addMonths, today } from '../../lib/dates';
import { monthFigures } from './figures';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Every building's kept month lines against the payments themselves, and one building's figures. */
async function agree(apartmentId: string, label: string): Promise<number> {
  const { stored, derived } = await ledgerTotalsBothWays(t.database.db);
  expect(stored, label).toEqual(derived);
  const now = today();
  const kept = (await monthFigures(t.database.db, [apartmentId], now)).get(apartmentId);
  const summed = await figuresFromEveryRow(t.database.db, apartmentId, now);
  expect(kept, label).toEqual(summed);
  return kept?.collected ?? 0;
}

describe("a building's confirmed payments per month, kept by the database (migration 0061)", () => {
  it('follow every payment recorded, confirmed, rejected, reversed, or moved, redated and deleted', async () => {
    const s = await seedTwoApartments(t.app);
    const [A, B] = [s.LA.user.apartmentId as string, s.LB.user.apartmentId as string];
    const [tenancy] = (await api(s.LA, 'GET', '/tenancies?status=active')).json() as Tenancy[];
    const record = async (amount: number, receivedAt?: string) => {
      const res = await api(s.LA, 'POST', '/payments', { tenancyId: tenancy?._id, amount, method: 'cash', receivedAt });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().payment._id as string;
    };
    const claim = async (reference: string) => {
      const res = await api(s.TA1, 'POST', '/payments', { amount: 500, method: 'mpesa', reference });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().payment._id as string;
    };
    const lastMonth = `${addMonths(today().slice(0, 7), -1)}-15`;
    expect(await agree(A, 'nothing paid')).toBe(0);
    const cash = await record(700);
    expect(await agree(A, 'cash today')).toBe(70_000);
    await record(300, lastMonth);
    expect(await agree(A, 'cash last month is not collected this month')).toBe(70_000);
    const [one, two] = [await claim('QAB1234567'), await claim('QAB1234568')];
    expect(await agree(A, 'claims are not collected')).toBe(70_000);
    expect((await api(s.LA, 'POST', `/payments/${one}/confirm`)).statusCode).toBe(200);
    expect(await agree(A, 'a claim confirmed')).toBe(120_000);
    expect((await api(s.LA, 'POST', `/payments/${two}/reject`, { reason: 'Not on my statement' })).statusCode).toBe(
      200,
    );
    expect(await agree(A, 'a claim rejected')).toBe(120_000);
    expect((await api(s.LA, 'POST', `/payments/${cash}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);
    expect(await agree(A, 'the cash reversed')).toBe(50_000);

    // What no screen does, straight in the database: a payment redated to last month, moved to
    // the other building, its amount changed, then deleted. Each line moves with its rows.
    const db = t.database.db;
    await db.updateTable('payments').set({ received_at: lastMonth }).where('id', '=', one).execute();
    expect(await agree(A, 'the confirmed claim redated')).toBe(0);
    await db.updateTable('payments').set({ apartment_id: B, amount_cents: 40_000 }).where('id', '=', one).execute();
    await agree(B, 'moved to the other building, a new amount');
    await db.deleteFrom('payments').where('id', '=', one).execute();
    await agree(B, 'deleted');
  });

  it("hold every commit of a building's payments, claims, reversals and bills at once", async () => {
    const landlord = await registerLandlord(t.app);
    const building = landlord.user.apartmentId as string;
    for (let i = 0; i < 5; i += 1) await registerTenant(t.app, building);
    const month = today().slice(0, 7);
    const made = await generate(t, landlord.auth, {
      month: new Date(`${month}-15T00:00:00Z`).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
      year: Number(month.slice(0, 4)),
      dueDate: `${month}-05`,
    });
    expect(made.statusCode, made.body).toBe(201);
    const bills = (made.json() as GenerateMonthlyBillsResponse).bills;
    const first = await pay(t, landlord.auth, bills[0]?._id as string, 1_000);
    expect(first.statusCode, first.body).toBe(200);
    const reversed = (first.json() as { bill: { paymentHistory: { _id: string }[] } }).bill.paymentHistory[0]?._id;
    // On PostgreSQL each on a connection of its own, committing in whatever order.
    const results = await Promise.all([
      ...bills.flatMap((b) => [pay(t, landlord.auth, b._id, 2_000), pay(t, landlord.auth, b._id, 1_500)]),
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${reversed}/reverse`,
        headers: landlord.auth,
        payload: { reason: 'Bounced' },
      }),
      generate(t, landlord.auth, { month: 'April', dueDate: '2026-04-05' }),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await agree(building, 'after the burst')).toBe(bills.length * 3_500 * 100);
  });

  it('on PostgreSQL, takes the running-totals line before the month line at every commit', async (ctx) => {
    if (t.database.dialect !== 'postgres') ctx.skip();
    const db = t.database.db;
    const landlord = await registerLandlord(t.app);
    const building = landlord.user.apartmentId as string;
    await registerTenant(t.app, building);
    await registerTenant(t.app, building);
    const tenancies = (await api(landlord, 'GET', '/tenancies?status=active')).json() as Tenancy[];
    // A and B pay for different tenants, so neither waits for the other at a tenant's own line.
    const payment = (id: string, cents: number, tenancy = tenancies[0] as Tenancy) => ({
      id,
      apartment_id: building,
      tenancy_id: tenancy._id,
      tenant_id: tenancy.tenant._id,
      amount_cents: cents,
      method: 'cash' as const,
      received_at: today(),
      status: 'confirmed' as const,
      recorded_by: landlord.user._id,
      created_at: new Date().toISOString(),
    });
    // Both lines exist already, so each transaction waits at a line, not at making one.
    await db.insertInto('payments').values(payment('order-0', 100)).execute();

    // A's payment is its first event: it settles its month first. B's first event is a running
    // total, its payment after. Were each to lock its lines in its own events' order, A would hold
    // the month line and wait for the totals line, which B holds waiting for the month line.
    const [held, holding] = [gate(), gate()];
    const a = db.transaction().execute(async (trx) => {
      await trx.insertInto('payments').values(payment('order-a', 2_000)).execute();
      await sql`set constraints building_months_insert immediate`.execute(trx);
      holding.open();
      await held.passed;
      await trx
        .insertInto('ledger_totals')
        .values({ apartment_id: building, tenancy_id: 'order-a', charged_cents: 1 })
        .execute();
    });
    await holding.passed;
    const b = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ledger_totals')
        .values({ apartment_id: building, tenancy_id: 'order-b', charged_cents: 1 })
        .execute();
      await trx
        .insertInto('payments')
        .values(payment('order-b', 30_000, tenancies[1]))
        .execute();
    });
    await untilALockIsAwaited(db);
    held.open();
    await Promise.all([a, b]);
    const line = await db
      .selectFrom('building_months')
      .select('confirmed_cents')
      .where('apartment_id', '=', building)
      .where('month', '=', today().slice(0, 7))
      .executeTakeFirstOrThrow();
    expect(Number(line.confirmed_cents)).toBe(32_100);

    // A payment rolled back to a savepoint leaves the line as its rows are.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('payments').values(payment('order-c', 5)).execute();
      await sql`savepoint undone`.execute(trx);
      await trx.insertInto('payments').values(payment('order-d', 7)).execute();
      await sql`rollback to savepoint undone`.execute(trx);
    });
    await db.deleteFrom('ledger_totals').where('tenancy_id', 'in', ['order-a', 'order-b']).execute();
    expect(await agree(building, 'after the savepoint')).toBe(32_105);
  });

  it('starts from the payments already there when the migration runs', async () => {
    const s = await seedTwoApartments(t.app);
    const A = s.LA.user.apartmentId as string;
    const [tenancy] = (await api(s.LA, 'GET', '/tenancies?status=active')).json() as Tenancy[];
    for (const receivedAt of [today(), `${addMonths(today().slice(0, 7), -2)}-10`]) {
      const res = await api(s.LA, 'POST', '/payments', {
        tenancyId: tenancy?._id,
        amount: 900,
        method: 'cash',
        receivedAt,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const db = t.database.db;
    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    const before = names[names.indexOf('0061-building-months') - 1] as string;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('building_months');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await agree(A, 'migrated')).toBe(90_000);
  });
});
