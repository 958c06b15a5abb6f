import type { AddressInfo } from 'node:net';
import type { OwnedApartment, Portfolio } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import {
  apiCaller,
  buildTestApp,
  registerTenant,
  type Session,
  seedTwoApartments,
  type TestApp,
  unique,
} from '../../../test/helpers';
import { socketClients, socketOutcome } from '../../../test/sockets';

let t: TestApp;
let url = '';
const api = apiCaller(() => t.app);
const sockets = socketClients(() => url);
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => sockets.closeAll());
afterAll(async () => t.close());

/** The same person acting on another building (the X-Apartment-Id header). */
const acting = (who: Session, apartmentId: string): Session => ({
  ...who,
  auth: { ...who.auth, 'x-apartment-id': apartmentId } as Session['auth'],
});

async function secondBuilding(owner: Session, name = `Second ${unique()}`) {
  const res = await api(owner, 'POST', '/apartments', { name, area: 'Ruaka', rentAmount: 9_000 });
  expect(res.statusCode, res.body).toBe(201);
  const apartment = res.json().apartment as { _id: string; name: string };
  // Tenants come in at once, as in the other fixtures (test/helpers.ts registerLandlord).
  await api(acting(owner, apartment._id), 'PUT', '/apartments/mine', { joinPolicy: 'open' });
  return apartment;
}

