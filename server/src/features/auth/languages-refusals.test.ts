import { DONE_MSG, ERR_MSG, FIELD_MSG, fieldLabel, REQUEST_MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, landlordPayload, registerLandlord, type TestApp } from '../../../test/helpers';
import { inLocale } from '../../lib/locale';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const sw = <T>(text: () => T) => inLocale('sw', text);
const inSwahili = { 'accept-language': 'sw-KE,sw;q=0.9' };

describe('refusals once written inline speak the reader’s language (docs/languages.md)', () => {
  it('a Kiswahili browser is told in Kiswahili what is wrong with a sign-up, English as before', async () => {
    const payload = landlordPayload({ email: 'not-an-email', role: 'Owner' as never });
    const swahili = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: inSwahili, payload });
    expect(swahili.statusCode).toBe(400);
    const said = swahili.json().errors.map((e: { message: string }) => e.message);
    expect(said).toContain('Andika barua pepe sahihi.');
    expect(said).toContain(sw(() => REQUEST_MSG.role));

    const english = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    const saidInEnglish = english.json().errors.map((e: { message: string }) => e.message);
    expect(saidInEnglish).toContain('Enter a valid email address.');
    expect(saidInEnglish).toContain('Role must be Tenant or Landlord.');
  });

  it('an unknown address and a body that is not JSON are refused in Kiswahili', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: inSwahili });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Haikupatikana.');

    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...inSwahili, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(sw(() => ERR_MSG.bodyNotJson));
    expect(garbled.json().message).not.toBe(ERR_MSG.bodyNotJson);
  });

  it('a landlord who chose Kiswahili gets paging refusals and outcomes in it', async () => {
    const landlord = await registerLandlord(t.app, { locale: 'sw' });
    const badLimit = await api(landlord, 'GET', '/bills/apartment?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('Kikomo: lazima iwe kati ya 1 na 200.');
    expect(badLimit.json().message).toBe(sw(() => FIELD_MSG.outOfRange(fieldLabel('Limit'), 1, 200)));

    const badReminders = await api(landlord, 'PUT', '/notifications/reminders', {
      enabled: true,
      days: [1, 1],
      hour: 8,
    });
    expect(badReminders.statusCode).toBe(400);
    expect(badReminders.json().message).toBe(sw(() => REQUEST_MSG.reminderDayOnce));

    const read = await api(landlord, 'POST', '/notifications/read', { all: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().message).toBe(sw(() => DONE_MSG.markedRead));
    expect(read.json().message).not.toBe('Marked as read.');
  });
});
