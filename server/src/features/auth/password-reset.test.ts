import { MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { startSmtpFake } from '../../../test/fakes/smtp-fake';
import {
  apiCaller,
  buildTestApp,
  loginAs,
  registerLandlord,
  registerTenant,
  type TestApp,
} from '../../../test/helpers';
import { createAfricasTalkingProvider } from '../notifications/providers/africas-talking';
import { createSmtpProvider } from '../notifications/providers/smtp';

const AT = { username: 'safestay', apiKey: 'reset-key' };
let t: TestApp;
let sms: Awaited<ReturnType<typeof startAfricasTalkingFake>>;
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  sms = await startAfricasTalkingFake(AT);
  smtp = await startSmtpFake();
  t = await buildTestApp(undefined, {
    authRateLimit: 10_000,
    notifications: {
      providers: {
        sms: createAfricasTalkingProvider({ ...AT, apiBase: sms.url }),
        email: createSmtpProvider({ url: smtp.url, from: 'SafeStay <no-reply@safestay.test>' }),
      },
      pollMs: 50,
      schedule: false,
    },
  });
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await smtp.close();
});

async function codeByEmail(email: string): Promise<string> {
  await expect.poll(() => smtp.mails.filter((m) => m.to === email).length, { timeout: 5000 }).toBeGreaterThan(0);
  const mail = smtp.mails.filter((m) => m.to === email).at(-1);
  expect(mail?.subject).toMatch(/^Your SafeStay code: \d{8}$/);
  return mail?.subject.slice(-8) as string;
}

/**
 * Outbox rows (all, or those to one address). Every code is sent from the outbox row written in
 * the request's own transaction, so a request that wrote none will never send anything: no need
 * to wait and see.
 */
async function outboxRows(to?: string): Promise<number> {
  let query = t.database.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n'));
  if (to) query = query.where('to_address', '=', to);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('password reset', () => {
  it('by email: the code sets a new password once, and every session ends', async () => {
    const landlord = await registerLandlord(t.app);
    const email = landlord.user.email;
    const res = await call(null, 'POST', '/auth/forgot', { email: email.toUpperCase() });
    expect(res.json()).toEqual({ message: MSG.resetSent });
    const code = await codeByEmail(email);

    const done = await call(null, 'POST', '/auth/reset', { email, code, password: 'a brand new password' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await call(landlord, 'GET', '/auth/me')).statusCode).toBe(401);
    await loginAs(t.app, email, 'a brand new password');
    // Used once.
    const again = await call(null, 'POST', '/auth/reset', { email, code, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('code');
  });

  it('by phone in any usual Kenyan form: the code comes by SMS', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      primaryPhoneNumber: '0733 111 222',
    });
    const before = sms.messages.length;
    expect((await call(null, 'POST', '/auth/forgot', { phone: '254733111222' })).json().message).toBe(MSG.resetSent);
    await expect.poll(() => sms.messages.length - before, { timeout: 5000 }).toBe(1);
    const text = sms.messages.at(-1);
    expect(text?.to).toBe('+254733111222');
    const code = text?.message.match(/code is (\d{8})/)?.[1] as string;
    const res = await call(null, 'POST', '/auth/reset', {
      phone: '+254 733 111 222',
      code,
      password: 'phone reset works',
    });
    expect(res.statusCode, res.body).toBe(200);
    await loginAs(t.app, tenant.user.email, 'phone reset works');
  });

  it('answers the same whether or not the account exists, and sends nothing for an unknown one', async () => {
    const mails = smtp.mails.length;
    const texts = sms.messages.length;
    const queued = await outboxRows();
    const email = await call(null, 'POST', '/auth/forgot', { email: 'nobody-here@example.com' });
    const phone = await call(null, 'POST', '/auth/forgot', { phone: '0799 999 999' });
    expect([email.statusCode, phone.statusCode]).toEqual([200, 200]);
    expect([email.json(), phone.json()]).toEqual([{ message: MSG.resetSent }, { message: MSG.resetSent }]);
    const reset = await call(null, 'POST', '/auth/reset', {
      email: 'nobody-here@example.com',
      code: '12345678',
      password: 'whatever123',
    });
    expect(reset.statusCode).toBe(400);
    expect(await outboxRows()).toBe(queued);
    expect([smtp.mails.length, sms.messages.length]).toEqual([mails, texts]);
  });

  it('a wrong code is refused; one address gets three messages per account in 15 minutes, all with one code', async () => {
    const landlord = await registerLandlord(t.app);
    const email = landlord.user.email;
    await call(null, 'POST', '/auth/forgot', { email });
    const code = await codeByEmail(email);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const res = await call(null, 'POST', '/auth/reset', { email, code: wrong, password: 'guessing game 1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/code is not right or has expired/);

    await call(null, 'POST', '/auth/forgot', { email });
    await call(null, 'POST', '/auth/forgot', { email });
    await expect.poll(() => smtp.mails.filter((m) => m.to === email).length, { timeout: 5000 }).toBe(3);
    expect((await call(null, 'POST', '/auth/forgot', { email })).json().message).toBe(MSG.resetSent);
    expect(await outboxRows(email)).toBe(3);
    // Asked again within ten minutes, the same code comes again: there is still one to guess.
    expect(new Set(smtp.mails.filter((m) => m.to === email).map((m) => m.subject))).toEqual(
      new Set([`Your SafeStay code: ${code}`]),
    );
  });

  it('bad input names the field', async () => {
    const noCode = await call(null, 'POST', '/auth/reset', {
      email: 'a@b.co',
      code: '12ab',
      password: 'long enough 1',
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toMatch(/8 digits/);
    const short = await call(null, 'POST', '/auth/reset', { email: 'a@b.co', code: '12345678', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8/);
    expect((await call(null, 'POST', '/auth/forgot', {})).statusCode).toBe(400);
  });
});
