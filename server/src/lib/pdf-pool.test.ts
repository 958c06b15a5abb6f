import type { Bill } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../test/bills';
import { buildTestApp, registerTenant, seedTwoApartments, type TestApp } from '../../test/helpers';
import { insertPayments, paymentOn, tenancyOf } from '../../test/ledger-rows';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { nowIso } from './ids';
import { pdfsInFlight } from './pdf-pool';

/** Payments of 1 KES each on one bill: the statement folds past 400 entries, the bill PDF past 50 lines. */
const PAYMENTS = 3000;
const LIMIT = 5;

describe('PDFs are rendered off the event loop, bounded and limited per user', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  let heavy: Bill;
  let tenancyId: string;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { pdfRateLimit: LIMIT });
    s = await seedTwoApartments(t.app);
    heavy = await billFor(t, s.LA.auth, s.TA1.user.id);
    tenancyId = await tenancyOf(t.database.db, s.TA1.user.id);
    const row = {
      id: heavy._id,
      apartment_id: s.LA.user.apartmentId as string,
      tenant_id: s.TA1.user.id,
      tenancy_id: tenancyId,
    };
    const now = nowIso();
    await insertPayments(
      t.database.db,
      Array.from({ length: PAYMENTS }, (_, i) => paymentOn(row, 100, now, i + 1)),
    );
  }, 120_000);
  afterAll(async () => t.close());

  const get = (auth: { authorization: string }, url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  it('answers /api/health while a heavy statement is being drawn', async () => {
    // A statement of 400 entries takes a few hundred milliseconds to draw. On the event loop no
    // other request could be answered until it was done; on the pool, health answers meanwhile.
    const url = `/api/tenancies/${tenancyId}/statement.pdf`;
    // Once drawn before, so pdfkit and the fonts are loaded and no file read gives the loop a turn.
    expect((await get(s.LA.auth, url)).statusCode).toBe(200);
    const finished: string[] = [];
    const pdf = get(s.LA.auth, url).then((r) => {
      finished.push('pdf');
      return r;
    });
    // Loaded from the database and handed to the pool: the drawing is under way.
    while (pdfsInFlight() === 0 && finished.length === 0) await new Promise((r) => setImmediate(r));
    expect(finished).toEqual([]);
    const health = await get(s.LA.auth, '/api/health');
    finished.push('health');
    const statement = await pdf;

    expect(health.json()).toEqual({ status: 'ok' });
    expect(statement.statusCode).toBe(200);
    expect(finished).toEqual(['health', 'pdf']);
  });

  it('a bill with thousands of payments lists the latest 50 and sums the rest in one line', async () => {
    const res = await get(s.TA1.auth, `/api/bills/download/${heavy._id}`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    // Booleans, not the text: a failure would otherwise print a hundred pages.
    expect(text.includes('and 2,950 earlier payments totalling KSH 2,950')).toBe(true);
    // Numbered as in the whole history: #2951 to #3000 are listed, #2950 is not.
    expect([' 2951 ', ' 3000 ', ' 2950 '].map((n) => text.includes(n))).toEqual([true, true, false]);
    // 50 lines fit on two or three pages; all 3,000 would take about a hundred.
    expect(await pdfPages(res.rawPayload)).toBeLessThanOrEqual(4);
  });

  it('the statement of those payments stays a bounded number of pages', async () => {
    const res = await get(s.TA1.auth, '/api/me/statement.pdf');
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload)).includes('Balance brought forward')).toBe(true);
    expect(await pdfPages(res.rawPayload)).toBeLessThanOrEqual(25);
  });

  it(`the ${LIMIT + 1}th PDF of a route in a minute is 429 with Retry-After; another user still gets theirs`, async () => {
    const tenant = await registerTenant(t.app, s.LB.user.apartmentId as string);
    const other = await billFor(t, s.LB.auth, tenant.user.id, 'April');
    const url = `/api/bills/download/${other._id}`;
    for (let i = 0; i < LIMIT; i += 1) expect((await get(tenant.auth, url)).statusCode).toBe(200);
    const refused = await get(tenant.auth, url);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    const landlord = await get(s.LB.auth, url);
    expect(landlord.statusCode).toBe(200);
    expect(landlord.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
