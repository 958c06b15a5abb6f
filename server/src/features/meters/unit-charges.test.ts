import type { Bill, UnitCharges } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  register,
  registerLandlord,
  registerTenant,
  type TestApp,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => t.close());

const MARCH = { month: 'March', year: 2026, dueDate: '2026-03-05' };

/** Houses A1 (let to a tenant who reads Kiswahili) and A2 (vacant). */
async function building() {
  const owner = await registerLandlord(t.app);
  const apartmentId = owner.user.apartmentId as string;
  const unitIds: Record<string, string> = {};
  for (const code of ['A1', 'A2']) {
    const res = await api(owner, 'POST', '/units', { code, rent: 10_000 });
    expect(res.statusCode, res.body).toBe(201);
    unitIds[code] = res.json().unit._id;
  }
  const tenant = await registerTenant(t.app, apartmentId, { dateMovedIn: '2026-01-01', locale: 'sw' });
  const [tenancy] = (await api(owner, 'GET', '/tenancies?status=active')).json();
  await api(owner, 'PUT', `/tenancies/${tenancy._id}`, { unitId: unitIds.A1, rent: 10_000 });
  return { owner, tenant, unitIds, tenancyId: tenancy._id as string };
}

const THREE = [
  { kind: 'service', amount: 1500 },
  { kind: 'garbage', amount: 200 },
  { kind: 'security', amount: 350.5 },
];

