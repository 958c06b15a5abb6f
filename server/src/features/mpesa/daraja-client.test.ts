import { createServer, type Server } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, type DarajaClientOptions, DarajaError } from './daraja-client';
import { parseStkCallback } from './daraja-parsers';
import { startCallbackReceiver } from './simulator/callback-receiver';
import { type DarajaSimulator, startDarajaSimulator } from './simulator/server';
import { memoryTokenCache, redisTokenCache } from './token-cache';

const credentials = {
  consumerKey: 'test-consumer-key-1234',
  consumerSecret: 'test-consumer-secret-5678',
  shortcode: '174379',
  passkey: 'test-passkey-abcdef0123456789',
};

let sim: DarajaSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;

beforeAll(async () => {
  sim = await startDarajaSimulator({ port: 0, ...credentials });
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});

/** A fetch that counts what it sends, by path, so tests see how many tokens were asked for. */
function countingFetch() {
  const calls: string[] = [];
  const counted: typeof fetch = (input, init) => {
    calls.push(new URL(String(input)).pathname);
    return fetch(input, init);
  };
  return { fetch: counted, count: (path: string) => calls.filter((p) => p === path).length };
}

function client(overrides: Partial<DarajaClientOptions> = {}) {
  return createDarajaClient({
    baseUrl: sim.url,
    ...credentials,
    shortcodeType: 'paybill',
    tokenCache: memoryTokenCache(),
    ...overrides,
  });
}

const push = (amount = 1500) => ({
  amount,
  phone: '254708374149',
  accountReference: 'A4',
  description: 'Rent',
  callbackUrl: `${receiver.url}/stk`,
});

const TOKEN_PATH = '/oauth/v1/generate';
const STK_PATH = '/mpesa/stkpush/v1/processrequest';

