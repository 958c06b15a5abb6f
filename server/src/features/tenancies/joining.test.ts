import { TENANCY_PENDING, TENANCY_REJECTED } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

/** A landlord of a new apartment (approval, the default) with two units. */
async function building() {
  const landlord = await registerLandlord(t.app, { rentAmount: 12000 }, 'approval');
  const res = await call(landlord, 'POST', '/units/import', { csv: 'A1,,15000,15000\nA2,,16000,0' });
  const [a1, a2] = res.json().units as { _id: string; code: string }[];
  return { landlord, apartmentId: landlord.user.apartmentId as string, a1, a2 };
}

const pendingOf = async (landlord: Session) =>
  (await call(landlord, 'GET', '/tenancies?status=pending')).json() as { _id: string; tenant: { _id: string } }[];

describe('who may join: approval', () => {
  it('a tenant of a new apartment waits for the landlord, and meanwhile can do nothing but see that', async () => {
    const { landlord, apartmentId } = await building();
    const res = await call(null, 'POST', '/auth/register', {
      name: 'Wanjiru Kamau',
      email: `wanjiru-${Date.now()}@example.com`,
      password: 'correct horse battery',
      role: 'Tenant',
      nationalID: `W${Date.now()}`.slice(0, 12),
      primaryPhoneNumber: '+254722000010',
      apartmentId,
      dateMovedIn: '2026-02-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      `Account created. ${landlord.user.name} will approve you before you can use SafeStay.`,
    );
    expect(res.json().user.tenancyStatus).toBe('pending');
    const tenant = {
      user: res.json().user,
      token: res.json().token,
      auth: { authorization: `Bearer ${res.json().token}` },
    };

    const me = await call(tenant, 'GET', '/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().tenancy).toMatchObject({
      status: 'pending',
      landlordName: landlord.user.name,
      moveInDate: '2026-02-01',
    });
    for (const url of ['/bills/me', '/dashboard/summary', '/complaints/me', '/chats/partners', '/rules']) {
      const refused = await call(tenant, 'GET', url);
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, TENANCY_PENDING]);
    }
    // The landlord sees a join request, not a tenant: no list, count or chat partner has them yet.
    expect((await pendingOf(landlord)).map((p) => p.tenant._id)).toEqual([tenant.user.id]);
    expect((await call(landlord, 'GET', '/users/tenants')).json()).toEqual([]);
    expect((await call(landlord, 'GET', '/dashboard/summary')).json().totalTenants).toBe(0);
    expect((await call(landlord, 'GET', '/chats/partners')).json()).toEqual([]);
  });

  it('approving lets the tenant in to the unit chosen, at its rent, with what they owed on arrival billed once', async () => {
    const { landlord, apartmentId, a1 } = await building();
    const tenant = await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-03-01' });
    const [request] = await pendingOf(landlord);
    const res = await call(landlord, 'POST', `/tenancies/${request._id}/approve`, {
      unitId: a1._id,
      moveInDate: '2026-03-05',
      openingBalance: 4500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${tenant.user.name} approved into unit A1. They can use SafeStay now.`);
    expect(res.json().tenancy).toMatchObject({
      status: 'active',
      unit: { code: 'A1' },
      rent: 15000,
      deposit: 15000,
      accountRef: 'A1',
      moveInDate: '2026-03-05',
      balance: 4500,
    });
    const bills = (await call(tenant, 'GET', '/bills/me')).json();
    expect(bills).toMatchObject([
      { description: 'Opening balance', kind: 'opening_balance', amount: 4500, dueDate: '2026-03-05' },
    ]);
    // The approval is in the activity log, with who did it and what was agreed.
    const [logged] = (await call(landlord, 'GET', `/audit?entity=tenancy&entityId=${request._id}`)).json();
    expect(logged).toMatchObject({ action: 'tenancy.approved', actor: { _id: landlord.user.id, role: 'Landlord' } });
    expect(logged.summary).toBe(
      `Approved ${tenant.user.name} into A1 at KSH 15,000 a month from 2026-03-05, opening balance KSH 4,500.`,
    );
    const units = (await call(landlord, 'GET', '/units')).json();
    expect(units[0]).toMatchObject({ code: 'A1', status: 'occupied', tenant: { name: tenant.user.name } });
    const listed = (await call(landlord, 'GET', '/users/tenants')).json();
    expect(listed).toMatchObject([{ _id: tenant.user.id, unit: { code: 'A1' }, tenancyId: request._id }]);

    // Answered once: a second approval, or a rejection now, is a 409.
    expect((await call(landlord, 'POST', `/tenancies/${request._id}/approve`, {})).statusCode).toBe(409);
    expect((await call(landlord, 'POST', `/tenancies/${request._id}/reject`, { reason: 'x' })).statusCode).toBe(409);
  });

  it('approving into a lived-in unit is a 409 naming who lives there; into another building is a 404', async () => {
    const { landlord, apartmentId, a1 } = await building();
    const first = await registerTenant(t.app, apartmentId);
    await call(landlord, 'POST', `/tenancies/${(await pendingOf(landlord))[0]._id}/approve`, { unitId: a1._id });
    await registerTenant(t.app, apartmentId);
    const [second] = await pendingOf(landlord);
    const clash = await call(landlord, 'POST', `/tenancies/${second._id}/approve`, { unitId: a1._id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      `Unit A1 is occupied by ${first.user.name}. Move them out first or choose another unit.`,
    );
    // The occupied unit cannot be deactivated either.
    expect((await call(landlord, 'DELETE', `/units/${a1._id}`)).statusCode).toBe(409);

    const other = await building();
    expect((await call(other.landlord, 'POST', `/tenancies/${second._id}/approve`, {})).statusCode).toBe(404);
    expect(
      (await call(landlord, 'POST', `/tenancies/${second._id}/approve`, { unitId: other.a1._id })).statusCode,
    ).toBe(404);
    expect((await pendingOf(landlord)).length).toBe(1);
  });

  it('a rejected tenant reads the reason and can use nothing else', async () => {
    const { landlord, apartmentId } = await building();
    const tenant = await registerTenant(t.app, apartmentId);
    const [request] = await pendingOf(landlord);
    const blank = await call(landlord, 'POST', `/tenancies/${request._id}/reject`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Reason is required.');
    const res = await call(landlord, 'POST', `/tenancies/${request._id}/reject`, {
      reason: 'No vacant house this month.',
    });
    expect(res.json().message).toBe(`${tenant.user.name}'s request was turned down.`);
    const me = (await call(tenant, 'GET', '/auth/me')).json();
    expect(me.tenancy).toMatchObject({ status: 'rejected', rejectionReason: 'No vacant house this month.' });
    const refused = await call(tenant, 'GET', '/bills/me');
    expect([refused.statusCode, refused.json().code]).toEqual([403, TENANCY_REJECTED]);
    expect(await pendingOf(landlord)).toEqual([]);
    const [logged] = (await call(landlord, 'GET', `/audit?entity=tenancy&entityId=${request._id}`)).json();
    expect(logged).toMatchObject({
      action: 'tenancy.rejected',
      after: { status: 'rejected', reason: 'No vacant house this month.' },
    });
  });

  it('an open apartment lets tenants in at once (SPEC behaviour), and a tenant never manages tenancies', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    expect(tenant.user.tenancyStatus).toBe('active');
    expect((await call(tenant, 'GET', '/bills/me')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/tenancies'],
      ['GET', '/apartments/mine'],
      ['GET', '/invites'],
    ] as const) {
      expect((await call(tenant, method, url)).statusCode).toBe(403);
    }
  });

  it('the landlord sets the join policy and area; bad values name the field', async () => {
    const { landlord } = await building();
    expect((await call(landlord, 'GET', '/apartments/mine')).json()).toMatchObject({
      joinPolicy: 'approval',
      area: null,
    });
    const bad = await call(landlord, 'PUT', '/apartments/mine', { joinPolicy: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Join policy must be approval, invite_only or open.');
    const ok = await call(landlord, 'PUT', '/apartments/mine', {
      joinPolicy: 'invite_only',
      area: ' Kilimani, Nairobi ',
    });
    expect(ok.json()).toMatchObject({
      message: 'Settings saved.',
      apartment: { joinPolicy: 'invite_only', area: 'Kilimani, Nairobi' },
    });
  });
});
