import type { Bill, Meter, Reading } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  register,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => t.close());

/** Nairobi-like water: 0–10 m³ at KES 100, above at 150, a KES 50 fee, at least KES 200. */
const WATER = {
  bands: [
    { upTo: 10, rate: 100 },
    { upTo: null, rate: 150 },
  ],
  fixedFee: 50,
  minimumCharge: 200,
  effectiveFrom: '2026-01-01',
};

/** A building with houses A1 and A2 (A1 let to a tenant who reads Kiswahili, A2 vacant) and a rate. */
async function building() {
  const owner = await registerLandlord(t.app);
  const apartmentId = owner.user.apartmentId as string;
  const unitIds: Record<string, string> = {};
  for (const code of ['A1', 'A2', 'A3']) {
    const res = await api(owner, 'POST', '/units', { code, rent: 10_000 });
    expect(res.statusCode, res.body).toBe(201);
    unitIds[code] = res.json().unit._id;
  }
  const tenant = await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-01-01', locale: 'sw' });
  const [tenancy] = (await api(owner, 'GET', '/tenancies?status=active')).json();
  await api(owner, 'PUT', `/tenancies/${tenancy._id}`, { unitId: unitIds.A1, rent: 10_000 });
  expect((await api(owner, 'PUT', '/utilities/rates/water', WATER)).statusCode).toBe(200);
  return { owner, tenant, unitIds, tenancyId: tenancy._id as string };
}

