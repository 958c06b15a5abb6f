import { TENANCY_ENDED } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

describe('move-out', () => {
  it('ends the tenancy: the unit is vacant, the tenant keeps their bills and loses complaints and chat', async () => {
    const landlord = await registerLandlord(t.app);
    const { unit } = (await call(landlord, 'POST', '/units', { code: 'C3', rent: 9000 })).json();
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, { dateMovedIn: '2026-01-10' });
    const [tenancy] = (await call(landlord, 'GET', '/tenancies?status=active')).json();
    // A tenant from before units existed is given their house and its rent.
    const moved = await call(landlord, 'PUT', `/tenancies/${tenancy._id}`, { unitId: unit._id, rent: 9000 });
    expect(moved.json().tenancy).toMatchObject({ unit: { code: 'C3' }, accountRef: 'C3', rent: 9000 });
    await call(landlord, 'POST', '/bills/generate-monthly', { month: 'February', year: 2026, dueDate: '2026-02-05' });
    const [bill] = (await call(tenant, 'GET', '/bills/me')).json();

    const early = await call(landlord, 'POST', `/tenancies/${tenancy._id}/end`, { moveOutDate: '2025-12-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      { field: 'moveOutDate', message: 'Move-out date cannot be before the move-in date (2026-01-10).' },
    ]);
    const res = await call(landlord, 'POST', `/tenancies/${tenancy._id}/end`, { moveOutDate: '2026-02-28' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${tenant.user.name} moved out on 28 Feb 2026. Their bills stay with them.`);
    expect(res.json().tenancy).toMatchObject({ status: 'ended', moveOutDate: '2026-02-28', balance: 9000 });
    expect((await call(landlord, 'GET', '/units')).json()[0]).toMatchObject({
      code: 'C3',
      status: 'vacant',
      tenant: null,
    });
    expect((await call(landlord, 'GET', '/users/tenants')).json()).toEqual([]);
    expect(
      (await call(landlord, 'POST', `/tenancies/${tenancy._id}/end`, { moveOutDate: '2026-02-28' })).statusCode,
    ).toBe(409);
    const log = (await call(landlord, 'GET', `/audit?entity=tenancy&entityId=${tenancy._id}`)).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(['tenancy.ended', 'tenancy.changed']);

    // Still theirs to read: bills, the bill PDF. And to claim a payment of what they owe, by M-Pesa
    // or in cash, one rule for both ways (docs/reliability.md §75). Nothing else.
    expect((await call(tenant, 'GET', '/bills/me')).json()).toHaveLength(1);
    expect((await call(tenant, 'GET', `/bills/download/${bill._id}`)).statusCode).toBe(200);
    const cash = await call(tenant, 'POST', '/bills/pay-cash', { billId: bill._id, amount: 1000 });
    expect(cash.statusCode).toBe(200);
    const mpesa = await call(tenant, 'POST', '/payments', { amount: 500, method: 'mpesa', reference: 'QWE1234567' });
    expect(mpesa.statusCode).toBe(201);
    const claims = (await call(tenant, 'GET', '/payments')).json() as { status: string; amount: number }[];
    expect(claims.map((p) => [p.status, p.amount]).sort()).toEqual([
      ['pending', 1000],
      ['pending', 500],
    ]);
    for (const [method, url] of [
      ['GET', '/complaints/me'],
      ['GET', '/chats/partners'],
      ['GET', '/dashboard/summary'],
    ] as const) {
      const refused = await call(tenant, method, url);
      expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, TENANCY_ENDED]);
    }
    // Months after the move-out are not billed to them.
    const april = await call(landlord, 'POST', '/bills/generate-monthly', {
      month: 'April',
      year: 2026,
      dueDate: '2026-04-05',
    });
    expect(april.json()).toMatchObject({ created: 0, skipped: 1 });
  });

  it('a move-out in the future is refused: it is recorded on the day', async () => {
    const landlord = await registerLandlord(t.app);
    await registerTenant(t.app, landlord.user.apartmentId as string);
    const [tenancy] = (await call(landlord, 'GET', '/tenancies?status=active')).json();
    const res = await call(landlord, 'POST', `/tenancies/${tenancy._id}/end`, { moveOutDate: '2099-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('moveOutDate');
  });
});
