import type { Bill, Reading } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => t.close());

/** KES 100 a m³, no fee, no minimum. */
const WATER = { bands: [{ upTo: null, rate: 100 }], fixedFee: 0, minimumCharge: 0, effectiveFrom: '2026-01-01' };

describe('two rounds of the same meters at once (docs/utilities.md)', () => {
  it('charge each house for what it used once: the last reading each reads is the one before it', async () => {
    const owner = await registerLandlord(t.app);
    const apartmentId = owner.user.apartmentId as string;
    const unit = (await api(owner, 'POST', '/units', { code: 'A1', rent: 10_000 })).json().unit;
    await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-01-01' });
    const [tenancy] = (await api(owner, 'GET', '/tenancies?status=active')).json();
    await api(owner, 'PUT', `/tenancies/${tenancy._id}`, { unitId: unit._id, rent: 10_000 });
    expect((await api(owner, 'PUT', '/utilities/rates/water', WATER)).statusCode).toBe(200);
    expect((await api(owner, 'POST', '/meters', { kind: 'water', unitId: unit._id })).statusCode).toBe(201);
    const round = (reading: number, readAt: string) =>
      api(owner, 'POST', '/meters/readings', { kind: 'water', readAt, readings: [{ unitCode: 'A1', reading }] });
    expect((await round(22, '2026-02-01')).statusCode).toBe(201);

    // The caretaker's phone sends the same round five times at once (a retry on a weak signal).
    const sent = await Promise.all(Array.from({ length: 5 }, () => round(28, '2026-02-28')));
    for (const res of sent) expect(res.statusCode, res.body).toBe(201);
    const used = sent.flatMap((res) => (res.json().readings as Reading[]).map((r) => r.consumption)).sort();
    expect(used).toEqual([0, 0, 0, 0, 6]);

    // 6 m³ at KES 100, charged once, with its one audit entry.
    const water = ((await api(owner, 'GET', '/bills/apartment')).json() as Bill[]).filter((b) => b.kind === 'water');
    expect(water.map((b) => b.amount)).toEqual([600]);
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('entity_id')
      .where('entity_id', '=', water[0]?._id as string)
      .execute();
    expect(audit).toHaveLength(1);
  });
});
