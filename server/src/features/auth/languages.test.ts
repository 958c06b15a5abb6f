import { MSG, ROLE_MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  registerLandlord,
  registerTenant,
  type TestApp,
} from '../../../test/helpers';
import { inLocale } from '../../lib/locale';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** What a catalogue says in Kiswahili, whatever its words are today. */
const sw = <T>(text: () => T) => inLocale('sw', text);

describe('each person reads SafeStay in their own language (docs/languages.md)', () => {
  it('a tenant who chose Kiswahili at sign-up is refused in Kiswahili; their landlord still reads English', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, { locale: 'sw' });
    expect(tenant.user.locale).toBe('sw');
    expect((await api(tenant, 'GET', '/auth/me')).json().user.locale).toBe('sw');

    const refused = await api(tenant, 'GET', '/audit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(sw(() => ROLE_MSG.onlyLandlordAudit));
    expect(refused.json().message).not.toBe(ROLE_MSG.onlyLandlordAudit);
    const landlordRefused = await api(landlord, 'GET', '/bills/me');
    expect(landlordRefused.json().message).toBe(ROLE_MSG.onlyTenantOwnBills);
  });

  it('PUT /auth/me changes the language, answers in the new one, and names a bad value', async () => {
    const landlord = await registerLandlord(t.app);
    expect(landlord.user.locale).toBe('en');
    const changed = await api(landlord, 'PUT', '/auth/me', { locale: 'sw' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: sw(() => MSG.languageSaved), user: { locale: 'sw' } });
    expect((await api(landlord, 'GET', '/bills/me')).json().message).toBe(sw(() => ROLE_MSG.onlyTenantOwnBills));

    const bad = await api(landlord, 'PUT', '/auth/me', { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('locale');
    expect((await api(landlord, 'GET', '/auth/me')).json().user.locale).toBe('sw');
  });

  it('before sign-in the browser’s language decides, also for the account it creates', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
      payload: landlordPayload(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.locale).toBe('sw');
    expect(res.json().message).toBe(sw(() => MSG.accountCreated));
  });
});
