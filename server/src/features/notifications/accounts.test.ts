import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { startSmtpFake } from '../../../test/fakes/smtp-fake';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  register,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
  unique,
} from '../../../test/helpers';
import { createAfricasTalkingProvider } from './providers/africas-talking';
import type { Provider } from './providers/provider';
import { createSmtpProvider } from './providers/smtp';

// A building's own SMS and email accounts (docs/notifications.md "Your own SMS and email
// accounts"), against the local Africa's Talking and SMTP servers: the server's own account and a
// building's are two accounts of the same Africa's Talking, and two different mail servers.
const SERVER_AT = { username: 'safestay', apiKey: 'server-at-key-000' };
const BUILDING_AT = { username: 'nyumba-yetu', apiKey: 'building-at-key-1234567' };

let sms: Awaited<ReturnType<typeof startAfricasTalkingFake>>;
let serverSmtp: Awaited<ReturnType<typeof startSmtpFake>>;
let buildingSmtp: Awaited<ReturnType<typeof startSmtpFake>>;
let serverSms: Provider;
let serverEmail: Provider;
let t: TestApp;
const api = apiCaller(() => t.app);

beforeAll(async () => {
  sms = await startAfricasTalkingFake({ ...SERVER_AT, otherAccounts: [BUILDING_AT] });
  serverSmtp = await startSmtpFake();
  buildingSmtp = await startSmtpFake({ login: { user: 'rent@nyumba.test', pass: 'mail-pass-9876' } });
  serverSms = createAfricasTalkingProvider({ ...SERVER_AT, apiBase: sms.url, timeoutMs: 2000 });
  serverEmail = createSmtpProvider({ url: serverSmtp.url, from: 'SafeStay <no-reply@safestay.test>' });
  t = await buildTestApp(undefined, {
    smsApiBase: sms.url,
    smsCallbackToken: 'inbound-token-abcdefghijklmnopqrstuvwxyz',
    mpesa: { callbackAllowlist: null, publicBaseUrl: 'https://rent.example.co.ke' },
    notifications: { providers: { sms: serverSms, email: serverEmail }, pollMs: 50, schedule: false },
  });
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await serverSmtp.close();
  await buildingSmtp.close();
});

/** The building's mail server, with a user and password in its URL (never shown back). */
const buildingSmtpUrl = () => buildingSmtp.url.replace('smtp://', 'smtp://rent%40nyumba.test:mail-pass-9876@');

