import type { StaffInvite, StaffMember } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../../test/bills';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  register,
  type Session,
  seedTwoApartments,
  type TestApp,
  unique,
} from '../../../test/helpers';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const acting = (who: Session, apartmentId: string): Session => ({
  ...who,
  auth: { ...who.auth, 'x-apartment-id': apartmentId } as Session['auth'],
});

async function invite(owner: Session, body: Record<string, unknown> = { name: 'Wanjiru' }) {
  const res = await api(owner, 'POST', '/staff/invites', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invite as StaffInvite;
}

/** A caretaker who signed up with the owner's invite. */
async function caretakerOf(owner: Session, name = 'Wanjiru Kamau') {
  const { code } = await invite(owner);
  return register(t.app, {
    ...landlordPayload({ name }),
    role: 'Caretaker' as const,
    apartmentName: undefined,
    rentAmount: undefined,
    staffInviteCode: code as string,
  });
}

describe('the team: caretakers (docs/team.md)', () => {
  it('invites by a single-use code, previewed before signing up; the caretaker signs up with it', async () => {
    const s = await seedTwoApartments(t.app);
    const created = await invite(s.LA, { name: 'Wanjiru', phone: '0712 345 678' });
    expect(created.code).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    expect(created.link).toContain(`/staff/join/${created.code}`);
    expect(created.phone).toBe('+254712345678');
    const open = (await api(s.LA, 'GET', '/staff/invites')).json() as StaffInvite[];
    expect(open.map((i) => [i._id, i.code])).toEqual([[created._id, null]]);

    const preview = await api(null, 'GET', `/staff/invites/${created.code}`);
    expect(preview.json()).toMatchObject({ invitedBy: s.LA.user.name, apartmentName: s.LA.user.apartmentName });

    const payload = {
      ...landlordPayload(),
      role: 'Caretaker' as const,
      apartmentName: undefined,
      rentAmount: undefined,
    };
    const without = await api(null, 'POST', '/auth/register', payload);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual([
      { field: 'staffInviteCode', message: 'A caretaker signs up with the invite code the owner shared.' },
    ]);
    const caretaker = await register(t.app, { ...payload, staffInviteCode: created.code as string });
    expect(caretaker.user).toMatchObject({ role: 'Caretaker', apartmentId: s.LA.user.apartmentId });
    // Single use.
    const again = await api(null, 'POST', '/auth/register', {
      ...landlordPayload(),
      role: 'Caretaker' as const,
      apartmentName: undefined,
      rentAmount: undefined,
      staffInviteCode: created.code,
    });
    expect(again.statusCode).toBe(400);
    expect((await api(s.LA, 'GET', '/staff/invites')).json()).toEqual([]);

    const team = (await api(s.LA, 'GET', '/staff')).json() as StaffMember[];
    expect(team.map((m) => [m._id, m.role])).toEqual([
      [s.LA.user.id, 'owner'],
      [caretaker.user.id, 'caretaker'],
    ]);
  });

  it('lets a caretaker do the day-to-day work, confirmed and in the log under their role', async () => {
    const s = await seedTwoApartments(t.app);
    const caretaker = await caretakerOf(s.LA);
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id);

    for (const url of [
      '/units',
      '/users/tenants',
      '/bills/apartment',
      '/payments',
      '/tenancies',
      '/dashboard/summary',
    ]) {
      expect((await api(caretaker, 'GET', url)).statusCode, url).toBe(200);
    }
    const tenants = (await api(caretaker, 'GET', '/users/tenants')).body;
    expect(tenants).not.toContain(s.TA1.user.nationalID);

    // Cash collected on the spot: confirmed with a receipt, never a claim.
    const cash = await api(caretaker, 'POST', '/payments', {
      tenancyId: (
        (await api(s.LA, 'GET', '/tenancies?status=active')).json() as { _id: string; tenant: { _id: string } }[]
      ).find((x) => x.tenant._id === s.TA1.user.id)?._id,
      amount: 1_000,
      method: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().payment).toMatchObject({ status: 'confirmed', receiptNumber: 'R-000001' });

    // A tenant's claim, confirmed by the caretaker.
    const claim = await api(s.TA1, 'POST', '/payments', { amount: 500, method: 'cash', billId: bill._id });
    expect(claim.statusCode, claim.body).toBe(201);
    const confirmed = await api(caretaker, 'POST', `/payments/${claim.json().payment._id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const log = (await api(s.LA, 'GET', '/audit')).json() as { actor: { _id: string; role: string } }[];
    expect(log.filter((e) => e.actor._id === caretaker.user.id).map((e) => e.actor.role)).toEqual(
      expect.arrayContaining(['Caretaker']),
    );
  });

  it('refuses a caretaker what is the owner’s, each a 403 in words', async () => {
    const s = await seedTwoApartments(t.app);
    const caretaker = await caretakerOf(s.LA);
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id);
    const [tenancy] = (await api(s.LA, 'GET', '/tenancies?status=active')).json() as { _id: string }[];
    const refused: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      [
        'create monthly bills',
        'POST',
        '/bills/generate-monthly',
        { month: 'April', year: 2026, dueDate: '2026-04-05' },
      ],
      ['void a charge', 'POST', `/bills/${bill._id}/void`, { reason: 'x' }],
      ['edit a charge', 'PUT', `/bills/${bill._id}`, { amount: 1 }],
      ['move a tenant out', 'POST', `/tenancies/${tenancy?._id}/end`, { moveOutDate: '2026-05-01' }],
      ['invite tenants', 'POST', '/invites', {}],
      ['change settings', 'PUT', '/apartments/mine', { joinPolicy: 'open' }],
      ['M-Pesa settings', 'GET', '/payments/mpesa/settings'],
      ['manage the team', 'GET', '/staff'],
      ['invite staff', 'POST', '/staff/invites', {}],
      ['reveal an ID', 'GET', `/tenancies/${tenancy?._id}/identity`],
      ['add a unit', 'POST', '/units', { code: 'Z9', rent: 1 }],
      ['the portfolio', 'GET', '/dashboard/portfolio'],
    ];
    const before = JSON.stringify(await t.database.db.selectFrom('bills').selectAll().orderBy('id').execute());
    for (const [what, method, url, body] of refused) {
      const res = await api(caretaker, method, url, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
      expect(res.json().message, what).toMatch(/\w+/);
    }
    expect(JSON.stringify(await t.database.db.selectFrom('bills').selectAll().orderBy('id').execute())).toBe(before);
  });

  it('removes a caretaker at once: their next request there is a 403, not a 401', async () => {
    const s = await seedTwoApartments(t.app);
    const caretaker = await caretakerOf(s.LA);
    expect((await api(caretaker, 'GET', '/units')).statusCode).toBe(200);
    // Another building's owner cannot touch this team.
    expect((await api(s.LB, 'DELETE', `/staff/${caretaker.user.id}`)).statusCode).toBe(404);
    const removed = await api(s.LA, 'DELETE', `/staff/${caretaker.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Wanjiru Kamau is no longer on the team. Their access ended now.');
    const next = await api(caretaker, 'GET', '/units');
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('not_your_apartment');
    // Still signed in: they can see who they are and leave.
    expect((await api(caretaker, 'GET', '/auth/me')).statusCode).toBe(200);
    expect(((await api(s.LA, 'GET', '/staff')).json() as StaffMember[]).map((m) => m.role)).toEqual(['owner']);
  });

  it('lets a landlord of another building join as caretaker, acting as one only there', async () => {
    const s = await seedTwoApartments(t.app);
    const { code } = await invite(s.LA);
    const accepted = await api(s.LB, 'POST', `/staff/invites/${code}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const there = acting(s.LB, s.LA.user.apartmentId as string);
    expect((await api(there, 'GET', '/units')).statusCode).toBe(200);
    expect((await api(there, 'POST', '/bills/generate-monthly', { month: 'April', year: 2026 })).statusCode).toBe(403);
    // At home they are still the owner.
    expect((await api(s.LB, 'GET', '/staff')).statusCode).toBe(200);
    const owned = (await api(s.LB, 'GET', '/apartments/owned')).json() as { _id: string; role: string }[];
    expect(owned.map((a) => [a._id, a.role]).sort()).toEqual(
      [
        [s.LA.user.apartmentId, 'caretaker'],
        [s.LB.user.apartmentId, 'owner'],
      ].sort(),
    );
    // The portfolio is of buildings they own only.
    const portfolio = (await api(s.LB, 'GET', '/dashboard/portfolio')).json() as { buildings: { _id: string }[] };
    expect(portfolio.buildings.map((b) => b._id)).toEqual([s.LB.user.apartmentId]);
    // Accepting twice is a conflict, in words.
    const { code: second } = await invite(s.LA);
    const twice = await api(s.LB, 'POST', `/staff/invites/${second}/accept`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already belong to this building.');
    // A withdrawn code no longer previews.
    const withdrawn = await invite(s.LA, { email: `w${unique()}@example.com` });
    expect((await api(s.LA, 'DELETE', `/staff/invites/${withdrawn._id}`)).statusCode).toBe(200);
    expect((await api(null, 'GET', `/staff/invites/${withdrawn.code}`)).statusCode).toBe(400);
  });
});
