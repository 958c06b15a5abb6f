/**
 * The activity log reads in its reader's language (docs/languages.md "Stored words"): each entry
 * keeps its values and is drawn when read; the English summary is still stored, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { newId, nowIso } from '../../lib/ids';

let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => {
  await t.close();
});

/** Intl writes "Ksh" with a no-break space; a person reads a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function summaries(landlord: Session): Promise<string[]> {
  const res = await call(landlord, 'GET', '/audit');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { summary: string }[]).map((e) => plain(e.summary));
}

async function building() {
  const landlord = await registerLandlord(t.app);
  const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
  const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id as string;
  return { landlord, tenant, tenancyId };
}

describe('the activity log in the reader’s language', () => {
  it('reads each change in Kiswahili to a Kiswahili landlord, in English to an English one, as stored', async () => {
    const { landlord, tenant, tenancyId } = await building();
    const name = tenant.user.name;
    expect((await call(landlord, 'POST', '/payments', { tenancyId, amount: 7500, method: 'cash' })).statusCode).toBe(
      201,
    );
    const charge = await call(landlord, 'POST', '/bills', {
      tenancyId,
      kind: 'water',
      description: 'Water {meter 2}',
      amount: 800,
      dueDate: '2026-01-20',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const voided = await call(landlord, 'POST', `/bills/${charge.json().bill._id}/void`, { reason: 'Read twice' });
    expect(voided.statusCode).toBe(200);

    const english = await summaries(landlord);
    expect(english).toEqual([
      `Voided "Water {meter 2}" (KSH 800) of ${name}: "Read twice".`,
      `Charged ${name} KSH 800 for water: Water {meter 2}.`,
      expect.stringMatching(new RegExp(`^Recorded KSH 7,500 Cash from ${name}( \\(.+\\))?, receipt R-000001\\.$`)),
    ]);

    expect((await call(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    expect(await summaries(landlord)).toEqual([
      `Bili "Water {meter 2}" (Ksh 800.00) ya ${name} imefutwa: "Read twice".`,
      `${name} ametozwa Ksh 800.00 kwa maji: Water {meter 2}.`,
      expect.stringMatching(
        new RegExp(
          `^Malipo ya Ksh 7,500.00 kwa Pesa taslimu kutoka kwa ${name}( \\(.+\\))? yamerekodiwa, risiti R-000001\\.$`,
        ),
      ),
    ]);

    // The row keeps SafeStay's English, the tenant by id, for clients that read the summary.
    const rows = await t.database.db
      .selectFrom('audit_events')
      .select(['summary', 'summary_parts'])
      .where('apartment_id', '=', landlord.user.apartmentId as string)
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0].summary).toBe('Voided "Water {{meter 2}" (KSH 800) of {tenant}: "Read twice".');
    expect(rows[0].summary).not.toContain(name);
    expect(JSON.parse(rows[0].summary_parts ?? '{}')).toMatchObject({ key: 'billVoided' });
  });

  it('an entry written before its values were kept reads as it was stored, the tenant drawn by name', async () => {
    const { landlord, tenant } = await building();
    expect((await call(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    await t.database.db
      .insertInto('audit_events')
      .values({
        id: newId(),
        apartment_id: landlord.user.apartmentId as string,
        actor_id: landlord.user._id,
        actor_name: 'M-Pesa (automatic)',
        actor_role: 'Landlord',
        action: 'payment.recorded',
        entity: 'payment',
        entity_id: newId(),
        tenant_id: tenant.user._id,
        summary: 'Recorded KSH 10 M-Pesa ABC123 from {tenant}, receipt R-000009.',
        summary_parts: null,
        before: null,
        after: null,
        created_at: nowIso(),
      })
      .execute();
    const [entry] = (await call(landlord, 'GET', `/audit?tenantId=${tenant.user._id}`)).json();
    expect(entry.summary).toBe(`Recorded KSH 10 M-Pesa ABC123 from ${tenant.user.name}, receipt R-000009.`);
    expect(entry.actor.name).toBe('M-Pesa (kiotomatiki)');
  });
});