describe('recurring charges per house (docs/utilities.md "Recurring charges")', () => {
  it('ten generations of the same month at once make each charge once, each with one audit entry', async () => {
    const { owner, unitIds } = await building();
    await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, { charges: THREE });
    const runs = await Promise.all(
      Array.from({ length: 10 }, () => api(owner, 'POST', '/bills/generate-monthly', MARCH)),
    );
    expect(runs.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const bills = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    expect(bills.map((b) => b.kind).sort()).toEqual(['garbage', 'rent', 'security', 'service']);
    const entries = await t.database.db
      .selectFrom('audit_events')
      .select('entity_id')
      .where(
        'entity_id',
        'in',
        bills.map((b) => b._id),
      )
      .execute();
    expect(entries.map((e) => e.entity_id).sort()).toEqual(bills.map((b) => b._id).sort());
  });

  it('the owner sets them; the month’s bills carry them once, due with the rent, in both languages', async () => {
    const { owner, tenant, unitIds } = await building();
    const set = await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, { charges: THREE });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toContain('A1');
    expect((set.json().charges as UnitCharges).charges).toEqual(THREE);
    // The vacant house has charges too: they charge nobody.
    await api(owner, 'PUT', `/units/${unitIds.A2}/charges`, { charges: [{ kind: 'service', amount: 1500 }] });

    for (let run = 0; run < 2; run++) {
      const res = await api(owner, 'POST', '/bills/generate-monthly', MARCH);
      expect(res.statusCode, res.body).toBe(201);
    }
    const bills = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    const lines = bills.map((b) => [b.kind, b.amount, b.dueDate, b.unit, b.description]).sort();
    expect(lines).toEqual([
      ['garbage', 200, '2026-03-05', 'A1', 'Garbage for March 2026'],
      ['rent', 10_000, '2026-03-05', 'A1', 'Rent for March 2026'],
      ['security', 350.5, '2026-03-05', 'A1', 'Security for March 2026'],
      ['service', 1500, '2026-03-05', 'A1', 'Service charge for March 2026'],
    ]);

    // The tenant reads them in Kiswahili, on the screen, the bill's PDF and the statement's PDF.
    const mine = (await api(tenant, 'GET', '/bills/me')).json() as Bill[];
    const security = mine.find((b) => b.kind === 'security') as Bill;
    expect(security.description).toBe('Ada ya ulinzi ya Machi 2026');
    const pdf = await api(tenant, 'GET', `/bills/download/${security._id}`);
    expect(pdf.statusCode).toBe(200);
    const billText = await pdfText(pdf.rawPayload);
    expect(billText).toContain('Ada ya ulinzi ya Machi 2026');
    expect(billText).toContain('350.50');
    const statement = await api(tenant, 'GET', '/me/statement.pdf');
    expect(statement.statusCode).toBe(200);
    const statementText = await pdfText(statement.rawPayload);
    for (const words of ['Ada ya huduma ya Machi 2026', 'Ada ya taka ya Machi 2026', 'Ada ya ulinzi ya Machi 2026'])
      expect(statementText).toContain(words);

    // Each charge has its entry in the activity log, once.
    const audit = (await api(owner, 'GET', '/audit?entity=bill')).json() as { summary: string }[];
    expect(audit.filter((e) => e.summary.includes('Security for March 2026'))).toHaveLength(1);
  });

  it('charges set after a month was generated join it on the next run, once; 0 or absent removes a kind', async () => {
    const { owner, unitIds } = await building();
    await api(owner, 'POST', '/bills/generate-monthly', MARCH);
    await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, { charges: [{ kind: 'garbage', amount: 250 }] });
    await api(owner, 'POST', '/bills/generate-monthly', MARCH);
    await api(owner, 'POST', '/bills/generate-monthly', MARCH);
    let bills = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    expect(bills.filter((b) => b.kind === 'garbage').map((b) => b.amount)).toEqual([250]);

    const cleared = await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, {
      charges: [
        { kind: 'garbage', amount: 0 },
        { kind: 'service', amount: 900 },
      ],
    });
    expect(cleared.json().charges.charges).toEqual([{ kind: 'service', amount: 900 }]);
    await api(owner, 'POST', '/bills/generate-monthly', { month: 'April', year: 2026, dueDate: '2026-04-05' });
    bills = (await api(owner, 'GET', '/bills/apartment')).json() as Bill[];
    const april = bills.filter((b) => b.dueDate === '2026-04-05').map((b) => b.kind);
    expect(april.sort()).toEqual(['rent', 'service']);
    // The list shows every house, in walking order.
    const list = (await api(owner, 'GET', '/units/charges')).json() as UnitCharges[];
    expect(list.map((u) => [u.unit, u.charges])).toEqual([
      ['A1', [{ kind: 'service', amount: 900 }]],
      ['A2', []],
    ]);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const { owner, unitIds } = await building();
    await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, { charges: [{ kind: 'service', amount: 100 }] });
    for (const [charges, field] of [
      [[{ kind: 'water', amount: 100 }], 'charges.0.kind'],
      [[{ kind: 'service', amount: -1 }], 'charges.0.amount'],
      [[{ kind: 'service', amount: 1.234 }], 'charges.0.amount'],
      [[{ kind: 'service', amount: '100' }], 'charges.0.amount'],
      [
        [
          { kind: 'garbage', amount: 1 },
          { kind: 'garbage', amount: 2 },
        ],
        'charges.1.kind',
      ],
      ['none', 'charges'],
    ] as const) {
      const res = await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, { charges });
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    const kept = (await api(owner, 'GET', `/units/${unitIds.A1}/charges`)).json() as UnitCharges;
    expect(kept.charges).toEqual([{ kind: 'service', amount: 100 }]);
  });

  it('is scoped to the building: caretakers read, tenants and other owners cannot', async () => {
    const { owner, tenant, unitIds } = await building();
    await api(owner, 'PUT', `/units/${unitIds.A1}/charges`, { charges: [{ kind: 'security', amount: 500 }] });
    const { invite } = (await api(owner, 'POST', '/staff/invites', { name: 'Wanjiru' })).json();
    const caretaker = await register(t.app, {
      ...landlordPayload({ name: 'Wanjiru Kamau' }),
      role: 'Caretaker' as const,
      apartmentName: undefined,
      rentAmount: undefined,
      staffInviteCode: invite.code as string,
    });
    const read = await api(caretaker, 'GET', `/units/${unitIds.A1}/charges`);
    expect(read.statusCode).toBe(200);
    expect(read.json().charges).toEqual([{ kind: 'security', amount: 500 }]);
    const change = await api(caretaker, 'PUT', `/units/${unitIds.A1}/charges`, { charges: [] });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toMatch(/owner/);
    expect((await api(tenant, 'GET', `/units/${unitIds.A1}/charges`)).statusCode).toBe(403);
    expect((await api(tenant, 'GET', '/units/charges')).statusCode).toBe(403);
    expect((await api(tenant, 'PUT', `/units/${unitIds.A1}/charges`, { charges: [] })).statusCode).toBe(403);

    const other = await registerLandlord(t.app);
    expect((await api(other, 'GET', `/units/${unitIds.A1}/charges`)).statusCode).toBe(404);
    const foreign = await api(other, 'PUT', `/units/${unitIds.A1}/charges`, { charges: [] });
    expect(foreign.statusCode).toBe(404);
    expect((await api(other, 'GET', '/units/charges')).json()).toEqual([]);
    const still = (await api(owner, 'GET', `/units/${unitIds.A1}/charges`)).json() as UnitCharges;
    expect(still.charges).toEqual([{ kind: 'security', amount: 500 }]);
  });
});
