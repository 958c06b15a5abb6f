import type { GenerateMonthlyBillsResponse } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, getList, snapshot } from '../../../test/bills';
import { buildTestApp, registerLandlord, seedTwoApartments, type TestApp } from '../../../test/helpers';

describe('POST /api/bills/generate-monthly', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => t.close());

  it("bills one tenant alone when asked, and never another apartment's tenant", async () => {
    const one = await generate(t, s.LA.auth, {
      month: 'May',
      year: 2026,
      dueDate: '2026-05-05',
      tenantId: s.TA2.user.id,
    });
    expect(one.statusCode).toBe(201);
    const body = one.json() as GenerateMonthlyBillsResponse;
    expect(body).toMatchObject({ created: 1, existing: 0 });
    expect(body.bills.map((b) => b.tenant._id)).toEqual([s.TA2.user.id]);
    // the rest of the building is billed later, without a second bill for TA2
    const rest = (await generate(t, s.LA.auth, { month: 'May', year: 2026, dueDate: '2026-05-05' })).json();
    expect(rest).toMatchObject({ created: 1, existing: 1 });
    const before = await snapshot(t);
    const foreign = await generate(t, s.LA.auth, {
      month: 'May',
      year: 2026,
      dueDate: '2026-05-05',
      tenantId: s.TB1.user.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot(t)).toBe(before);
  });

  it('creates one bill per tenant at the apartment rent, and a repeat creates none', async () => {
    const first = await generate(t, s.LA.auth, { month: 'January', year: 2026, dueDate: '2026-01-05' });
    expect(first.statusCode).toBe(201);
    const body = first.json() as GenerateMonthlyBillsResponse;
    expect(body.created).toBe(2);
    expect(body.existing).toBe(0);
    expect(body.bills.map((b) => b.tenant.name).sort()).toEqual([s.TA1.user.name, s.TA2.user.name].sort());
    for (const bill of body.bills) {
      expect(bill).toMatchObject({
        description: 'Rent for January 2026',
        amount: 15000,
        remainingAmount: 15000,
        dueDate: '2026-01-05',
        status: 'Pending',
        paymentHistory: [],
        paymentDate: null,
      });
    }

    const again = await generate(t, s.LA.auth, { month: 'January', year: 2026, dueDate: '2026-01-09' });
    expect(again.statusCode).toBe(201);
    const repeat = again.json() as GenerateMonthlyBillsResponse;
    expect(repeat.created).toBe(0);
    expect(repeat.existing).toBe(2);
    expect(repeat.message).toMatch(/already/);
    const all = await getList(t, s.LA.auth, '/api/bills/apartment');
    expect(all.filter((b) => b.description === 'Rent for January 2026')).toHaveLength(2);
    // Apartment B is untouched.
    expect(await getList(t, s.LB.auth, '/api/bills/apartment')).toEqual([]);
  });

  it('20 simultaneous generations still give exactly one bill per tenant', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => generate(t, s.LA.auth, { month: 'February', year: 2026 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const created = results.reduce((sum, r) => sum + (r.json() as GenerateMonthlyBillsResponse).created, 0);
    expect(created).toBe(2);
    const rows = await t.database.db
      .selectFrom('bills')
      .select(['tenant_id'])
      .where('period_year', '=', 2026)
      .where('period_month', '=', 2)
      .execute();
    expect(rows.map((r) => r.tenant_id).sort()).toEqual([s.TA1.user.id, s.TA2.user.id].sort());
  });

  it('defaults the year to the current year', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bills/generate-monthly',
      headers: s.LB.auth,
      payload: { month: 'July', dueDate: '2026-07-01' },
    });
    expect(res.statusCode).toBe(201);
    const year = new Date().getFullYear();
    expect((res.json() as GenerateMonthlyBillsResponse).bills[0].description).toBe(`Rent for July ${year}`);
  });

  it('tells a landlord without tenants that nothing was created', async () => {
    const lonely = await registerLandlord(t.app);
    const res = await generate(t, lonely.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no tenants/i);
  });

  it.each([
    ['an unknown month', { month: 'Marchember' }],
    ['a lower-case month', { month: 'march' }],
    ['a month number', { month: 3 }],
    ['a year as text', { year: '2026' }],
    ['a fractional year', { year: 2026.5 }],
    ['an absurd year', { year: 99999 }],
    ['no due date', { dueDate: undefined }],
    ['an impossible due date', { dueDate: '2026-02-30' }],
    ['a due date that is not a date', { dueDate: 'tomorrow' }],
  ])('refuses %s with a 400 and changes nothing', async (_name, body) => {
    const before = await snapshot(t);
    const res = await generate(t, s.LA.auth, { month: 'May', ...body });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await snapshot(t)).toBe(before);
  });

  it('only a landlord generates (tenant 403, anonymous 401)', async () => {
    const before = await snapshot(t);
    expect((await generate(t, s.TA1.auth, { month: 'June' })).statusCode).toBe(403);
    expect((await generate(t, { authorization: '' } as never, { month: 'June' })).statusCode).toBe(401);
    expect(await snapshot(t)).toBe(before);
  });
});
