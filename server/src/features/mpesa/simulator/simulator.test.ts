import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, type DarajaClient } from '../daraja-client';
import { parseC2bConfirmation, parseStkCallback } from '../daraja-parsers';
import { memoryTokenCache } from '../token-cache';
import { startCallbackReceiver } from './callback-receiver';
import { type DarajaSimulator, startDarajaSimulator } from './server';

const credentials = {
  consumerKey: 'sim-key',
  consumerSecret: 'sim-secret',
  shortcode: '174379',
  passkey: 'sim-passkey',
};

let sim: DarajaSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let daraja: DarajaClient;

beforeAll(async () => {
  sim = await startDarajaSimulator({ port: 0, ...credentials });
  receiver = await startCallbackReceiver();
  daraja = createDarajaClient({
    baseUrl: sim.url,
    ...credentials,
    shortcodeType: 'paybill',
    tokenCache: memoryTokenCache(),
  });
  await daraja.registerC2bUrls({
    confirmationUrl: `${receiver.url}/confirmation`,
    validationUrl: `${receiver.url}/validation`,
    responseType: 'Completed',
    version: 'v2',
  });
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});

const push = (amount: number) =>
  daraja.stkPush({
    amount,
    phone: '254712345678',
    accountReference: 'B12',
    description: 'Rent',
    callbackUrl: `${receiver.url}/stk`,
  });

