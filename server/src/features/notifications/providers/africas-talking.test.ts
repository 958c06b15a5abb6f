import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AfricasTalkingFake, startAfricasTalkingFake } from '../../../../test/fakes/africas-talking-fake';
import { createAfricasTalkingProvider } from './africas-talking';
import type { OutgoingMessage } from './provider';

const credentials = { username: 'safestay', apiKey: 'atsk_test_0123456789abcdef' };

let fake: AfricasTalkingFake;

beforeAll(async () => {
  fake = await startAfricasTalkingFake(credentials);
});
afterEach(() => fake.release());
afterAll(() => fake.close());

const sms = (body = 'Rent for May is due on the 5th.'): OutgoingMessage => ({
  id: '0196a1b2-0000-7000-8000-000000000001',
  channel: 'sms',
  to: '+254712345678',
  subject: null,
  body,
});

const provider = (overrides: Partial<Parameters<typeof createAfricasTalkingProvider>[0]> = {}) =>
  createAfricasTalkingProvider({ ...credentials, apiBase: fake.url, ...overrides });

describe("Africa's Talking provider against a local AT server", () => {
  it('sends the number, text, username and sender id, and returns the message id and cost', async () => {
    const result = await provider({ senderId: 'SAFESTAY' }).send(sms('Your receipt R-0042 is ready.'));
    expect(result).toEqual({ ok: true, providerId: expect.stringMatching(/^ATXid_[0-9a-f]+$/), detail: 'KES 0.8000' });
    expect(fake.messages.at(-1)).toEqual({
      to: '+254712345678',
      message: 'Your receipt R-0042 is ready.',
      from: 'SAFESTAY',
      username: 'safestay',
      messageId: result.ok ? result.providerId : null,
    });
  });

  it('leaves the sender out when none is set', async () => {
    const result = await provider().send(sms());
    expect(result.ok).toBe(true);
    expect(fake.messages.at(-1)?.from).toBeNull();
  });

  it('says the key was refused, and retries since the settings can be fixed', async () => {
    const sent = fake.messages.length;
    const result = await provider({ apiKey: 'wrong' }).send(sms());
    expect(result).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringContaining("Africa's Talking refused the username or API key (HTTP 401)"),
      reason: 'auth',
    });
    expect(result.ok || result.error).toContain('The supplied authentication is invalid');
    expect(fake.messages).toHaveLength(sent);
  });

  it('retries when the account is out of balance (405)', async () => {
    fake.failNext(1, 405);
    expect(await provider().send(sms())).toMatchObject({
      ok: false,
      permanent: false,
      error: "Africa's Talking refused the SMS: 405 InsufficientBalance",
      reason: 'balance',
    });
  });

  it('gives up on an invalid phone number (403), however AT says it', async () => {
    fake.failNext(1, 403);
    expect(await provider().send(sms())).toMatchObject({
      ok: false,
      permanent: true,
      error: "Africa's Talking refused the SMS: 403 InvalidPhoneNumber",
    });
    fake.failNext(1, 'no-recipients');
    expect(await provider().send(sms())).toMatchObject({
      ok: false,
      permanent: true,
      error: "Africa's Talking sent nothing: InvalidPhoneNumber",
    });
  });

  it('retries a server error (HTTP 500) and an answer that is not JSON', async () => {
    fake.failNext(1, 500);
    expect(await provider().send(sms())).toMatchObject({
      ok: false,
      permanent: false,
      error: "Africa's Talking answered HTTP 500: Internal Server Error",
    });
    fake.failNext(1, { httpStatus: 201 });
    const result = await provider().send(sms());
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok || result.error).toContain('something other than JSON');
  });

  it('retries when AT answers after the timeout', async () => {
    fake.hold();
    expect(await provider({ timeoutMs: 100 }).send(sms())).toMatchObject({
      ok: false,
      permanent: false,
      error: "Africa's Talking did not answer within 100 ms",
      reason: 'unreachable',
    });
  });

  it('retries when nothing listens at the address', async () => {
    const gone = await startAfricasTalkingFake(credentials);
    await gone.close();
    const result = await provider({ apiBase: gone.url }).send(sms());
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok || result.error).toMatch(/^Africa's Talking could not be reached: .*ECONNREFUSED/);
  });
});
