import type { LedgerPayment, UnmatchedPayment } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { nextTurn } from '../../lib/concurrency';
import { createEventInbox } from './inbox';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);
const SHORTCODE = '600966';
let token = '';

beforeAll(async () => {
  t = await buildTestApp(undefined, {
    mpesa: { callbackAllowlist: null, publicBaseUrl: 'https://rent.example.co.ke' },
  });
  s = await seedTwoApartments(t.app);
  token = await saveSettings(s.LA);
});
afterAll(async () => {
  await t.close();
});

async function saveSettings(landlord: Session, shortcode = SHORTCODE) {
  const res = await api(landlord, 'PUT', '/payments/mpesa/settings', {
    environment: 'sandbox',
    shortcodeType: 'paybill',
    shortcode,
    consumerKey: 'key-abc',
    consumerSecret: 'secret-def',
    passkey: 'passkey-ghi',
  });
  expect(res.statusCode).toBe(200);
  const url = res.json().settings.callbackUrls.confirmation as string;
  return url.split('/').at(-2) as string;
}

let transCount = 0;
/** A C2B confirmation as Daraja posts it; a fresh TransID each time unless given. */
function confirmation(billRef: string, amount = '15000.00', extra: Record<string, string> = {}) {
  transCount += 1;
  return {
    TransactionType: 'Pay Bill',
    TransID: `SKQ${String(transCount).padStart(7, '0')}`,
    TransTime: '20261125093015',
    TransAmount: amount,
    BusinessShortCode: SHORTCODE,
    BillRefNumber: billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'JANE',
    MiddleName: '',
    LastName: '',
    ...extra,
  };
}

