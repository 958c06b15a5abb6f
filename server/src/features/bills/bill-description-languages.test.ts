import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
const call = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => t.close());

type BillJson = { _id: string; description: string; kind: string };

/** An English-speaking landlord, a tenant who chose Kiswahili, and February 2026's rent bill. */
async function februaryRent() {
  const landlord = await registerLandlord(t.app);
  const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, { locale: 'sw' });
  const made = await call(landlord, 'POST', '/bills/generate-monthly', {
    month: 'February',
    year: 2026,
    dueDate: '2026-02-05',
  });
  expect(made.statusCode, made.body).toBe(201);
  return { landlord, tenant };
}

describe('a generated bill is named in its reader’s language (docs/languages.md)', () => {
  it('the English landlord reads "Rent for February 2026" as before; the Kiswahili tenant reads it in Kiswahili', async () => {
    const { landlord, tenant } = await februaryRent();
    const [english] = (await call(landlord, 'GET', '/bills/apartment')).json() as BillJson[];
    expect(english.description).toBe('Rent for February 2026');

    const [swahili] = (await call(tenant, 'GET', '/bills/me')).json() as BillJson[];
    expect(swahili.description).toBe('Kodi ya nyumba ya Februari 2026');

    const pdf = await call(tenant, 'GET', `/bills/download/${swahili._id}`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Kodi ya nyumba ya Februari 2026');

    const bell = (await call(tenant, 'GET', '/notifications')).json() as { kind: string; body: string }[];
    expect(bell.find((n) => n.kind === 'new_bill')?.body).toContain('Kodi ya nyumba ya Februari 2026');
    expect(JSON.stringify(bell)).not.toContain('Rent for');
  });

  it('the row keeps the English words, so rows written before read the same way', async () => {
    const { tenant } = await februaryRent();
    const stored = await t.database.db
      .selectFrom('bills')
      .select('description')
      .where('tenant_id', '=', tenant.user._id)
      .executeTakeFirstOrThrow();
    expect(stored.description).toBe('Rent for February 2026');
  });

  it('a description the landlord typed stays as typed in every language', async () => {
    const { landlord, tenant } = await februaryRent();
    const [bill] = (await call(landlord, 'GET', '/bills/apartment')).json() as BillJson[];
    const edited = await call(landlord, 'PUT', `/bills/${bill._id}`, {
      amount: 15000,
      description: 'Rent for February 2026, Block A',
      dueDate: '2026-02-05',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [swahili] = (await call(tenant, 'GET', '/bills/me')).json() as BillJson[];
    expect(swahili.description).toBe('Rent for February 2026, Block A');
  });
});
