import type { GenerateMonthlyBillsResponse } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, pay } from '../../../test/bills';
import { buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';
import { ledgerTotalsBothWays } from '../../../test/ledger-oracle';
import { gate, untilALockIsAwaited } from '../../../test/pg-locks';
import { monthFigures } from './figures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe("a building's running totals in one line (migration 0059)", () => {
  it("hold the sum of its tenancies' lines when its payments, charges and voids land at once", async () => {
    const landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    const other = await registerLandlord(t.app);
    for (let i = 0; i < 6; i += 1) await registerTenant(t.app, apartmentId);
    await registerTenant(t.app, other.user.apartmentId as string);
    const march = await generate(t, landlord.auth);
    expect(march.statusCode, march.body).toBe(201);
    const bills = (march.json() as GenerateMonthlyBillsResponse).bills;

    // Two payments on each bill, another month's bills, another building's, and a void, all at
    // once: on PostgreSQL each on a connection of its own, committing in whatever order.
    const voided = bills[5]?._id as string;
    const results = await Promise.all([
      ...bills.slice(0, 5).flatMap((b) => [pay(t, landlord.auth, b._id, 4_000), pay(t, landlord.auth, b._id, 3_000)]),
      generate(t, landlord.auth, { month: 'April', dueDate: '2026-04-05' }),
      generate(t, other.auth),
      t.app.inject({
        method: 'POST',
        url: `/api/bills/${voided}/void`,
        headers: landlord.auth,
        payload: { reason: 'Wrong month' },
      }),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);

    const { stored, derived } = await ledgerTotalsBothWays(t.database.db);
    expect(stored[`${apartmentId}/*`]).toEqual(derived[`${apartmentId}/*`]);
    expect(stored).toEqual(derived);
    // Charged: the six of March less the one voided, six of April; paid 7,000 on five.
    const kes = 100;
    const rent = (bills[0]?.amount ?? 0) * kes;
    expect(stored[`${apartmentId}/*`]).toEqual([11 * rent, 10 * 3_500 * kes, 5 * 7_000 * kes, 12, 0, 0, 0]);
    const figures = (await monthFigures(t.database.db, [apartmentId], '2026-03-20')).get(apartmentId);
    expect(figures).toMatchObject({ expected: 5 * rent, collected: 0, dueLater: 6 * rent });
    // The figures' queries are compiled once a month: the next month's are April's, and the
    // owner's portfolio has the same line for the building as the building alone (the payments are
    // received today, after April's 1st, so nothing of them is brought forward).
    const april = (await monthFigures(t.database.db, [apartmentId], '2026-04-02')).get(apartmentId);
    expect(april).toMatchObject({ expected: 6 * rent, dueLater: 0, broughtForward: 5 * rent });
    const portfolio = await monthFigures(t.database.db, { ownedBy: landlord.user.id }, '2026-04-02');
    expect([...portfolio.keys()]).toEqual([apartmentId]);
    expect(portfolio.get(apartmentId)).toEqual(april);
    expect((await monthFigures(t.database.db, [apartmentId], '2026-03-20')).get(apartmentId)).toEqual(figures);
  });

  it('on PostgreSQL, keeps both of two commits at once, and not what a savepoint rolled back', async (ctx) => {
    if (t.database.dialect !== 'postgres') ctx.skip();
    const db = t.database.db;
    const landlord = await registerLandlord(t.app);
    const building = landlord.user.apartmentId as string;
    const line = (tenancy: string, cents: number) => ({
      apartment_id: building,
      tenancy_id: tenancy,
      charged_cents: cents,
    });
    // The building has its line already (B must wait at the update, not at making the line).
    await db.insertInto('ledger_totals').values(line('race-0', 1)).execute();
    // A adds its change to the line early (as its commit would) and holds the line; B commits
    // meanwhile and waits for A's lock. The line must keep both changes once A commits.
    const [held, holding] = [gate(), gate()];
    const a = db.transaction().execute(async (trx) => {
      await trx.insertInto('ledger_totals').values(line('race-a', 100)).execute();
      await sql`set constraints ledger_building_totals immediate`.execute(trx);
      holding.open();
      await held.passed;
    });
    await holding.passed;
    const b = db.transaction().execute(async (trx) => {
      await trx.insertInto('ledger_totals').values(line('race-b', 20)).execute();
    });
    // B waits at its commit for A's lock on the line.
    await untilALockIsAwaited(db);
    held.open();
    await Promise.all([a, b]);
    const charged = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_building_totals')
            .select('charged_cents')
            .where('apartment_id', '=', building)
            .executeTakeFirst()
        )?.charged_cents,
      );
    expect(await charged()).toBe(121);

    // A change rolled back to a savepoint leaves the line as its rows are.
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('ledger_totals').values(line('race-c', 5)).execute();
      await sql`savepoint undone`.execute(trx);
      await trx.insertInto('ledger_totals').values(line('race-d', 7)).execute();
      await sql`rollback to savepoint undone`.execute(trx);
    });
    expect(await charged()).toBe(126);
  });
});
