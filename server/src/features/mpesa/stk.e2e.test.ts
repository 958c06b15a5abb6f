/**
 * "Pay now" end to end against the local Daraja simulator: the prompt goes to the tenant's phone
 * (the simulator), the tenant answers it, M-Pesa calls back, and the tenant's screen (socket and
 * polling) learns the outcome in plain words. Money counts once, only when M-Pesa confirms it.
 */
import type { LedgerPayment, StkPrompt } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { apiCaller, buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { socketClients, socketConnected } from '../../../test/sockets';
import { type DarajaSimulator, startDarajaSimulator } from './simulator/server';

const KEYS = { consumerKey: 'sim-key-123', consumerSecret: 'sim-secret-456', passkey: 'sim-passkey-789' };
const SHORTCODE = '174379';
let sim: DarajaSimulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
let base = '';
const api = apiCaller(() => t.app);
const sockets = socketClients(() => base);

beforeAll(async () => {
  sim = await startDarajaSimulator({ port: 0, shortcode: SHORTCODE, allowReregister: true, ...KEYS });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await buildTestApp(undefined, {
    mpesa: { callbackAllowlist: ['127.0.0.1'], apiBase: sim.url, publicBaseUrl: base },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  s = await seedTwoApartments(t.app);
  const saved = await api(s.LA, 'PUT', '/payments/mpesa/settings', {
    environment: 'sandbox',
    shortcodeType: 'paybill',
    shortcode: SHORTCODE,
    ...KEYS,
  });
  expect(saved.statusCode).toBe(200);
  expect((await api(s.LA, 'POST', '/payments/mpesa/register-urls')).statusCode).toBe(200);
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

let keyCount = 0;
const payNow = (who: Session, body: object, key = `tap-${Date.now()}-${++keyCount}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/mpesa/stk',
    headers: { ...who.auth, 'idempotency-key': key },
    payload: body,
  });

/** The prompt the simulator holds for a request, once it arrived. */
async function pendingAtSimulator(prompt: StkPrompt) {
  const row = await t.database.db
    .selectFrom('mpesa_stk_requests')
    .select('checkout_request_id')
    .where('id', '=', prompt._id)
    .executeTakeFirstOrThrow();
  return row.checkout_request_id as string;
}

const status = async (who: Session, id: string) =>
  (await api(who, 'GET', `/payments/mpesa/stk/${id}`)).json() as StkPrompt;

describe('Pay now (STK push)', () => {
  it('tells the tenant where to pay and that Pay now works', async () => {
    const how = (await api(s.TA1, 'GET', '/payments/mpesa/how-to-pay')).json();
    expect(how).toMatchObject({
      shortcodeType: 'paybill',
      shortcode: SHORTCODE,
      accountNumber: expect.any(String),
      payNow: true,
    });
    expect((await api(s.TB1, 'GET', '/payments/mpesa/how-to-pay')).json()).toMatchObject({
      payNow: false,
      shortcode: null,
    });
  });

  it('sends one prompt for a double tap, refuses another while it waits, and credits the payment when the tenant pays', async () => {
    const phone = sockets.open(s.TA1.token);
    await socketConnected(phone);
    const heard: StkPrompt[] = [];
    phone.on('paymentUpdated', (p) => heard.push(p));

    const [first, second] = await Promise.all([
      payNow(s.TA1, { amount: 1500, phone: '0712 345 678' }, 'double-tap-key-1'),
      payNow(s.TA1, { amount: 1500, phone: '0712 345 678' }, 'double-tap-key-1'),
    ]);
    const prompt = (first.statusCode === 202 ? first : second).json().request as StkPrompt;
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 202]);
    expect(prompt).toMatchObject({
      status: 'pending',
      amount: 1500,
      phone: '2547•••••678',
      message: 'Check your phone and enter your M-Pesa PIN.',
    });
    expect(sim.pending().filter((p) => p.phone === '254712345678')).toHaveLength(1);

    const again = await payNow(s.TA1, { amount: 1500 });
    expect(again.statusCode).toBe(409);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const { receipt } = await sim.resolve(await pendingAtSimulator(prompt), 'success', { alsoC2b: true });
    await expect.poll(() => heard.map((p) => p.status)).toContain('paid');
    expect(await status(s.TA1, prompt._id)).toMatchObject({
      status: 'paid',
      receipt,
      message: 'Payment received. Thank you.',
    });
    const payments = (await api(s.TA1, 'GET', '/payments')).json() as LedgerPayment[];
    // The prompt's callback and the Paybill's confirmation of the same money count once.
    expect(payments.filter((p) => p.reference === receipt)).toHaveLength(1);
    expect(payments.find((p) => p.reference === receipt)).toMatchObject({ status: 'confirmed', amount: 1500 });
  });

  it('says in plain words when the tenant cancels, and when the phone cannot be reached', async () => {
    for (const [outcome, words, final] of [
      ['cancel', 'You cancelled the M-Pesa prompt.', 'cancelled'],
      ['timeout', 'M-Pesa could not reach your phone. Check it is on and has signal, or pay by Paybill.', 'timeout'],
    ] as const) {
      const res = await payNow(s.TA2, { amount: 200 });
      expect(res.statusCode).toBe(202);
      const prompt = res.json().request as StkPrompt;
      await sim.resolve(await pendingAtSimulator(prompt), outcome);
      await expect.poll(async () => (await status(s.TA2, prompt._id)).status).toBe(final);
      expect((await status(s.TA2, prompt._id)).message).toBe(words);
    }
    expect(((await api(s.TA2, 'GET', '/payments')).json() as LedgerPayment[]).some((p) => p.amount === 200)).toBe(
      false,
    );
  });

  it('tells a tenant who reads Kiswahili the outcome in Kiswahili, on their socket and when they ask', async () => {
    const tenant = s.TA2;
    expect((await api(tenant, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    try {
      const phone = sockets.open(tenant.token);
      await socketConnected(phone);
      const heard: StkPrompt[] = [];
      phone.on('paymentUpdated', (p) => heard.push(p));
      const prompt = (await payNow(tenant, { amount: 150 })).json().request as StkPrompt;
      await sim.resolve(await pendingAtSimulator(prompt), 'cancel');
      const words = 'Umeghairi ombi la M-Pesa.';
      await expect.poll(() => heard.find((p) => p.status === 'cancelled')?.message).toBe(words);
      expect((await status(tenant, prompt._id)).message).toBe(words);
      // Stored in English for old clients, whatever the tenant reads.
      const row = await t.database.db
        .selectFrom('mpesa_stk_requests')
        .select(['result_code'])
        .where('id', '=', prompt._id)
        .executeTakeFirstOrThrow();
      expect(Number(row.result_code)).toBe(1032);
    } finally {
      await api(tenant, 'PUT', '/auth/me', { locale: 'en' });
    }
  });

  it("reads a prompt M-Pesa refused before it was sent in the reader's language", async () => {
    const tenant = s.TA2;
    const prompt = (await payNow(tenant, { amount: 175 })).json().request as StkPrompt;
    // A prompt settled as M-Pesa's query contradicting the callback stores SafeStay's English words.
    await t.database.db
      .updateTable('mpesa_stk_requests')
      .set({ status: 'failed', result_desc: 'M-Pesa did not confirm this payment.' })
      .where('id', '=', prompt._id)
      .execute();
    expect((await status(tenant, prompt._id)).message).toBe('M-Pesa did not confirm this payment.');
    expect((await api(tenant, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    try {
      expect((await status(tenant, prompt._id)).message).toBe('M-Pesa haikuthibitisha malipo haya.');
    } finally {
      await api(tenant, 'PUT', '/auth/me', { locale: 'en' });
    }
  });

  it('settles a prompt whose callback never came by asking M-Pesa', async () => {
    const res = await payNow(s.TB1, { amount: 300 }).catch(() => null);
    // TB1's landlord has no M-Pesa: Pay now is refused plainly.
    expect(res?.statusCode).toBe(409);

    const tenant = s.TA2;
    const prompt = (await payNow(tenant, { amount: 250 })).json().request as StkPrompt;
    await sim.resolve(await pendingAtSimulator(prompt), 'cancel', { dropCallback: true });
    expect((await status(tenant, prompt._id)).status).toBe('pending');
    // Half a minute later the tenant's screen asks again; M-Pesa's query gives the answer.
    await t.database.db
      .updateTable('mpesa_stk_requests')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', prompt._id)
      .execute();
    expect(await status(tenant, prompt._id)).toMatchObject({
      status: 'cancelled',
      message: 'You cancelled the M-Pesa prompt.',
    });
  });

  it('credits nothing for a callback about a prompt that never existed', async () => {
    const settings = (await api(s.LA, 'GET', '/payments/mpesa/settings')).json().settings;
    const forged = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'm-1',
          CheckoutRequestID: 'ws_CO_000000000000000000',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 50000 },
              { Name: 'MpesaReceiptNumber', Value: 'FAKE123456' },
              { Name: 'TransactionDate', Value: 20261125101010 },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    };
    const res = await fetch(settings.callbackUrls.stk, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(forged),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .selectFrom('mpesa_events')
              .select('outcome')
              .where('body', '=', JSON.stringify(forged))
              .executeTakeFirst()
          )?.outcome,
      )
      .toBe('rejected_unknown');
    expect(
      ((await api(s.LA, 'GET', '/payments')).json() as LedgerPayment[]).some((p) => p.reference === 'FAKE123456'),
    ).toBe(false);
  });
});
