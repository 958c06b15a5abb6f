import { REPORT_MSG, type RentalIncome, type Tenancy } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../test/bills';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  register,
  registerTenant,
  type Session,
  seedTwoApartments,
  type TestApp,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);
const tenancies = new Map<string, string>();

const acting = (who: Session, apartmentId: string): Session => ({
  ...who,
  auth: { ...who.auth, 'x-apartment-id': apartmentId } as Session['auth'],
});

async function record(who: Session, tenant: Session, amount: number, receivedAt: string, extra = {}) {
  const res = await api(who, 'POST', '/payments', {
    tenancyId: tenancies.get(tenant.user.id),
    amount,
    method: 'cash',
    receivedAt,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payment._id as string;
}

async function report(who: Session, query: string): Promise<RentalIncome> {
  const res = await api(who, 'GET', `/reports/rental-income?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function tenancyIds(who: Session) {
  const res = await api(who, 'GET', '/tenancies');
  for (const ty of res.json() as Tenancy[]) tenancies.set(ty.tenant._id, ty._id);
}

let firstPayment = '';

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
  await tenancyIds(s.LA);
  await tenancyIds(s.LB);
  expect((await generate(t, s.LA.auth)).statusCode).toBe(201);
  expect((await generate(t, s.LB.auth)).statusCode).toBe(201);
  // TA1 owes water too, due before the rent: of their 16,000 only 15,000 is rent.
  const water = await api(s.LA, 'POST', '/bills', {
    tenancyId: tenancies.get(s.TA1.user.id),
    kind: 'water',
    description: 'Water February',
    amount: 1000,
    dueDate: '2026-03-01',
  });
  expect(water.statusCode, water.body).toBe(201);
  firstPayment = await record(s.LA, s.TA1, 16_000, '2026-03-06');
  // TA2 pays 20,000: 15,000 rent and 5,000 credit, which is not rent until it pays some.
  await record(s.LA, s.TA2, 20_000, '2026-03-31');
  // Paid on 1 April: April's report, not March's.
  await record(s.LB, s.TB1, 15_000, '2026-04-01');
});
afterAll(async () => t.close());

describe('GET /reports/rental-income (docs/reports.md)', () => {
  it("counts rent received in the month by received date, per unit, with the rate of the day and the 20th's due date", async () => {
    const r = await report(s.LA, 'year=2026&month=3');
    expect(r).toMatchObject({
      year: 2026,
      month: 3,
      scope: 'building',
      gross: 30_000,
      rate: 7.5,
      rateFrom: '2024-01-01',
      tax: 2_250,
      taxWithheld: 0,
      taxDue: 2_250,
      dueDate: '2026-04-20',
      properties: 1,
    });
    expect(r.lines.map((l) => [l.tenantName, l.received]).sort()).toEqual(
      [
        [s.TA1.user.name, 15_000],
        [s.TA2.user.name, 15_000],
      ].sort(),
    );
    expect(typeof r.drawnAt).toBe('string');
  });

  it('says a month without rent is a nil month, at the rate in force then (10% before 2024)', async () => {
    const april = await report(s.LA, 'year=2026&month=4');
    expect(april).toMatchObject({ gross: 0, tax: 0, taxDue: 0, dueDate: '2026-05-20', lines: [] });
    const december2023 = await report(s.LA, 'year=2023&month=12');
    expect(december2023).toMatchObject({ gross: 0, rate: 10, rateFrom: '2016-01-01', dueDate: '2024-01-20' });
    // Another landlord's April rent is not this landlord's.
    expect((await report(s.LB, 'year=2026&month=4')).gross).toBe(15_000);
  });

  it('shows tenants’ KRA PINs masked; the owner sets one alone and reveals it whole', async () => {
    const tenancyId = tenancies.get(s.TA1.user.id);
    const bad = await api(s.LA, 'PUT', `/tenancies/${tenancyId}`, { kraPin: 'A12345678Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'kraPin', message: REPORT_MSG.kraPinFormat });
    const set = await api(s.LA, 'PUT', `/tenancies/${tenancyId}`, { kraPin: 'a 123 456 789 z' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: REPORT_MSG.kraPinSaved, tenancy: { kraPin: '••••789Z' } });
    const line = (await report(s.LA, 'year=2026&month=3')).lines.find((l) => l.tenantName === s.TA1.user.name);
    expect(line?.tenantKraPin).toBe('••••789Z');
    const identity = await api(s.LA, 'GET', `/tenancies/${tenancyId}/identity`);
    expect(identity.json().kraPin).toBe('A123456789Z');
    // Another landlord cannot set it.
    expect((await api(s.LB, 'PUT', `/tenancies/${tenancyId}`, { kraPin: 'B123456789C' })).statusCode).toBe(404);
  });

  it('lets anyone set their own PIN with PUT /auth/me, refusing a malformed one by name', async () => {
    const bad = await api(s.TA2, 'PUT', '/auth/me', { kraPin: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('kraPin');
    const ok = await api(s.LA, 'PUT', '/auth/me', { kraPin: 'p051234567q' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: REPORT_MSG.kraPinSaved, user: { kraPin: 'P051234567Q' } });
    expect((await report(s.LA, 'year=2026&month=3')).landlord).toEqual({
      name: s.LA.user.name,
      kraPin: 'P051234567Q',
    });
  });

  it('counts tax a tenant withheld, recorded by the owner with its certificate; taxDue is what is left', async () => {
    const tenancyId = tenancies.get(s.TA2.user.id);
    const noCertificate = await api(s.LA, 'POST', '/payments', { tenancyId, amount: 1_125, method: 'withholding' });
    expect(noCertificate.statusCode).toBe(400);
    expect(noCertificate.json().errors[0]).toMatchObject({
      field: 'reference',
      message: REPORT_MSG.withholdingReference,
    });
    const claimed = await api(s.TA2, 'POST', '/payments', { amount: 1_125, method: 'withholding', reference: 'WHT1' });
    expect(claimed.statusCode).toBe(403);
    expect(claimed.json().message).toBe(REPORT_MSG.onlyOwnerWithholding);
    const recorded = await api(s.LA, 'POST', '/payments', {
      tenancyId,
      amount: 1_125,
      method: 'withholding',
      reference: 'WHT-2026-0042',
      receivedAt: '2026-03-20',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().payment).toMatchObject({ method: 'withholding', status: 'confirmed' });
    expect(recorded.json().payment.receiptNumber).toMatch(/^R-/);
    expect(await report(s.LA, 'year=2026&month=3')).toMatchObject({ tax: 2_250, taxWithheld: 1_125, taxDue: 1_125 });
  });

  it('changes with a later reversal (the figures are as payments stand now)', async () => {
    const reversed = await api(s.LA, 'POST', `/payments/${firstPayment}/reverse`, { reason: 'Bounced cheque' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const r = await report(s.LA, 'year=2026&month=3');
    expect(r).toMatchObject({ gross: 15_000, tax: 1_125, taxWithheld: 1_125, taxDue: 0 });
    expect(r.lines.map((l) => l.tenantName)).toEqual([s.TA2.user.name]);
  });

  it('sums every building the owner owns with scope=portfolio, and no one else’s', async () => {
    const created = await api(s.LB, 'POST', '/apartments', { name: `Second ${Date.now()}`, rentAmount: 8000 });
    expect(created.statusCode, created.body).toBe(201);
    const second = acting(s.LB, created.json().apartment._id);
    expect((await api(second, 'PUT', '/apartments/mine', { joinPolicy: 'open' })).statusCode).toBe(200);
    const tenant = await registerTenant(t.app, created.json().apartment._id);
    await tenancyIds(second);
    expect((await generate(t, second.auth, { month: 'April', dueDate: '2026-04-05' })).statusCode).toBe(201);
    await record(second, tenant, 8_000, '2026-04-02');
    expect((await report(s.LB, 'year=2026&month=4')).gross).toBe(15_000);
    const portfolio = await report(s.LB, 'year=2026&month=4&scope=portfolio');
    expect(portfolio).toMatchObject({ scope: 'portfolio', gross: 23_000, tax: 1_725, properties: 2 });
    expect(portfolio.lines).toHaveLength(2);
  });

  it('refuses a missing or wrong month, year or scope by name', async () => {
    for (const [query, field] of [
      ['year=2026', 'month'],
      ['year=2026&month=13', 'month'],
      ['year=2026&month=0', 'month'],
      ['month=3', 'year'],
      ['year=1999&month=3', 'year'],
      ['year=2026&month=3&scope=everything', 'scope'],
    ] as const) {
      const res = await api(s.LA, 'GET', `/reports/rental-income?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
      expect(res.json().message, query).toBeTruthy();
    }
  });

  it('is the owner’s only: tenants and caretakers are told so', async () => {
    for (const url of [
      '/reports/rental-income?year=2026&month=3',
      '/reports/rental-income.csv?year=2026&month=3',
      '/reports/rental-income.pdf?year=2026&month=3',
      '/reports/year.pdf?year=2026',
    ]) {
      const res = await api(s.TA1, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      // The same words as the collection report and the exports refuse with.
      expect(res.json().message).toBe("Only the building's owner reads reports and exports.");
    }
    const { code } = (await api(s.LA, 'POST', '/staff/invites', { name: 'Wanjiru' })).json().invite;
    const caretaker = await register(t.app, {
      ...landlordPayload({ name: 'Wanjiru Kamau' }),
      role: 'Caretaker' as const,
      apartmentName: undefined,
      rentAmount: undefined,
      staffInviteCode: code as string,
    });
    const res = await api(caretaker, 'GET', '/reports/rental-income?year=2026&month=3');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Only the building's owner reads reports and exports.");
  });
});