const hook = (body: unknown, kind = 'confirmation', hookToken = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/hooks/pay/${hookToken}/${kind}`,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The stored callbacks of a TransID once none is waiting to be processed. */
async function settled(transId?: string) {
  await expect
    .poll(
      async () =>
        (await t.database.db.selectFrom('mpesa_events').select('id').where('outcome', '=', 'received').execute())
          .length,
    )
    .toBe(0);
  return t.database.db
    .selectFrom('mpesa_events')
    .selectAll()
    .$if(transId !== undefined, (q) => q.where('trans_id', '=', transId as string))
    .orderBy('received_at')
    .execute();
}

async function accountRef(tenant: Session) {
  const row = await t.database.db
    .selectFrom('tenancies')
    .select(['id', 'account_ref'])
    .where('tenant_id', '=', tenant.user.id)
    .executeTakeFirstOrThrow();
  return { tenancyId: row.id, ref: row.account_ref };
}

const mpesaPayments = async (who: Session) =>
  ((await api(who, 'GET', '/payments')).json() as LedgerPayment[]).filter((p) => p.method === 'mpesa');

describe('M-Pesa settings', () => {
  it('keeps the keys sealed and never shows them; gives the callback URLs', async () => {
    const res = await api(s.LA, 'GET', '/payments/mpesa/settings');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/key-abc|secret-def|passkey-ghi/);
    expect(res.json().settings).toMatchObject({
      configured: true,
      shortcode: SHORTCODE,
      hasConsumerKey: true,
      hasPasskey: true,
      callbackUrls: {
        confirmation: expect.stringMatching(
          /^https:\/\/rent\.example\.co\.ke\/api\/hooks\/pay\/[\w-]{43}\/confirmation$/,
        ),
      },
    });
    const row = await t.database.db.selectFrom('mpesa_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/key-abc|secret-def|passkey-ghi/);
    expect(row.callback_token).not.toContain(token);
  });

  it('is the landlord’s alone, and names a bad field', async () => {
    expect((await api(s.TA1, 'GET', '/payments/mpesa/settings')).statusCode).toBe(403);
    const bad = await api(s.LB, 'PUT', '/payments/mpesa/settings', {
      environment: 'sandbox',
      shortcodeType: 'paybill',
      shortcode: '12ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('shortcode');
  });
});

describe('C2B: money paid to the Paybill', () => {
  it('lands on the tenancy its account number names, as a confirmed payment with a receipt', async () => {
    const { ref } = await accountRef(s.TA1);
    const body = confirmation(` ${ref.toLowerCase().split('').join('-')} `, '7500.00');
    const res = await hook(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const [event] = await settled(body.TransID);
    expect(event.outcome).toBe('matched');
    const mine = await mpesaPayments(s.TA1);
    expect(mine.find((p) => p.reference === body.TransID)).toMatchObject({
      status: 'confirmed',
      amount: 7500,
      receivedAt: '2026-11-25',
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
    });
  });

  it('counts the same TransID once, also when it arrives 20 times at once', async () => {
    const { ref } = await accountRef(s.TA2);
    const body = confirmation(ref, '100.00');
    const answers = await Promise.all(Array.from({ length: 20 }, () => hook(body)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const events = await settled(body.TransID);
    expect(events).toHaveLength(20);
    expect(events.filter((e) => e.outcome === 'matched')).toHaveLength(1);
    expect(events.filter((e) => e.outcome === 'duplicate')).toHaveLength(19);
    expect((await mpesaPayments(s.TA2)).filter((p) => p.reference === body.TransID)).toHaveLength(1);
  });

  it('puts money that names nobody in the unmatched queue, with suggestions, until the landlord assigns it once', async () => {
    const { ref, tenancyId } = await accountRef(s.TA1);
    const typo = `${ref}9`;
    const body = confirmation(typo, '15000.00', { FirstName: s.TA1.user.name.split(' ')[0].toUpperCase() });
    await hook(body);
    expect((await settled(body.TransID))[0].outcome).toBe('unmatched');
    const queue = (await api(s.LA, 'GET', '/payments/mpesa/unmatched')).json() as UnmatchedPayment[];
    const item = queue.find((u) => u.transId === body.TransID) as UnmatchedPayment;
    expect(item).toMatchObject({ amount: 15000, billRef: typo, msisdn: '2547 ***** 126' });
    expect(item.suggestions[0]).toMatchObject({ tenancyId });
    const name = s.TA1.user.name.split(' ')[0].toUpperCase();
    expect(item.suggestions[0].why).toMatch(new RegExp(`^account number close to ${ref}, payer's name ${name}\\b`));
    // A landlord who reads Kiswahili is told why in Kiswahili.
    expect((await api(s.LA, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const inSw = (await api(s.LA, 'GET', '/payments/mpesa/unmatched')).json() as UnmatchedPayment[];
    expect(inSw.find((u) => u.transId === body.TransID)?.suggestions[0].why).toMatch(
      new RegExp(`^nambari ya akaunti inakaribiana na ${ref}, jina la mlipaji ni ${name}\\b`),
    );
    await api(s.LA, 'PUT', '/auth/me', { locale: 'en' });
    expect(((await api(s.LB, 'GET', '/payments/mpesa/unmatched')).json() as UnmatchedPayment[]).length).toBe(0);

    const otherBuilding = await api(s.LB, 'POST', `/payments/mpesa/unmatched/${item._id}/assign`, { tenancyId });
    expect(otherBuilding.statusCode).toBe(404);
    const assigned = await api(s.LA, 'POST', `/payments/mpesa/unmatched/${item._id}/assign`, { tenancyId });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().payment).toMatchObject({ status: 'confirmed', reference: body.TransID, amount: 15000 });
    expect((await api(s.LA, 'POST', `/payments/mpesa/unmatched/${item._id}/assign`, { tenancyId })).statusCode).toBe(
      409,
    );
    const after = (await api(s.LA, 'GET', '/payments/mpesa/unmatched')).json() as UnmatchedPayment[];
    expect(after.find((u) => u._id === item._id)).toBeUndefined();
  });

  it('confirms a tenant’s own claim of the same code and amount instead of counting it twice', async () => {
    const body = confirmation((await accountRef(s.TA2)).ref, '2500.00');
    const claim = await api(s.TA2, 'POST', '/payments', { amount: 2500, method: 'mpesa', reference: body.TransID });
    expect(claim.statusCode).toBe(201);
    await hook(body);
    expect((await settled(body.TransID))[0].outcome).toBe('claim_confirmed');
    const mine = (await mpesaPayments(s.TA2)).filter((p) => p.reference === body.TransID);
    expect(mine).toHaveLength(1);
    expect(mine[0].status).toBe('confirmed');
  });
});