describe('Daraja simulator', () => {
  it('posts a successful STK callback with Daraja’s metadata: numbers, and a Balance without a value', async () => {
    const { checkoutRequestId } = await push(7500);
    const { receipt } = await sim.resolve(checkoutRequestId, 'success');
    const body = receiver.bodiesAt('/stk').at(-1) as {
      Body: { stkCallback: { CallbackMetadata: { Item: unknown[] } } };
    };
    expect(body.Body.stkCallback.CallbackMetadata.Item).toEqual([
      { Name: 'Amount', Value: 7500 },
      { Name: 'MpesaReceiptNumber', Value: receipt },
      { Name: 'Balance' },
      { Name: 'TransactionDate', Value: expect.any(Number) },
      { Name: 'PhoneNumber', Value: 254712345678 },
    ]);
    expect(parseStkCallback(body)).toMatchObject({
      ok: true,
      value: { checkoutRequestId, resultCode: 0, amountCents: 750_000, receipt, phone: '254712345678' },
    });
    expect(receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(await daraja.stkQuery(checkoutRequestId)).toMatchObject({ resultCode: 0 });
  });

  it.each([
    ['cancel', 1032],
    ['timeout', 1037],
    ['insufficient', 1],
  ] as const)('answers "%s" with ResultCode %i and no metadata', async (outcome, code) => {
    const { checkoutRequestId } = await push(100);
    await sim.resolve(checkoutRequestId, outcome);
    const body = receiver.bodiesAt('/stk').at(-1) as { Body: { stkCallback: Record<string, unknown> } };
    expect(body.Body.stkCallback).toMatchObject({ CheckoutRequestID: checkoutRequestId, ResultCode: code });
    expect(body.Body.stkCallback).not.toHaveProperty('CallbackMetadata');
    expect(sim.pending().map((p) => p.checkoutRequestId)).not.toContain(checkoutRequestId);
  });

  it('replays a callback, or drops it so only a query can tell', async () => {
    const first = await push(200);
    const before = receiver.bodiesAt('/stk').length;
    const replayed = await sim.resolve(first.checkoutRequestId, 'success', { replay: true });
    expect(replayed.deliveries).toHaveLength(2);
    const [a, b] = receiver.bodiesAt('/stk').slice(before);
    expect(a).toEqual(b);

    const second = await push(300);
    const dropped = await sim.resolve(second.checkoutRequestId, 'success', { dropCallback: true });
    expect(dropped.deliveries).toEqual([]);
    expect(await daraja.stkQuery(second.checkoutRequestId)).toMatchObject({ resultCode: 0 });
  });

  it('refuses to answer the same prompt twice', async () => {
    const { checkoutRequestId } = await push(400);
    await sim.resolve(checkoutRequestId, 'cancel');
    await expect(sim.resolve(checkoutRequestId, 'success')).rejects.toThrow('already answered');
  });

  it('pays a Paybill: a string amount, a masked number and a fresh 10-character TransID', async () => {
    const paid = await sim.pay({
      shortcode: '174379',
      account: 'b-12',
      amount: 1500,
      firstName: 'Wanjiru',
      phone: '254712345678',
    });
    const body = receiver.bodiesAt('/confirmation').at(-1) as Record<string, unknown>;
    expect(body).toMatchObject({
      TransactionType: 'Pay Bill',
      TransID: paid.transId,
      TransAmount: '1500.00',
      BusinessShortCode: '174379',
      BillRefNumber: 'b-12',
      MSISDN: '2547 ***** 678',
      FirstName: 'WANJIRU',
    });
    expect(paid.transId).toMatch(/^[A-Z0-9]{10}$/);
    expect(parseC2bConfirmation(body)).toMatchObject({
      ok: true,
      value: { amountCents: 150_000, transId: paid.transId },
    });
    const again = await sim.pay({ shortcode: '174379', account: 'b-12', amount: 1500 });
    expect(again.transId).not.toBe(paid.transId);
  });

  it('sends a confirmation from the sandbox simulate call, as Daraja does', async () => {
    const before = receiver.received.length;
    const token = await daraja.accessToken();
    const response = await fetch(`${sim.url}/mpesa/c2b/v2/simulate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        ShortCode: 174379,
        CommandID: 'CustomerPayBillOnline',
        Amount: 10,
        Msisdn: 254708374149,
        BillRefNumber: 'A4',
      }),
    });
    expect(response.status).toBe(200);
    await receiver.waitFor(before + 1);
    expect(receiver.received.at(-1)).toMatchObject({
      path: '/confirmation',
      body: { TransAmount: '10.00', BillRefNumber: 'A4' },
    });
  });

  it('lets a person answer prompts and pay from the page at /', async () => {
    const { checkoutRequestId } = await push(900);
    const page = await (await fetch(sim.url)).text();
    expect(page).toContain(checkoutRequestId);
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const answered = await fetch(`${sim.url}/simulator/stk/${checkoutRequestId}/resolve`, form({ outcome: 'cancel' }));
    expect(answered.status).toBe(303);
    expect(sim.pending().map((p) => p.checkoutRequestId)).not.toContain(checkoutRequestId);

    const before = receiver.bodiesAt('/confirmation').length;
    const paid = await fetch(`${sim.url}/simulator/pay`, form({ shortcode: '174379', account: 'C3', amount: '2500' }));
    expect(paid.status).toBe(303);
    expect(receiver.bodiesAt('/confirmation')).toHaveLength(before + 1);
  });

  it('answers bad control requests with a reason', async () => {
    const unknown = await fetch(`${sim.url}/simulator/stk/ws_CO_nope/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
    });
    expect(unknown.status).toBe(404);
    const badOutcome = await fetch(`${sim.url}/simulator/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shortcode: '174379', account: 'A4', amount: -1 }),
    });
    expect(badOutcome.status).toBe(400);
    expect(await badOutcome.json()).toMatchObject({ message: expect.stringContaining('amount') });
  });
});

describe('Daraja simulator with validation and re-registration allowed', () => {
  it('stops a payment the validation URL refuses, and accepts new URLs', async () => {
    const refusing = await startCallbackReceiver({ '/validation': { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } });
    const strict = await startDarajaSimulator({ port: 0, ...credentials, validation: true, allowReregister: true });
    try {
      const client = createDarajaClient({
        baseUrl: strict.url,
        ...credentials,
        shortcodeType: 'paybill',
        tokenCache: memoryTokenCache(),
      });
      const urls = { confirmationUrl: `${refusing.url}/confirmation`, validationUrl: `${refusing.url}/validation` };
      await client.registerC2bUrls({ ...urls, responseType: 'Completed', version: 'v1' });
      await client.registerC2bUrls({ ...urls, responseType: 'Cancelled', version: 'v1' });
      const paid = await strict.pay({ shortcode: '174379', account: 'ZZ9', amount: 50 });
      expect(paid.rejectedWith).toBe('C2B00012');
      expect(refusing.received.map((r) => r.path)).toEqual(['/validation']);
      expect(strict.registrations()).toMatchObject([{ responseType: 'Cancelled' }]);
    } finally {
      await strict.close();
      await refusing.close();
    }
  });
});