async function ownAccounts(owner: Session) {
  const res = await api(owner, 'PUT', '/notifications/providers', {
    sms: { ...BUILDING_AT, senderId: 'NYUMBA' },
    email: { smtpUrl: buildingSmtpUrl(), from: 'Nyumba Yetu <rent@nyumba.test>' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function caretakerOf(owner: Session) {
  const invite = await api(owner, 'POST', '/staff/invites', { name: 'Wanjiru' });
  return register(t.app, {
    ...landlordPayload({ name: 'Wanjiru Kamau' }),
    role: 'Caretaker' as const,
    apartmentName: undefined,
    rentAmount: undefined,
    staffInviteCode: invite.json().invite.code as string,
  });
}

describe("a building's own message accounts", () => {
  it('keeps the secrets sealed and never answers them; GET says what is set', async () => {
    const owner = await registerLandlord(t.app);
    const empty = await api(owner, 'GET', '/notifications/providers');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().providers).toEqual({
      sms: null,
      email: null,
      serverDefault: { sms: true, email: true },
      inboundSmsUrl: 'https://rent.example.co.ke/api/hooks/sms/inbound-token-abcdefghijklmnopqrstuvwxyz',
    });

    const saved = await ownAccounts(owner);
    const shown = (await api(owner, 'GET', '/notifications/providers')).json().providers;
    expect(shown.sms).toMatchObject({ username: 'nyumba-yetu', senderId: 'NYUMBA' });
    expect(shown.email).toMatchObject({ server: buildingSmtp.url, from: 'Nyumba Yetu <rent@nyumba.test>' });
    for (const body of [saved.body, JSON.stringify(shown)]) {
      expect(body).not.toContain(BUILDING_AT.apiKey);
      expect(body).not.toContain('mail-pass-9876');
    }
    const rows = await t.database.db
      .selectFrom('message_providers')
      .selectAll()
      .where('apartment_id', '=', owner.user.apartmentId as string)
      .execute();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(BUILDING_AT.apiKey);
    expect(JSON.stringify(rows)).not.toContain('mail-pass-9876');
  });

  it('replaces only the channels a PUT names; DELETE removes one, and a second DELETE is a 404', async () => {
    const owner = await registerLandlord(t.app);
    await ownAccounts(owner);
    const changed = await api(owner, 'PUT', '/notifications/providers', {
      sms: { username: 'other-user', apiKey: 'another-key-123' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().providers.sms).toMatchObject({ username: 'other-user', senderId: null });
    expect(changed.json().providers.email).toMatchObject({ from: 'Nyumba Yetu <rent@nyumba.test>' });

    const removed = await api(owner, 'DELETE', '/notifications/providers/sms');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().providers.sms).toBeNull();
    expect(removed.json().providers.email).not.toBeNull();
    const again = await api(owner, 'DELETE', '/notifications/providers/sms');
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('provider_not_set');
    expect((await api(owner, 'DELETE', '/notifications/providers/fax')).statusCode).toBe(400);
  });

  it('refuses bad input with a 400 naming the field, and anyone but the owner with a 403', async () => {
    const owner = await registerLandlord(t.app);
    const cases: [unknown, RegExp][] = [
      [{}, /sms, email/],
      [{ email: { smtpUrl: 'http://mail.example.com', from: 'a@b.co' } }, /SMTP URL/],
      [{ email: { smtpUrl: 'smtp://mail.example.com:587', from: 'not an address' } }, /From/],
      [{ sms: { username: 'x', apiKey: '' } }, /API key/],
      [{ sms: { username: 'x', apiKey: 'k', senderId: 'WAY-TOO-LONG-ID' } }, /Sender ID/],
    ];
    for (const [body, message] of cases) {
      const res = await api(owner, 'PUT', '/notifications/providers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(res.json().code).toBeTruthy();
    }
    const test = await api(owner, 'POST', '/notifications/providers/test', { channel: 'sms', to: '12345' });
    expect(test.statusCode).toBe(400);
    expect(test.json().message).toMatch(/Recipient/);

    const caretaker = await caretakerOf(owner);
    const tenant = await registerTenant(t.app, owner.user.apartmentId as string);
    for (const who of [caretaker, tenant]) {
      expect((await api(who, 'GET', '/notifications/providers')).statusCode).toBe(403);
      const put = await api(who, 'PUT', '/notifications/providers', { sms: BUILDING_AT });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toMatch(/owner/);
    }
    const rows = await t.database.db
      .selectFrom('message_providers')
      .select('channel')
      .where('apartment_id', '=', owner.user.apartmentId as string)
      .execute();
    expect(rows).toEqual([]);
  });

  it("Test sends one message through the building's account and says what the provider answered", async () => {
    const owner = await registerLandlord(t.app);
    const none = await api(owner, 'POST', '/notifications/providers/test', { channel: 'sms', to: '0712 345 678' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('provider_not_set');

    await ownAccounts(owner);
    const before = sms.messages.length;
    const ok = await api(owner, 'POST', '/notifications/providers/test', { channel: 'sms', to: '0712 345 678' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Africa’s Talking accepted the SMS (cost KES 0.8000).');
    expect(sms.messages.slice(before)).toEqual([
      expect.objectContaining({ username: 'nyumba-yetu', from: 'NYUMBA', to: '+254712345678' }),
    ]);

    const mails = buildingSmtp.mails.length;
    const mail = await api(owner, 'POST', '/notifications/providers/test', { channel: 'email', to: 'me@nyumba.test' });
    expect(mail.statusCode, mail.body).toBe(200);
    expect(mail.json().message).toBe('The mail server accepted the email.');
    expect(buildingSmtp.mails.slice(mails)).toEqual([
      expect.objectContaining({ to: 'me@nyumba.test', subject: 'SafeStay test message' }),
    ]);

    // Refused: a 502 in the reader's words, Africa's Talking's own beside.
    sms.failNext(1, 405);
    const broke = await api(owner, 'POST', '/notifications/providers/test', { channel: 'sms', to: '0712345678' });
    expect(broke.statusCode).toBe(502);
    expect(broke.json()).toMatchObject({
      code: 'provider_refused',
      message: expect.stringMatching(/out of balance/),
      detail: expect.stringContaining('InsufficientBalance'),
    });
    await api(owner, 'PUT', '/notifications/providers', { sms: { username: 'nyumba-yetu', apiKey: 'wrong-key' } });
    const key = await api(owner, 'POST', '/notifications/providers/test', { channel: 'sms', to: '0712345678' });
    expect(key.statusCode).toBe(502);
    expect(key.json().message).toMatch(/username or API key/);
    // In the reader's language: the owner reads SafeStay in Kiswahili.
    expect((await api(owner, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const sw = await api(owner, 'POST', '/notifications/providers/test', { channel: 'sms', to: '0712345678' });
    expect(sw.statusCode).toBe(502);
    expect(sw.json().message).toMatch(/imekataa username au API key/);
    expect(sw.json().detail).toMatch(/HTTP 401/);
  });

  it("sends a building's messages through its own accounts, and others' through the server's", async () => {
    const own = await registerLandlord(t.app);
    const other = await registerLandlord(t.app);
    await ownAccounts(own);
    const mine = await registerTenant(t.app, own.user.apartmentId as string, {
      primaryPhoneNumber: '0722 000 201',
      email: `mine-${unique()}@example.com`,
    });
    const theirs = await registerTenant(t.app, other.user.apartmentId as string, {
      primaryPhoneNumber: '0722 000 202',
      email: `theirs-${unique()}@example.com`,
    });
    for (const [landlord, tenant] of [
      [own, mine],
      [other, theirs],
    ] as const) {
      const tenancyId = (await api(tenant, 'GET', '/auth/me')).json().tenancy._id;
      const paid = await api(landlord, 'POST', '/payments', { tenancyId, amount: 15000, method: 'cash' });
      expect(paid.statusCode, paid.body).toBe(201);
    }

    const smsTo = (phone: string) => sms.messages.filter((m) => m.to === phone);
    await expect.poll(() => smsTo('+254722000201').length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => smsTo('+254722000202').length, { timeout: 5000 }).toBe(1);
    expect(smsTo('+254722000201')[0]).toMatchObject({ username: 'nyumba-yetu', from: 'NYUMBA' });
    expect(smsTo('+254722000202')[0]).toMatchObject({ username: 'safestay' });

    const mailTo = (fake: typeof serverSmtp, email: string) => fake.mails.filter((m) => m.to === email);
    await expect.poll(() => mailTo(buildingSmtp, mine.user.email).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => mailTo(serverSmtp, theirs.user.email).length, { timeout: 5000 }).toBe(1);
    expect(mailTo(serverSmtp, mine.user.email)).toEqual([]);
    expect(mailTo(buildingSmtp, mine.user.email)[0].from).toContain('rent@nyumba.test');

    // A password-reset code for one of its people goes the building's way too.
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { phone: '0722 000 201' } });
    expect(reset.statusCode).toBe(200);
    await expect.poll(() => smsTo('+254722000201').length, { timeout: 5000 }).toBe(2);
    expect(smsTo('+254722000201')[1]).toMatchObject({ username: 'nyumba-yetu' });

    // Removed: the building's next message goes through the server's account.
    await api(own, 'DELETE', '/notifications/providers/sms');
    const tenancyId = (await api(mine, 'GET', '/auth/me')).json().tenancy._id;
    await api(own, 'POST', '/payments', { tenancyId, amount: 100, method: 'cash' });
    await expect.poll(() => smsTo('+254722000201').length, { timeout: 5000 }).toBe(3);
    expect(smsTo('+254722000201')[2]).toMatchObject({ username: 'safestay' });
  });
});

describe('a server with no message accounts of its own', () => {
  it("tells a building's people SMS can reach them once the building has its own account", async () => {
    const bare = await buildTestApp();
    const call = apiCaller(() => bare.app);
    try {
      const owner = await registerLandlord(bare.app);
      const tenant = await registerTenant(bare.app, owner.user.apartmentId as string);
      const before = await call(tenant, 'GET', '/notifications/preferences');
      expect(before.json().delivery).toEqual({ sms: false, email: false });
      const put = await call(owner, 'PUT', '/notifications/providers', { sms: BUILDING_AT });
      expect(put.json().providers.serverDefault).toEqual({ sms: false, email: false });
      const after = await call(tenant, 'GET', '/notifications/preferences');
      expect(after.json().delivery).toEqual({ sms: true, email: false });
    } finally {
      await bare.close();
    }
  });
});
