/**
 * M-Pesa end to end against the local Daraja simulator (a real HTTP server speaking Daraja's
 * shapes): the landlord saves keys, tests them, registers the callback URLs; a tenant pays the
 * Paybill with their account number and the payment lands on their ledger by itself.
 */
import type { LedgerPayment, UnmatchedPayment } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { apiCaller, buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { type DarajaSimulator, startDarajaSimulator } from './simulator/server';

const KEYS = { consumerKey: 'sim-key-123', consumerSecret: 'sim-secret-456', passkey: 'sim-passkey-789' };
const SHORTCODE = '174379';
let sim: DarajaSimulator;
let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);

beforeAll(async () => {
  sim = await startDarajaSimulator({ port: 0, shortcode: SHORTCODE, ...KEYS });
  const port = await freePort();
  // The simulator calls back from 127.0.0.1 to the address the app says M-Pesa can reach it at.
  t = await buildTestApp(undefined, {
    mpesa: { callbackAllowlist: ['127.0.0.1'], apiBase: sim.url, publicBaseUrl: `http://127.0.0.1:${port}` },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const settings = (landlord: Session, keys: Partial<typeof KEYS> = KEYS) =>
  api(landlord, 'PUT', '/payments/mpesa/settings', {
    environment: 'sandbox',
    shortcodeType: 'paybill',
    shortcode: SHORTCODE,
    ...keys,
  });

describe('a Paybill connected through Daraja', () => {
  it('tests the keys, registers the URLs once, and credits a payment to the tenant whose account number it names', async () => {
    expect((await settings(s.LA)).statusCode).toBe(200);
    const tested = await api(s.LA, 'POST', '/payments/mpesa/settings/test');
    expect(tested.json()).toEqual({ message: 'M-Pesa accepted your keys.' });

    const registered = await api(s.LA, 'POST', '/payments/mpesa/register-urls');
    expect(registered.statusCode).toBe(200);
    expect(registered.json().settings.urlsRegisteredAt).toEqual(expect.any(String));
    const again = await api(s.LA, 'POST', '/payments/mpesa/register-urls');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has callback addresses/);

    const { account_ref: ref } = await t.database.db
      .selectFrom('tenancies')
      .select('account_ref')
      .where('tenant_id', '=', s.TA1.user.id)
      .executeTakeFirstOrThrow();
    const paid = await sim.pay({ shortcode: SHORTCODE, account: ref.toLowerCase(), amount: 4500 });
    expect(paid.deliveries.map((d) => d.status)).toEqual([200]);
    await expect
      .poll(async () => ((await api(s.TA1, 'GET', '/payments')).json() as LedgerPayment[]).map((p) => p.reference))
      .toContain(paid.transId);

    // A payment naming no tenant waits for the landlord.
    const stray = await sim.pay({ shortcode: SHORTCODE, account: 'ZZZ-404', amount: 1200, firstName: 'PETER' });
    await expect
      .poll(async () =>
        ((await api(s.LA, 'GET', '/payments/mpesa/unmatched')).json() as UnmatchedPayment[]).map((u) => u.transId),
      )
      .toContain(stray.transId);
  });

  it('says plainly when M-Pesa refuses the keys, without showing them', async () => {
    expect((await settings(s.LB, { ...KEYS, consumerSecret: 'not-the-secret' })).statusCode).toBe(200);
    const res = await api(s.LB, 'POST', '/payments/mpesa/settings/test');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/did not accept the consumer key and secret/);
    expect(res.body).not.toMatch(/not-the-secret|sim-key-123/);
  });
});