describe('a claim never captures or swallows money paid to another account (docs/reliability.md §73)', () => {
  const queue = async () => (await api(s.LA, 'GET', '/payments/mpesa/unmatched')).json() as UnmatchedPayment[];

  it('money for TA2 whose code TA1 claimed (same amount) waits unmatched, showing the claim; TA1 gets nothing', async () => {
    const body = confirmation((await accountRef(s.TA2)).ref, '3100.00');
    const claim = await api(s.TA1, 'POST', '/payments', { amount: 3100, method: 'mpesa', reference: body.TransID });
    expect(claim.statusCode).toBe(201);
    await hook(body);
    expect((await settled(body.TransID))[0].outcome).toBe('unmatched');
    const ta1 = (await mpesaPayments(s.TA1)).filter((p) => p.reference === body.TransID);
    expect(ta1.map((p) => p.status)).toEqual(['pending']);
    const item = (await queue()).find((u) => u.transId === body.TransID) as UnmatchedPayment;
    expect(item).toMatchObject({ amount: 3100, conflictingClaim: { tenantName: s.TA1.user.name, amount: 3100 } });

    // Assigning it to TA2 is refused while TA1's claim holds the code, in words; rejecting the claim frees it.
    const { tenancyId } = await accountRef(s.TA2);
    const refused = await api(s.LA, 'POST', `/payments/mpesa/unmatched/${item._id}/assign`, { tenancyId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'mpesa_code_claimed',
      message: expect.stringContaining(s.TA1.user.name),
    });
    const rejected = await api(s.LA, 'POST', `/payments/${claim.json().payment._id}/reject`, { reason: 'Not yours' });
    expect(rejected.statusCode).toBe(200);
    const assigned = await api(s.LA, 'POST', `/payments/mpesa/unmatched/${item._id}/assign`, { tenancyId });
    expect(assigned.statusCode).toBe(201);
    expect((await mpesaPayments(s.TA2)).find((p) => p.reference === body.TransID)?.status).toBe('confirmed');
  });

  it('money whose amount differs from the tenant’s own claim is not filed as a duplicate: it waits unmatched', async () => {
    const body = confirmation((await accountRef(s.TA2)).ref, '4000.00');
    const claim = await api(s.TA2, 'POST', '/payments', { amount: 400, method: 'mpesa', reference: body.TransID });
    expect(claim.statusCode).toBe(201);
    await hook(body);
    expect((await settled(body.TransID))[0].outcome).toBe('unmatched');
    const item = (await queue()).find((u) => u.transId === body.TransID);
    expect(item).toMatchObject({ amount: 4000, conflictingClaim: { tenantName: s.TA2.user.name, amount: 400 } });
    // The landlord assigns it to the claimant: the claim of the wrong amount is still refused in words.
    const { tenancyId } = await accountRef(s.TA2);
    const refused = await api(s.LA, 'POST', `/payments/mpesa/unmatched/${item?._id}/assign`, { tenancyId });
    expect(refused.json().code).toBe('mpesa_code_claimed');
  });

  it('the unmatched money of a code the same tenant claimed with the same amount is assigned by confirming the claim', async () => {
    const { ref, tenancyId } = await accountRef(s.TA2);
    const body = confirmation(`${ref}77`, '2600.00');
    await hook(body);
    expect((await settled(body.TransID))[0].outcome).toBe('unmatched');
    const claim = await api(s.TA2, 'POST', '/payments', { amount: 2600, method: 'mpesa', reference: body.TransID });
    expect(claim.statusCode).toBe(201);
    const item = (await queue()).find((u) => u.transId === body.TransID) as UnmatchedPayment;
    const assigned = await api(s.LA, 'POST', `/payments/mpesa/unmatched/${item._id}/assign`, { tenancyId });
    expect(assigned.statusCode).toBe(201);
    const mine = (await mpesaPayments(s.TA2)).filter((p) => p.reference === body.TransID);
    expect(mine.map((p) => [p._id, p.status])).toEqual([[claim.json().payment._id, 'confirmed']]);
  });
});