describe('several buildings from one account (docs/portfolio.md)', () => {
  it('adds a building the landlord owns, listed with the first; its houses never show in the first', async () => {
    const s = await seedTwoApartments(t.app);
    const first = s.LA.user.apartmentId as string;
    const b2 = await secondBuilding(s.LA, 'Baraka Flats');
    expect(b2.name).toBe('Baraka Flats');
    const there = acting(s.LA, b2._id);

    expect((await api(there, 'POST', '/units', { code: 'K1', rent: 9_000 })).statusCode).toBe(201);
    expect((await api(there, 'POST', '/units', { code: 'K2', rent: 9_000 })).statusCode).toBe(201);
    const unitsThere = (await api(there, 'GET', '/units')).json() as { code: string }[];
    expect(unitsThere.map((u) => u.code)).toEqual(['K1', 'K2']);
    // Without the header: the default building, which has none of them.
    const unitsHere = (await api(s.LA, 'GET', '/units')).json() as { code: string }[];
    expect(unitsHere.map((u) => u.code)).not.toContain('K1');
    // The first building's tenants are not the second's.
    const tenantsThere = (await api(there, 'GET', '/tenants')).json();
    expect(JSON.stringify(tenantsThere)).not.toContain(s.TA1.user.id);

    const owned = (await api(s.LA, 'GET', '/apartments/owned')).json() as OwnedApartment[];
    expect(owned.map((a) => [a._id, a.role, a.units, a.occupied]).sort()).toEqual(
      [
        [first, 'owner', 0, 0],
        [b2._id, 'owner', 2, 0],
      ].sort(),
    );
    // A tenant owns nothing; another landlord sees only theirs.
    expect((await api(s.TA1, 'GET', '/apartments/owned')).json()).toEqual([]);
    const theirs = (await api(s.LB, 'GET', '/apartments/owned')).json() as OwnedApartment[];
    expect(theirs.map((a) => a._id)).toEqual([s.LB.user.apartmentId]);
  });

  it('refuses a taken name, a tenant, and blanks, each in words', async () => {
    const s = await seedTwoApartments(t.app);
    const b2 = await secondBuilding(s.LA);
    const taken = await api(s.LB, 'POST', '/apartments', { name: b2.name, rentAmount: 5_000 });
    expect(taken.statusCode).toBe(409);
    const tenant = await api(s.TA1, 'POST', '/apartments', { name: `T ${unique()}`, rentAmount: 5_000 });
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json().message).toBe('Only landlords can add a building.');
    const blank = await api(s.LA, 'POST', '/apartments', { name: ' ', rentAmount: 5_000 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Apartment name/);
  });

  it('answers a malformed header 400, and a building not theirs 403 whether it exists or not', async () => {
    const s = await seedTwoApartments(t.app);
    const bad = await api(acting(s.LA, 'not-an-id'), 'GET', '/units');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'bad_apartment_header' });
    const others = await api(acting(s.LA, s.LB.user.apartmentId as string), 'GET', '/units');
    const missing = await api(acting(s.LA, '0190f0f0-0000-7000-8000-000000000000'), 'GET', '/units');
    for (const res of [others, missing]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You cannot act on that building.', code: 'not_your_apartment' });
    }
    // A tenant cannot reach the landlord's other building either.
    const b2 = await secondBuilding(s.LA);
    expect((await api(acting(s.TA1, b2._id), 'GET', '/bills/me')).statusCode).toBe(403);
    // Nothing of the other building leaked into the refusals.
    expect(others.body).not.toContain(s.LB.user.name);
  });

  it('opens the building last chosen when a request names none', async () => {
    const s = await seedTwoApartments(t.app);
    const b2 = await secondBuilding(s.LA);
    const chosen = await api(s.LA, 'PUT', '/auth/me', { apartmentId: b2._id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().user.apartmentId).toBe(b2._id);
    expect((await api(s.LA, 'GET', '/apartments/mine')).json()._id).toBe(b2._id);
    expect((await api(s.LA, 'GET', '/auth/me')).json().user.apartmentId).toBe(b2._id);
    const foreign = await api(s.LA, 'PUT', '/auth/me', { apartmentId: s.LB.user.apartmentId });
    expect(foreign.statusCode).toBe(403);
    expect((await api(s.LA, 'GET', '/auth/me')).json().user.apartmentId).toBe(b2._id);
  });

  it("lets every building's tenants chat with the owner, whichever building opens first", async () => {
    const s = await seedTwoApartments(t.app);
    const b2 = await secondBuilding(s.LA);
    const tenant = await registerTenant(t.app, b2._id);
    const partners = async (who: Session) =>
      ((await api(who, 'GET', '/chats/partners')).json() as { _id: string }[]).map((p) => p._id);
    expect(await partners(tenant)).toEqual([s.LA.user.id]);
    const sent = await api(tenant, 'POST', '/chats', { receiverId: s.LA.user.id, message: 'Habari' });
    expect(sent.statusCode, sent.body).toBe(201);
    // The owner opens the second building first now: the first one's tenants keep their landlord.
    expect((await api(s.LA, 'PUT', '/auth/me', { apartmentId: b2._id })).statusCode).toBe(200);
    expect(await partners(s.TA1)).toEqual([s.LA.user.id]);
    const reply = await api(acting(s.LA, s.LA.user.apartmentId as string), 'POST', '/chats', {
      receiverId: s.TA1.user.id,
      message: 'Sawa',
    });
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('counts receipts per building: each starts at R-000001', async () => {
    const s = await seedTwoApartments(t.app);
    const b2 = await secondBuilding(s.LA);
    const there = acting(s.LA, b2._id);
    const tenant = await registerTenant(t.app, b2._id);
    const [billHere, billThere] = [
      await billFor(t, s.LA.auth, s.TA1.user.id),
      await billFor(t, there.auth, tenant.user.id),
    ];
    expect((await pay(t, s.LA.auth, billHere._id, billHere.amount)).statusCode).toBe(200);
    expect((await pay(t, there.auth, billThere._id, billThere.amount)).statusCode).toBe(200);
    const receipts = async (who: Session) =>
      ((await api(who, 'GET', '/payments')).json() as { receiptNumber: string | null }[]).map((p) => p.receiptNumber);
    expect(await receipts(s.LA)).toEqual(['R-000001']);
    expect(await receipts(there)).toEqual(['R-000001']);
    // Each building's bills list holds its own tenant's bill only.
    const listThere = JSON.stringify((await api(there, 'GET', '/bills/apartment')).json());
    expect(listThere).toContain(tenant.user.id);
    expect(listThere).not.toContain(s.TA1.user.id);
  });

  it('sums the portfolio from its buildings, to the cent; only owners see it', async () => {
    const s = await seedTwoApartments(t.app);
    const b2 = await secondBuilding(s.LA);
    const there = acting(s.LA, b2._id);
    const tenant = await registerTenant(t.app, b2._id);
    const bill = await billFor(t, there.auth, tenant.user.id);
    await pay(t, there.auth, bill._id, 1_000.25);
    await billFor(t, s.LA.auth, s.TA1.user.id);

    const res = await api(s.LA, 'GET', '/dashboard/portfolio');
    expect(res.statusCode, res.body).toBe(200);
    const portfolio = res.json() as Portfolio;
    expect(portfolio.buildings.map((b) => b._id).sort()).toEqual([s.LA.user.apartmentId, b2._id].sort());
    for (const key of ['expected', 'collected', 'overdue', 'dueSoon', 'toConfirm'] as const) {
      const cents = portfolio.buildings.reduce((sum, b) => sum + Math.round(b[key] * 100), 0);
      expect(Math.round(portfolio.totals[key] * 100), key).toBe(cents);
    }
    // Each line is what that building's own dashboard says.
    for (const b of portfolio.buildings) {
      const { money } = (await api(acting(s.LA, b._id), 'GET', '/dashboard/summary')).json();
      expect([b.expected, b.collected, b.overdue, b.dueSoon, b.toConfirm]).toEqual([
        money.expected,
        money.collected,
        money.overdue,
        money.dueSoon,
        money.toConfirm,
      ]);
      expect(money.overdue + money.dueSoon).toBeCloseTo(money.outstanding, 2);
    }
    const line = portfolio.buildings.find((b) => b._id === b2._id);
    expect(line?.overdue ?? 0).toBeCloseTo(bill.amount - 1_000.25, 2);

    for (const who of [s.TA1, tenant]) {
      const refused = await api(who, 'GET', '/dashboard/portfolio');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only a building owner sees the portfolio.');
    }
    // Another landlord's portfolio holds only their building.
    const theirs = (await api(s.LB, 'GET', '/dashboard/portfolio')).json() as Portfolio;
    expect(theirs.buildings.map((b) => b._id)).toEqual([s.LB.user.apartmentId]);
  });

  it('opens a socket for a building the person belongs to, and refuses one for another', async () => {
    const s = await seedTwoApartments(t.app);
    const b2 = await secondBuilding(s.LA);
    const mine = sockets.open(s.LA.token, { auth: { token: s.LA.token, apartmentId: b2._id } });
    expect(await socketOutcome(mine)).toBe('connected');
    const foreign = sockets.open(s.LA.token, {
      auth: { token: s.LA.token, apartmentId: s.LB.user.apartmentId },
    });
    expect(await socketOutcome(foreign)).toBe('refused: Not a member of this building');
  });
});
