import type { OwnedApartment, Portfolio } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../../db/database';
import { migrations } from '../../db/migrations/index';
import { today } from '../../lib/dates';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** What the buildings list says of each building: its houses in use and its houses let. */
async function listed(owner: Session): Promise<Record<string, [number, number]>> {
  const owned = (await api(owner, 'GET', '/apartments/owned')).json() as OwnedApartment[];
  return Object.fromEntries(owned.map((a) => [a._id, [a.units, a.occupied]]));
}

/** The same two numbers counted from the rows themselves. */
async function counted(apartmentId: string): Promise<[number, number]> {
  const db = t.database.db;
  const units = await db
    .selectFrom('units')
    .where('apartment_id', '=', apartmentId)
    .where('active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const occupied = await db
    .selectFrom('tenancies')
    .where('apartment_id', '=', apartmentId)
    .where('status', '=', 'active')
    .where('unit_id', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return [Number(units.n), Number(occupied.n)];
}

/** What the portfolio says waits to be confirmed in each of the owner's buildings. */
async function waiting(owner: Session): Promise<Record<string, number>> {
  const portfolio = (await api(owner, 'GET', '/dashboard/portfolio')).json() as Portfolio;
  return Object.fromEntries(portfolio.buildings.map((b) => [b._id, b.toConfirm]));
}

/** The claims waiting counted from the payments themselves. */
async function pending(apartmentId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('payments')
    .where('apartment_id', '=', apartmentId)
    .where('status', '=', 'pending')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("a building's houses, houses let and claims waiting, kept by the database (migrations 0058, 0060)", () => {
  it('follow every house added, imported, retired or moved and every tenant let in, moved or out', async () => {
    const s = await seedTwoApartments(t.app);
    const [A, B] = [s.LA.user.apartmentId as string, s.LB.user.apartmentId as string];
    const step = async (expected: [number, number], label: string) => {
      expect((await listed(s.LA))[A], label).toEqual(expected);
      expect(await counted(A), label).toEqual(expected);
    };
    await step([0, 0], 'two tenants, no houses yet');

    const unit = async (code: string) =>
      ((await api(s.LA, 'POST', '/units', { code, rent: 9_000 })).json() as { unit: { _id: string } }).unit._id;
    const [k1, k2] = [await unit('K1'), await unit('K2')];
    const imported = await api(s.LA, 'POST', '/units/import', {
      csv: 'code,label,rent,deposit\nK3,,9000,9000\nK4,,9000,9000\n',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    await step([4, 0], 'four houses');

    const tenancies = (await api(s.LA, 'GET', '/tenancies?status=active')).json() as { _id: string }[];
    const [one, two] = tenancies.map((x) => x._id) as [string, string];
    expect((await api(s.LA, 'PUT', `/tenancies/${one}`, { unitId: k1 })).statusCode).toBe(200);
    expect((await api(s.LA, 'PUT', `/tenancies/${two}`, { unitId: k2 })).statusCode).toBe(200);
    await step([4, 2], 'two let');
    const k3 = await unit('K5');
    expect((await api(s.LA, 'PUT', `/tenancies/${two}`, { unitId: k3 })).statusCode).toBe(200);
    await step([5, 2], 'a tenant moved to a new house');
    expect((await api(s.LA, 'DELETE', `/units/${k2}`)).statusCode).toBe(200);
    await step([4, 2], 'the empty house retired');
    expect((await api(s.LA, 'PUT', `/units/${k2}`, { code: 'K2', rent: 9_000, status: 'vacant' })).statusCode).toBe(
      200,
    );
    await step([5, 2], 'and brought back');
    expect((await api(s.LA, 'POST', `/tenancies/${one}/end`, { moveOutDate: today() })).statusCode).toBe(200);
    await step([5, 1], 'one moved out');
    expect((await api(s.LA, 'PUT', `/tenancies/${two}`, { unitId: null })).statusCode).toBe(200);
    await step([5, 0], 'the other without a house');

    // What no screen does yet, straight in the database: a house moved to another building, a
    // tenancy moved with it, and a house deleted. Each building's line moves with its rows.
    const db = t.database.db;
    expect((await api(s.LA, 'PUT', `/tenancies/${two}`, { unitId: k1 })).statusCode).toBe(200);
    await db.updateTable('units').set({ apartment_id: B }).where('id', '=', k1).execute();
    await db.updateTable('tenancies').set({ apartment_id: B }).where('id', '=', two).execute();
    await db.deleteFrom('units').where('id', '=', k3).execute();
    await step([3, 0], 'a house and its tenant gone to the other building, one deleted');
    expect((await listed(s.LB))[B]).toEqual([1, 1]);
    expect(await counted(B)).toEqual([1, 1]);
  });

  it('follow every claim made, confirmed, rejected, or moved and deleted in the database', async () => {
    const s = await seedTwoApartments(t.app);
    const [A, B] = [s.LA.user.apartmentId as string, s.LB.user.apartmentId as string];
    const step = async (expected: number, label: string) => {
      expect((await waiting(s.LA))[A], label).toBe(expected);
      expect(await pending(A), label).toBe(expected);
    };
    const claim = async (who: Session, reference: string) => {
      const res = await api(who, 'POST', '/payments', { amount: 500, method: 'mpesa', reference });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().payment._id as string;
    };
    await step(0, 'nothing claimed');
    const [one, two, three] = [
      await claim(s.TA1, 'QAB1234567'),
      await claim(s.TA2, 'QAB1234568'),
      await claim(s.TA1, 'QAB1234569'),
    ];
    await step(3, 'three claims');
    const [tenancy] = (await api(s.LA, 'GET', '/tenancies?status=active')).json() as { _id: string }[];
    const cash = await api(s.LA, 'POST', '/payments', { tenancyId: tenancy?._id, amount: 700, method: 'cash' });
    expect(cash.statusCode, cash.body).toBe(201);
    await step(3, 'cash the landlord records waits for nobody');
    expect((await api(s.LA, 'POST', `/payments/${one}/confirm`)).statusCode).toBe(200);
    await step(2, 'one confirmed');
    expect((await api(s.LA, 'POST', `/payments/${two}/reject`, { reason: 'Not on my statement' })).statusCode).toBe(
      200,
    );
    await step(1, 'one rejected');
    expect((await api(s.LA, 'POST', `/payments/${one}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);
    await step(1, 'a confirmed one reversed');

    const db = t.database.db;
    await db.updateTable('payments').set({ apartment_id: B }).where('id', '=', three).execute();
    await step(0, 'the claim moved to the other building');
    expect((await waiting(s.LB))[B]).toBe(1);
    await db.deleteFrom('payments').where('id', '=', three).execute();
    expect((await waiting(s.LB))[B]).toBe(0);
    expect(await pending(B)).toBe(0);
  });

  it('starts from the rows already there when the migration runs', async () => {
    const s = await seedTwoApartments(t.app);
    const A = s.LA.user.apartmentId as string;
    const res = await api(s.LA, 'POST', '/units/import', {
      csv: 'code,label,rent,deposit\nM1,,9000,9000\nM2,,9000,9000\n',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [tenancy] = (await api(s.LA, 'GET', '/tenancies?status=active')).json() as { _id: string }[];
    const [house] = (await api(s.LA, 'GET', '/units')).json() as { _id: string }[];
    expect((await api(s.LA, 'PUT', `/tenancies/${tenancy?._id}`, { unitId: house?._id })).statusCode).toBe(200);
    const claim = await api(s.TA1, 'POST', '/payments', { amount: 500, method: 'mpesa', reference: 'QAB7654321' });
    expect(claim.statusCode, claim.body).toBe(201);

    const db = t.database.db;
    const names = Object.keys(migrations).sort();
    const migrator = migrationRunner(db);
    const before = names[names.indexOf('0058-building-counts') - 1] as string;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('building_counts');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // Every building, this one and those of the other tests in this database.
    const { rows } = await sql<{ id: string }>`select id from apartments`.execute(db);
    for (const { id } of rows) {
      const line = await db.selectFrom('building_counts').selectAll().where('apartment_id', '=', id).executeTakeFirst();
      expect([Number(line?.units ?? 0), Number(line?.occupied ?? 0)], id).toEqual(await counted(id));
      expect(Number(line?.to_confirm ?? 0), id).toBe(await pending(id));
    }
    expect((await listed(s.LA))[A]).toEqual([2, 1]);
    expect((await waiting(s.LA))[A]).toBe(1);
  });
});