describe('callbacks that must not credit money', () => {
  it('an unknown token is 404 and stores nothing', async () => {
    const before = await settled();
    expect((await hook(confirmation('A1'), 'confirmation', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await hook(confirmation('A1'), 'elsewhere')).statusCode).toBe(404);
    expect(await settled()).toHaveLength(before.length);
  });

  it('malformed bodies, bad amounts and another shortcode are stored with their outcome and credit nothing', async () => {
    const paymentsBefore = (await mpesaPayments(s.LA)).length;
    const { ref } = await accountRef(s.TA1);
    const cases: [unknown, string][] = [
      ['{not json', 'rejected_shape'],
      [{ hello: 'world' }, 'rejected_shape'],
      [confirmation(ref, '1500.505'), 'rejected_shape'],
      [confirmation(ref, '-5'), 'rejected_shape'],
      [confirmation(ref, '100.00', { BusinessShortCode: '999999' }), 'rejected_shortcode'],
    ];
    for (const [body] of cases) expect((await hook(body)).statusCode).toBe(200);
    const events = (await settled()).slice(-cases.length);
    expect(events.map((e) => e.outcome)).toEqual(cases.map(([, outcome]) => outcome));
    expect((await mpesaPayments(s.LA)).length).toBe(paymentsBefore);
  });

  it('from an address off the allowlist: 403, stored as rejected, no money', async () => {
    const guarded = await buildTestApp(t.database, { mpesa: { callbackAllowlist: ['196.201.214.200'] } });
    try {
      const body = confirmation((await accountRef(s.TA1)).ref, '100.00');
      const res = await guarded.app.inject({
        method: 'POST',
        url: `/api/hooks/pay/${token}/confirmation`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(403);
      const [event] = await t.database.db
        .selectFrom('mpesa_events')
        .selectAll()
        .where('body', '=', JSON.stringify(body))
        .execute();
      expect(event.outcome).toBe('rejected_ip');
      expect((await mpesaPayments(s.LA)).some((p) => p.reference === body.TransID)).toBe(false);
    } finally {
      await guarded.app.close();
    }
  });
});

describe('a burst being processed', () => {
  it('does not hold up the rest of the app: a request is answered before the burst is all in the ledger', async () => {
    // Over a real socket: what Daraja and every other caller wait on is the event loop reading them.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { ref } = await accountRef(s.TA2);
    const count = 300;
    const bodies = Array.from({ length: count }, () => confirmation(ref, '1.00'));
    const sent = new Set(bodies.map((b) => b.TransID));
    const processed = async () =>
      (
        await t.database.db
          .selectFrom('mpesa_events')
          .select('id')
          .where('trans_id', 'in', [...sent])
          .where('outcome', '!=', 'received')
          .execute()
      ).length;
    const answers = await Promise.all(
      bodies.map((b) =>
        fetch(`${base}/api/hooks/pay/${token}/confirmation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify(b),
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Processing has begun…
    await expect.poll(processed, { interval: 5 }).toBeGreaterThan(0);
    // …and a tenant's request sent now is answered while it goes on, not once it is over.
    const health = await fetch(`${base}/api/health`, { headers: { connection: 'close' } });
    expect(health.status).toBe(200);
    expect(await processed()).toBeLessThan(count);
    await expect.poll(processed, { timeout: 30_000 }).toBe(count);
    expect((await mpesaPayments(s.TA2)).filter((p) => sent.has(p.reference ?? ''))).toHaveLength(count);
    // Above the 30 s the last poll may take: a slow machine fails on the count, not on the clock.
  }, 60_000);
});

describe('nothing is lost to a restart', () => {
  it('a callback stored but not processed when the process stopped is processed at the next start', async () => {
    const body = confirmation((await accountRef(s.TA1)).ref, '321.00');
    // What the callback route stored just before the process died.
    await createEventInbox(t.database).store({
      apartmentId: s.LA.user.apartmentId as string,
      kind: 'confirmation',
      body: JSON.stringify(body),
      sourceIp: '127.0.0.1',
    });
    const restarted = await buildTestApp(t.database);
    try {
      await restarted.app.ready();
      const [event] = await settled(body.TransID);
      expect(event.outcome).toBe('matched');
      expect((await mpesaPayments(s.TA1)).some((p) => p.reference === body.TransID && p.amount === 321)).toBe(true);
    } finally {
      await restarted.app.close();
    }
  });

  it('a backlog replayed at start-up leaves the server a turn between callbacks', async () => {
    const { ref } = await accountRef(s.TA1);
    const bodies = Array.from({ length: 5 }, () => confirmation(ref, '2.00'));
    const inbox = createEventInbox(t.database);
    await Promise.all(
      bodies.map((b) =>
        inbox.store({
          apartmentId: s.LA.user.apartmentId as string,
          kind: 'confirmation',
          body: JSON.stringify(b),
          sourceIp: '127.0.0.1',
        }),
      ),
    );
    const processed = async () =>
      (
        await t.database.db
          .selectFrom('mpesa_events')
          .select('id')
          .where(
            'trans_id',
            'in',
            bodies.map((b) => b.TransID),
          )
          .execute()
      ).length;
    const restarted = await buildTestApp(t.database);
    try {
      // What a request arriving as the server starts gets: the next turn of the event loop.
      await nextTurn();
      expect(await processed()).toBeLessThan(bodies.length);
      await expect.poll(processed).toBe(bodies.length);
    } finally {
      await restarted.app.close();
    }
  });
});