describe('Daraja client against the simulator', () => {
  it('fetches a token once and shares it, through one cache, between two clients', async () => {
    const counter = countingFetch();
    const tokenCache = memoryTokenCache();
    const first = client({ tokenCache, fetch: counter.fetch });
    const second = client({ tokenCache, fetch: counter.fetch });
    await first.stkPush(push());
    await second.stkPush(push());
    await Promise.all([first.accessToken(), second.accessToken()]);
    expect(counter.count(TOKEN_PATH)).toBe(1);
  });

  it('asks for one token when many calls start at once', async () => {
    const counter = countingFetch();
    const shared = client({ fetch: counter.fetch });
    await Promise.all([shared.stkPush(push()), shared.stkPush(push()), shared.stkPush(push())]);
    expect(counter.count(TOKEN_PATH)).toBe(1);
  });

  it('replaces a token revoked by a newer one and retries the call once', async () => {
    const counter = countingFetch();
    const revoked = client({ fetch: counter.fetch });
    await revoked.accessToken();
    await client().accessToken(); // Daraja revokes the previous token when it issues a new one.
    const accepted = await revoked.stkPush(push());
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(counter.count(TOKEN_PATH)).toBe(2);
    expect(counter.count(STK_PATH)).toBe(2);
  });

  it('gives up after that one retry when M-Pesa keeps refusing the token', async () => {
    let posts = 0;
    const refusing: typeof fetch = async (input, init) => {
      if (init?.method !== 'POST') return fetch(input, init);
      posts += 1;
      return Response.json(
        { requestId: '1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
        { status: 401 },
      );
    };
    const error = await client({ fetch: refusing })
      .stkPush(push())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ errorCode: '404.001.03', message: 'M-Pesa refused the access token.' });
    expect(posts).toBe(2);
  });

  it('pushes an STK prompt, reads it as pending, then reads the answer after the callback', async () => {
    const daraja = client();
    const accepted = await daraja.stkPush(push(2500));
    expect(accepted).toMatchObject({
      checkoutRequestId: expect.stringMatching(/^ws_CO_/),
      merchantRequestId: expect.any(String),
    });
    expect(accepted.customerMessage).toContain('accepted');
    expect(sim.pending().map((p) => p.checkoutRequestId)).toContain(accepted.checkoutRequestId);

    const waiting = await daraja.stkQuery(accepted.checkoutRequestId);
    expect(waiting).toEqual({ resultCode: null, resultDesc: 'The transaction is being processed' });

    const { deliveries } = await sim.resolve(accepted.checkoutRequestId, 'cancel');
    expect(deliveries.map((d) => d.status)).toEqual([200]);
    expect(await daraja.stkQuery(accepted.checkoutRequestId)).toEqual({
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    const callback = parseStkCallback(receiver.bodiesAt('/stk').at(-1));
    expect(callback).toMatchObject({
      ok: true,
      value: { checkoutRequestId: accepted.checkoutRequestId, resultCode: 1032 },
    });
  });

  it('sends a Till push as Buy Goods, paid to the till number', async () => {
    const till = client({ shortcodeType: 'till', partyB: '5551234' });
    const accepted = await till.stkPush(push());
    const request = sim.pending().find((p) => p.checkoutRequestId === accepted.checkoutRequestId);
    expect(request).toMatchObject({ transactionType: 'CustomerBuyGoodsOnline', shortcode: '5551234' });
  });

  it('registers C2B URLs once, then says they are already registered', async () => {
    const daraja = client();
    const urls = {
      confirmationUrl: `${receiver.url}/confirmation`,
      validationUrl: `${receiver.url}/validation`,
      responseType: 'Completed' as const,
      version: 'v2' as const,
    };
    expect(await daraja.registerC2bUrls(urls)).toEqual({ responseDescription: 'success' });
    const again = await daraja.registerC2bUrls({ ...urls, version: 'v1' }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(DarajaError);
    expect(again).toMatchObject({
      errorCode: '500.003.1001',
      message: expect.stringContaining('already has callback'),
    });
  });

  it('refuses a wrong passkey with M-Pesa’s words, without showing the passkey', async () => {
    const error = await client({ passkey: 'wrong-passkey-999999' })
      .stkPush(push())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({
      errorCode: '500.001.1001',
      message: 'M-Pesa refused the request: Wrong credentials.',
    });
    expect(JSON.stringify(error) + String(error)).not.toContain('wrong-passkey-999999');
  });

  it('says the consumer key and secret were refused, without showing the secret', async () => {
    const error = await client({ consumerSecret: 'not-the-secret-42' })
      .accessToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ status: 400, message: 'M-Pesa did not accept the consumer key and secret.' });
    const shown = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`;
    expect(shown).not.toContain('not-the-secret-42');
    expect(shown).not.toContain(Buffer.from(`${credentials.consumerKey}:not-the-secret-42`).toString('base64'));
  });

  it('checks amount, phone and reference before calling M-Pesa', async () => {
    const counter = countingFetch();
    const daraja = client({ fetch: counter.fetch });
    for (const bad of [
      push(0),
      push(250_001),
      push(10.5),
      { ...push(), phone: '0708374149' },
      { ...push(), accountReference: 'A-VERY-LONG-REF' },
      { ...push(), description: 'Rent for November' },
    ]) {
      await expect(daraja.stkPush(bad)).rejects.toMatchObject({ errorCode: 'INVALID_INPUT' });
    }
    expect(counter.count(TOKEN_PATH) + counter.count(STK_PATH)).toBe(0);
  });
});

describe('Daraja client when M-Pesa does not answer', () => {
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Accepts connections and never answers, like an upstream that hangs.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    silent.close();
  });

  it('gives a readable timeout', async () => {
    const daraja = client({ baseUrl: silentUrl, timeoutMs: 200 });
    const error = await daraja.accessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ errorCode: 'TIMEOUT', message: 'M-Pesa did not answer in time.' });
  });

  it('says M-Pesa could not be reached when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = typeof address === 'object' && address ? address.port : 1;
    const error = await client({ baseUrl: `http://127.0.0.1:${port}` })
      .accessToken()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'UNREACHABLE', message: 'M-Pesa could not be reached.' });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Daraja tokens shared through Redis', () => {
  const redis = [createClient({ url: process.env.TEST_REDIS_URL }), createClient({ url: process.env.TEST_REDIS_URL })];
  const prefix = `safestay-test:daraja:${process.pid}:${Date.now()}:`;
  afterAll(async () => {
    for (const key of await redis[0].keys(`${prefix}*`)) await redis[0].del(key);
    await Promise.all(redis.map((r) => r.quit()));
  });

  it('two processes, each with its own Redis connection, use one token', async () => {
    await Promise.all(redis.map((r) => (r.isOpen ? undefined : r.connect())));
    const counter = countingFetch();
    const [first, second] = redis.map((r) => client({ tokenCache: redisTokenCache(r, prefix), fetch: counter.fetch }));
    await first.stkPush(push());
    await second.stkPush(push());
    expect(counter.count(TOKEN_PATH)).toBe(1);
    expect(await second.accessToken()).toBe(await first.accessToken());
  });
});
