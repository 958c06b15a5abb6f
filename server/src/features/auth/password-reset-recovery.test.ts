/**
 * docs/reliability.md §53 and §54: nobody but the owner decides whether the owner can reset their
 * password, and a code asked for by phone never resets someone else's account.
 */
import { MSG, RESET_CODE_LENGTH } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { startSmtpFake } from '../../../test/fakes/smtp-fake';
import { buildTestApp, loginAs, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';
import { createAfricasTalkingProvider } from '../notifications/providers/africas-talking';
import { createSmtpProvider } from '../notifications/providers/smtp';

const AT = { username: 'safestay', apiKey: 'reset-key' };
const OWNER = '196.201.214.9';
let t: TestApp;
let sms: Awaited<ReturnType<typeof startAfricasTalkingFake>>;
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;

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

const send = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
const codeIn = (text: string | undefined) => new RegExp(`\\b(\\d{${RESET_CODE_LENGTH}})\\b`).exec(text ?? '')?.[1];

/** The codes of the mails sent to `email`, oldest first, once there are `count` of them. */
async function mailedCodes(email: string, count: number): Promise<string[]> {
  await expect.poll(() => smtp.mails.filter((m) => m.to === email).length, { timeout: 5000 }).toBe(count);
  return smtp.mails.filter((m) => m.to === email).map((m) => codeIn(m.subject) as string);
}

/** Outbox rows of one account: every code sent comes from a row written in the request's transaction. */
async function outboxRowsOf(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('strangers cannot keep the owner from resetting', () => {
  it('strangers asking from elsewhere never use up the owner’s requests', async () => {
    const landlord = await registerLandlord(t.app);
    const email = landlord.user.email;
    for (let stranger = 1; stranger <= 3; stranger += 1)
      for (let i = 0; i < 4; i += 1)
        expect((await send('/auth/forgot', { email }, `41.90.6.${stranger}`)).json()).toEqual({
          message: MSG.resetSent,
        });
    const before = await outboxRowsOf(landlord.user.id);
    expect((await send('/auth/forgot', { email }, OWNER)).json()).toEqual({ message: MSG.resetSent });
    expect(await outboxRowsOf(landlord.user.id)).toBe(before + 1);
    const codes = await mailedCodes(email, before + 1);
    const done = await send('/auth/reset', { email, code: codes.at(-1), password: 'recovered at last' }, OWNER);
    expect(done.statusCode, done.body).toBe(200);
    await loginAs(t.app, email, 'recovered at last');
  });

  it('wrong guesses slow the guesser down and never kill the owner’s code', async () => {
    const landlord = await registerLandlord(t.app);
    const email = landlord.user.email;
    await send('/auth/forgot', { email }, OWNER);
    const [code] = await mailedCodes(email, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const wrong = String((Number(code) + 1 + i) % 10 ** RESET_CODE_LENGTH).padStart(RESET_CODE_LENGTH, '0');
      const guess = await send('/auth/reset', { email, code: wrong, password: 'stolen account 1' }, '41.90.7.1');
      statuses.push(guess.statusCode);
      if (guess.statusCode === 429) expect(Number(guess.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The guesser's five, then waits; the owner's code is as good as before.
    expect(statuses).toEqual([400, 400, 400, 400, 400, ...Array(7).fill(429)]);
    const done = await send('/auth/reset', { email, code, password: 'still my account' }, OWNER);
    expect(done.statusCode, done.body).toBe(200);
    await loginAs(t.app, email, 'still my account');
  });

  it('every code not yet expired works, not only the newest', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      primaryPhoneNumber: '0733 444 555',
    });
    const email = tenant.user.email;
    const texts = sms.messages.length;
    await send('/auth/forgot', { email }, OWNER);
    const [byEmail] = await mailedCodes(email, 1);
    await send('/auth/forgot', { phone: '0733444555' }, OWNER);
    await expect.poll(() => sms.messages.length - texts, { timeout: 5000 }).toBe(1);
    const bySms = codeIn(sms.messages.at(-1)?.message);
    expect(bySms).toBeDefined();
    // The older code, asked for by email, still sets the password after the SMS one was sent.
    const done = await send('/auth/reset', { email, code: byEmail, password: 'the older code 1' }, OWNER);
    expect(done.statusCode, done.body).toBe(200);
    await loginAs(t.app, email, 'the older code 1');
  });
});

describe('reset by phone', () => {
  it('sends nothing when two accounts hold the number, and no code of theirs resets the other', async () => {
    const landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    const owner = await registerTenant(t.app, apartmentId, { primaryPhoneNumber: '0744 100 200' });
    // The decoy registers later with the owner's number: a reset by phone used to reach the newest.
    const decoy = await registerTenant(t.app, apartmentId, { primaryPhoneNumber: '+254 744 100 200' });
    const rows = [await outboxRowsOf(owner.user.id), await outboxRowsOf(decoy.user.id)];
    const texts = sms.messages.length;
    const asked = await send('/auth/forgot', { phone: '0744100200' }, OWNER);
    expect(asked.json()).toEqual({ message: MSG.resetSent });
    expect([await outboxRowsOf(owner.user.id), await outboxRowsOf(decoy.user.id)]).toEqual(rows);
    expect(sms.messages.length).toBe(texts);
    // The owner uses their email: that code resets the owner's account and nobody else's.
    await send('/auth/forgot', { email: owner.user.email }, OWNER);
    const [code] = await mailedCodes(owner.user.email, 1);
    const byPhone = await send('/auth/reset', { phone: '0744100200', code, password: 'decoy takes over' }, OWNER);
    expect(byPhone.statusCode).toBe(400);
    await loginAs(t.app, decoy.user.email);
    const byEmail = await send('/auth/reset', { email: owner.user.email, code, password: 'owner keeps it' }, OWNER);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    await loginAs(t.app, owner.user.email, 'owner keeps it');
    await loginAs(t.app, decoy.user.email);
  });
});