async function meterFor(owner: Session, body: Record<string, unknown>) {
  const res = await api(owner, 'POST', '/meters', { kind: 'water', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().meter as Meter;
}

async function read(who: Session, meterId: string, reading: number, readAt: string, extra = {}) {
  return api(who, 'POST', `/meters/${meterId}/readings`, { reading, readAt, ...extra });
}

describe('water meters: readings that become charges (docs/utilities.md)', () => {
  it('the first reading sets the start; the next charges the tenant by the bands, due with the next rent', async () => {
    const { owner, tenant, unitIds } = await building();
    await api(owner, 'POST', '/bills/generate-monthly', { month: 'March', year: 2026, dueDate: '2026-03-05' });
    const meter = await meterFor(owner, { unitId: unitIds.A1, serial: 'NWC-0042' });
    expect(meter).toMatchObject({ unit: { code: 'A1' }, serial: 'NWC-0042', lastReading: null });

    const first = await read(owner, meter._id, 100, '2026-02-01');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().reading).toMatchObject({ previous: null, consumption: 0, charge: 0, charges: [] });

    const second = await read(owner, meter._id, 116.5, '2026-02-28');
    expect(second.statusCode, second.body).toBe(201);
    // 16.5 m³: 10 × 100 + 6.5 × 150 + 50 = 2,025.
    const reading = second.json().reading as Reading;
    expect(reading).toMatchObject({ previous: 100, reading: 116.5, consumption: 16.5, charge: 2025 });
    expect(reading.charges).toEqual([expect.objectContaining({ unit: 'A1', amount: 2025 })]);

    // The landlord reads the arithmetic in English; the tenant in Kiswahili; both due with March's rent.
    const bills = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    const water = bills.find((b) => b.kind === 'water') as Bill;
    expect(water).toMatchObject({ amount: 2025, dueDate: '2026-03-05', unit: 'A1' });
    expect(water.description).toBe(
      'Water 100 → 116.5 m³, used 16.5 m³ = 10 m³ × KSH 100 + 6.5 m³ × KSH 150 + fee KSH 50',
    );
    const mine = (await api(tenant, 'GET', '/bills/me')).json() as Bill[];
    const theirs = mine.find((b) => b.kind === 'water') as Bill;
    expect(theirs.description).toBe(
      'Maji 100 → 116.5 m³, matumizi 16.5 m³ = 10 m³ × Ksh\u00a0100.00 + 6.5 m³ × Ksh\u00a0150.00 + ada Ksh\u00a050.00',
    );
    const pdf = await api(tenant, 'GET', `/bills/download/${theirs._id}`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('matumizi 16.5');

    // The tenant checks their consumption.
    const consumption = (await api(tenant, 'GET', '/me/consumption')).json();
    expect(consumption).toEqual([
      expect.objectContaining({ readAt: '2026-02-28', previous: 100, reading: 116.5, consumption: 16.5, amount: 2025 }),
      expect.objectContaining({ readAt: '2026-02-01', previous: null, consumption: 0, amount: 0 }),
    ]);
    const meters = (await api(owner, 'GET', '/meters')).json() as Meter[];
    expect(meters[0]?.lastReading).toMatchObject({ reading: 116.5, readAt: '2026-02-28' });
  });

  it('refuses a lower reading unless the meter was replaced, and a reading dated before the last', async () => {
    const { owner, unitIds } = await building();
    const meter = await meterFor(owner, { unitId: unitIds.A1 });
    await read(owner, meter._id, 500, '2026-02-01');
    const lower = await read(owner, meter._id, 20, '2026-03-01');
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual([expect.objectContaining({ field: 'reading' })]);
    expect(lower.json().message).toContain('500');
    const earlier = await read(owner, meter._id, 600, '2026-01-15');
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toEqual([expect.objectContaining({ field: 'readAt' })]);
    // A new meter fitted at 0: the 20 m³ since are charged (1,000 + 1,500 + 50).
    const replaced = await read(owner, meter._id, 20, '2026-03-01', { replaced: true, startReading: 0 });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().reading).toMatchObject({ previous: 0, consumption: 20, charge: 2550, replaced: true });
  });

  it('a shared meter is split by weight to the cent; a vacant house’s part charges nobody', async () => {
    const { owner, unitIds, tenancyId } = await building();
    const meter = await meterFor(owner, {
      shares: [
        { unitId: unitIds.A1, weight: 2 },
        { unitId: unitIds.A2, weight: 1 },
        { unitId: unitIds.A3, weight: 1 },
      ],
    });
    await read(owner, meter._id, 0, '2026-02-01');
    // 10.001 m³: 1,000.15 + 50 = 1,050.15, by 2:1:1 is 525.075, 262.5375, 262.5375: 525.07, 262.54, 262.54.
    const res = await read(owner, meter._id, 10.001, '2026-02-28');
    expect(res.statusCode, res.body).toBe(201);
    const reading = res.json().reading as Reading;
    expect(reading.charge).toBe(1050.15);
    expect(reading.charges).toEqual([{ billId: expect.any(String), tenancyId, unit: 'A1', amount: 525.07 }]);
    const [bill] = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    expect(bill?.description).toContain('share 2 of 4');
  });

  it('a round of the building is all or nothing, and names each wrong line', async () => {
    const { owner, unitIds } = await building();
    await meterFor(owner, { unitId: unitIds.A1 });
    await meterFor(owner, { unitId: unitIds.A2 });
    const start = await api(owner, 'POST', '/meters/readings', {
      readAt: '2026-02-01',
      readings: [
        { unitCode: 'a1', reading: 10 },
        { unitCode: 'A2', reading: 50 },
      ],
    });
    expect(start.statusCode, start.body).toBe(201);
    const before = await t.database.db.selectFrom('meter_readings').select('id').execute();

    const bad = await api(owner, 'POST', '/meters/readings', {
      readAt: '2026-02-28',
      readings: [
        { unitCode: 'A1', reading: 22 },
        { unitCode: 'A2', reading: 40 },
        { unitCode: 'A3', reading: 5 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['readings.2']);
    const worse = await api(owner, 'POST', '/meters/readings', {
      readAt: '2026-02-28',
      readings: [
        { unitCode: 'A1', reading: 22 },
        { unitCode: 'A2', reading: 40 },
      ],
    });
    expect(worse.statusCode).toBe(400);
    expect(worse.json().errors).toEqual([
      { field: 'readings.1', message: expect.stringMatching(/^Line 2: The reading is lower than the last one \(50\)/) },
    ]);
    // Nothing of either round was kept, and A1's good line made no charge.
    expect(await t.database.db.selectFrom('meter_readings').select('id').execute()).toEqual(before);
    expect((await api(owner, 'GET', '/bills/apartment')).json()).toEqual([]);

    const good = await api(owner, 'POST', '/meters/readings', {
      readAt: '2026-02-28',
      readings: [
        { unitCode: 'A1', reading: 22 },
        { unitCode: 'A2', reading: 55 },
      ],
    });
    expect(good.statusCode, good.body).toBe(201);
    // A1 (let) is charged 12 m³: 1,000 + 300 + 50; A2 is vacant: its reading is kept, charging nobody.
    expect(good.json().readings.map((r: Reading) => [r.consumption, r.charge, r.charges.length])).toEqual([
      [12, 1350, 1],
      [5, 550, 0],
    ]);
  });

  it('a round charges a house twice when it also shares a meter: credit pays the first, each charge its own news', async () => {
    const { owner, tenant, unitIds, tenancyId } = await building();
    await meterFor(owner, { unitId: unitIds.A1 });
    const shared = await meterFor(owner, {
      shares: [
        { unitId: unitIds.A1, weight: 1 },
        { unitId: unitIds.A2, weight: 1 },
      ],
    });
    const start = await api(owner, 'POST', '/meters/readings', {
      readAt: '2026-02-01',
      readings: [
        { unitCode: 'A1', reading: 10 },
        { meterId: shared._id, reading: 0 },
      ],
    });
    expect(start.statusCode, start.body).toBe(201);
    // KES 1,500 of credit: the own meter's 1,350 first, then 150 of the shared meter's 275.
    const paid = await api(owner, 'POST', '/payments', { tenancyId, amount: 1500, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    const before = ((await api(tenant, 'GET', '/notifications')).json() as { kind: string }[]).length;
    const round = await api(owner, 'POST', '/meters/readings', {
      readAt: '2026-02-28',
      readings: [
        { unitCode: 'A1', reading: 22 },
        { meterId: shared._id, reading: 5 },
      ],
    });
    expect(round.statusCode, round.body).toBe(201);
    expect(round.json().readings.map((r: Reading) => r.charges.map((c) => c.amount))).toEqual([[1350], [275]]);
    const water = ((await api(owner, 'GET', '/bills/apartment')).json() as Bill[]).filter((b) => b.kind === 'water');
    expect(water.map((b) => [b.amount, b.status]).sort()).toEqual([
      [1350, 'Paid'],
      [275, 'Partial'],
    ]);
    const bell = (await api(tenant, 'GET', '/notifications')).json() as { kind: string }[];
    expect(bell.length - before).toBe(2);
  });

  it('the owner corrects a reading: its charge is voided and remade, and the next reading follows', async () => {
    const { owner, unitIds } = await building();
    const meter = await meterFor(owner, { unitId: unitIds.A1 });
    await read(owner, meter._id, 0, '2026-01-01');
    const wrong = (await read(owner, meter._id, 30, '2026-01-31')).json().reading as Reading;
    const next = (await read(owner, meter._id, 40, '2026-02-28')).json().reading as Reading;
    expect([wrong.charge, next.charge]).toEqual([4050, 1050]);

    const res = await api(owner, 'PUT', `/meters/${meter._id}/readings/${wrong._id}`, {
      reading: 20,
      reason: 'Misread the dial',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reading).toMatchObject({
      reading: 20,
      consumption: 20,
      charge: 2550,
      correctionReason: 'Misread the dial',
    });
    const readings = (await api(owner, 'GET', `/meters/${meter._id}/readings`)).json() as Reading[];
    expect(readings.map((r) => [r.reading, r.previous, r.consumption, r.charge])).toEqual([
      [40, 20, 20, 2550],
      [20, 0, 20, 2550],
      [0, null, 0, 0],
    ]);
    const bills = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    expect(bills.filter((b) => !b.voidedAt).map((b) => b.amount)).toEqual([2550, 2550]);
    expect(
      bills
        .filter((b) => b.voidedAt)
        .map((b) => [b.amount, b.voidReason])
        .sort(),
    ).toEqual([
      [1050, 'Misread the dial'],
      [4050, 'Misread the dial'],
    ]);
    // The corrected figure cannot pass the reading after it.
    const above = await api(owner, 'PUT', `/meters/${meter._id}/readings/${wrong._id}`, { reading: 45, reason: 'x' });
    expect(above.statusCode).toBe(400);
  });

  it('a reading with no rate set is refused in words; another building’s meter is not found', async () => {
    const { owner, unitIds } = await building();
    const meter = await meterFor(owner, { unitId: unitIds.A1, kind: 'electricity' });
    await read(owner, meter._id, 1000, '2026-02-01');
    const noRate = await read(owner, meter._id, 1100, '2026-02-28');
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json()).toMatchObject({ code: 'no_rate' });
    expect(noRate.json().message).toContain('electricity');
    const other = await registerLandlord(t.app);
    expect((await read(other, meter._id, 1100, '2026-02-28')).statusCode).toBe(404);
    expect((await api(other, 'GET', `/meters/${meter._id}/readings`)).statusCode).toBe(404);
  });

  it('caretakers record readings; only the owner adds meters, sets rates and corrects; tenants read their own', async () => {
    const { owner, tenant, unitIds } = await building();
    const meter = await meterFor(owner, { unitId: unitIds.A1 });
    const { invite } = (await api(owner, 'POST', '/staff/invites', { name: 'Wanjiru' })).json();
    const caretaker = await register(t.app, {
      ...landlordPayload({ name: 'Wanjiru Kamau' }),
      role: 'Caretaker' as const,
      apartmentName: undefined,
      rentAmount: undefined,
      staffInviteCode: invite.code as string,
    });
    const first = await read(caretaker, meter._id, 5, '2026-02-01');
    expect(first.statusCode, first.body).toBe(201);
    expect((await api(caretaker, 'GET', '/meters')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/meters', { kind: 'water', unitId: unitIds.A2 }],
      ['PUT', '/utilities/rates/water', WATER],
      ['PUT', `/meters/${meter._id}/readings/${first.json().reading._id}`, { reading: 6, reason: 'x' }],
    ] as const) {
      const refused = await api(caretaker, method, url, body);
      expect([url, refused.statusCode]).toEqual([url, 403]);
      expect(refused.json().message).toMatch(/owner/);
    }
    expect((await api(tenant, 'GET', '/meters')).statusCode).toBe(403);
    expect((await read(tenant, meter._id, 9, '2026-02-28')).statusCode).toBe(403);
    expect((await api(owner, 'GET', '/me/consumption')).statusCode).toBe(403);
  });

  it('refuses bad input with the field named, and rates whose bands do not climb', async () => {
    const { owner, unitIds } = await building();
    const meter = await meterFor(owner, { unitId: unitIds.A1 });
    const decimals = await read(owner, meter._id, 1.0001, '2026-02-01');
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().message).toContain('three decimals');
    const bands = await api(owner, 'PUT', '/utilities/rates/water', {
      bands: [
        { upTo: 10, rate: 100 },
        { upTo: 5, rate: 120 },
        { upTo: null, rate: 150 },
      ],
    });
    expect(bands.statusCode).toBe(400);
    const open = await api(owner, 'PUT', '/utilities/rates/water', { bands: [{ upTo: 10, rate: 100 }] });
    expect(open.statusCode).toBe(400);
    const both = await api(owner, 'POST', '/meters', { kind: 'water', unitId: unitIds.A2, shares: [] });
    expect(both.statusCode).toBe(400);
    const twice = await api(owner, 'POST', '/meters', { kind: 'water', unitId: unitIds.A1 });
    expect(twice.statusCode).toBe(409);
    const rates = (await api(owner, 'GET', '/utilities/rates')).json();
    expect(rates.current).toEqual([expect.objectContaining({ kind: 'water', fixedFee: 50, minimumCharge: 200 })]);
  });
});