describe('GET /reports/rental-income.csv and .pdf', () => {
  it('writes the lines KRA asks for, with whole PINs, in cells a spreadsheet never runs', async () => {
    const renamed = await t.database.db
      .updateTable('users')
      .set({ name: '=HYPERLINK("http://evil")' })
      .where('id', '=', s.TA2.user.id)
      .execute();
    expect(renamed).toBeTruthy();
    await api(s.LA, 'PUT', `/tenancies/${tenancies.get(s.TA2.user.id)}`, { kraPin: 'A987654321B' });
    const res = await api(s.LA, 'GET', '/reports/rental-income.csv?year=2026&month=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Property,Unit,Tenant name,Tenant PIN,Month,Rent received');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")",A987654321B,2026-03,15000.00`);
  });

  it('draws the PDF for filing, with whole PINs and the due date', async () => {
    const en = await api(s.LA, 'GET', '/reports/rental-income.pdf?year=2026&month=3');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(en.rawPayload);
    expect(text).toContain('Monthly Rental Income');
    expect(text).toContain('A987654321B');
    expect(text).toContain('20 Apr 2026');
  });

  it('draws it in Kiswahili for a reader who chose it, a nil month saying a NIL return is due', async () => {
    await api(s.LA, 'PUT', '/auth/me', { locale: 'sw' });
    const sw = await api(s.LA, 'GET', '/reports/rental-income.pdf?year=2026&month=4');
    await api(s.LA, 'PUT', '/auth/me', { locale: 'en' });
    expect(sw.statusCode, sw.body).toBe(200);
    const swText = await pdfText(sw.rawPayload);
    expect(swText).toContain('Mapato ya Kodi ya Nyumba ya Mwezi');
    expect(swText).toContain('NIL');
  });

  it('draws the year pack: collected, rent roll, the twelve MRI lines, arrears at the year end', async () => {
    const pack = await api(s.LA, 'GET', '/reports/year.pdf?year=2026');
    expect(pack.statusCode, pack.body).toBe(200);
    const text = await pdfText(pack.rawPayload);
    for (const heading of ['COLLECTED PER MONTH', 'RENT ROLL PER UNIT', 'ARREARS AT 31 DEC 2026', '20 Jan 2027']) {
      expect(text).toContain(heading);
    }
    expect((await api(s.LA, 'GET', '/reports/year.pdf')).statusCode).toBe(400);
  });
});
