import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';

const TOKEN = 'inbound-sms-token-0123456789abcdef';
let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp(undefined, { smsCallbackToken: TOKEN });
});
afterAll(async () => {
  await t.close();
});

/** What Africa's Talking posts when a person texts the shortcode. */
const inbound = (token: string, from: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/hooks/sms/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ from, text, to: '20880', date: '2026-11-26 10:00:00', id: 'inbound-1' }).toString(),
  });

describe('texting STOP', () => {
  it('stops rent reminders by SMS for that number; START turns them back on; other words change nothing', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      primaryPhoneNumber: '0745 000 111',
    });
    const stopped = async () => (await call(tenant, 'GET', '/notifications/preferences')).json().smsRemindersStopped;

    expect((await inbound(TOKEN, '+254745000111', 'hello')).statusCode).toBe(200);
    expect(await stopped()).toBe(false);
    expect((await inbound(TOKEN, '+254745000111', ' Stop ')).statusCode).toBe(200);
    expect(await stopped()).toBe(true);
    await inbound(TOKEN, '254745000111', 'START');
    expect(await stopped()).toBe(false);
    await inbound(TOKEN, '+254745000111', 'acha');
    expect(await stopped()).toBe(true);
  });

  it('a wrong token is a 404 and changes nothing', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      primaryPhoneNumber: '0745 000 222',
    });
    expect((await inbound('not-the-token', '+254745000222', 'STOP')).statusCode).toBe(404);
    expect((await call(tenant, 'GET', '/notifications/preferences')).json().smsRemindersStopped).toBe(false);
  });
});
