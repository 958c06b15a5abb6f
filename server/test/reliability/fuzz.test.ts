/**
 * docs/reliability.md §9, §10, §15, §16: fuzz every route's body, params and query (fast-check):
 * random JSON values and schema-shaped mutations of a valid body. Never a 5xx; every 4xx carries
 * a string `message`. Odd Content-Type spellings are still validated; a forced 500 shows no stack
 * and no SQL; a foreign Origin gets no CORS allowance.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLandlord, type Session } from '../helpers';
import { mutated, param, query } from './fuzz-inputs';
import { type FuzzPeople, fuzzRoutes } from './fuzz-routes';
import { buildReliabilityApp, figure, IN_CI, messageOf } from './support';
import { seedWorld, type World } from './world';

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
let w: World;
/** Its password may change during the fuzz; nobody else uses it. */
let pwUser: Session;
const people = {} as FuzzPeople;
const ROUTES = fuzzRoutes(people);

beforeAll(async () => {
  t = await buildReliabilityApp();
  w = await seedWorld(t.app);
  pwUser = await registerLandlord(t.app);
  Object.assign(people, { w, pwUser });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const anyId = () => w.objects.TA1.unpaidBill;

const RUNS = IN_CI ? 60 : 300;

function urlFor(route: string, params: string[]): string {
  let i = 0;
  return route.split(' ')[1].replace(/:[a-zA-Z]+/g, () => encodeURIComponent(params[i++] ?? anyId()));
}

describe('fuzzing every route', () => {
  it('covers every registered API route (docs aside)', () => {
    const fuzzed = new Set(ROUTES.map((r) => r.route));
    const missing = t.routes.filter((r) => !r.includes('/api/docs') && !fuzzed.has(r));
    expect(missing).toEqual([]);
  });

  it('never answers 5xx; every 4xx has a string message', async () => {
    let requests = 0;
    const statuses: Record<number, number> = {};
    const problems: string[] = [];
    for (const r of ROUTES) {
      const [method, path] = r.route.split(' ');
      const paramCount = (path.match(/:[a-zA-Z]+/g) ?? []).length;
      const hasBody = method === 'POST' || method === 'PUT';
      const bodyArb = hasBody ? (r.body ? mutated(r.body()) : fc.jsonValue()) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(
          fc.array(param, { minLength: paramCount, maxLength: paramCount }),
          query,
          bodyArb,
          async (params, q, body) => {
            const res = await t.app.inject({
              method: method as 'GET',
              url: urlFor(r.route, params) + q,
              headers: r.who().auth,
              ...(body === undefined
                ? {}
                : { payload: JSON.stringify(body), headers: { ...r.who().auth, 'content-type': 'application/json' } }),
            });
            requests += 1;
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode >= 500)
              problems.push(
                `${r.route} ${JSON.stringify(body)?.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            if (res.statusCode >= 400 && typeof messageOf(res.body) !== 'string')
              problems.push(`${r.route}: no message: ${res.body.slice(0, 200)}`);
            return res.statusCode < 500;
          },
        ),
        { numRuns: r.runs ? Math.min(r.runs, RUNS) : RUNS, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
    }
    expect(problems).toEqual([]);
    figure('fuzz requests (no 5xx)', requests);
    figure(
      'fuzz answers by status',
      Object.entries(statuses)
        .map(([k, v]) => `${k}:${v}`)
        .join(' '),
    );
    // The fuzz must reach the handlers, not only the validators.
    expect(Object.keys(statuses).some((s) => s.startsWith('2'))).toBe(true);
  }, 300_000);

  it('validates bodies sent with odd Content-Type spellings (docs/reliability.md §9)', async () => {
    let checked = 0;
    for (const type of [
      'application/json\t;',
      'Application/JSON ;',
      'APPLICATION/JSON; charset=utf-8',
      'application/json;;',
    ]) {
      const before = await t.database.db
        .selectFrom('complaints')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers: { ...w.TA1.auth, 'content-type': type },
        payload: JSON.stringify({ title: { $ne: 1 }, description: ['x'], status: 'Resolved' }),
      });
      expect([400, 415], `${JSON.stringify(type)} -> ${res.statusCode}`).toContain(res.statusCode);
      expect(typeof messageOf(res.body)).toBe('string');
      const after = await t.database.db
        .selectFrom('complaints')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      checked += 1;
    }
    // And a non-JSON type never reaches a handler as an object.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { ...w.TA1.auth, 'content-type': 'text/plain' },
      payload: '{"title":"a","description":"b"}',
    });
    expect([400, 415]).toContain(plain.statusCode);
    figure('odd content types validated', checked + 1);
  });

  it('refuses a NUL character in text with 400 on both databases (found by this fuzz on PostgreSQL)', async () => {
    for (const [method, url, who, payload] of [
      ['PUT', `/api/rules/${w.rules.A.edit[0]}`, w.LA, { title: 'a\u0000b', description: 'c' }],
      ['POST', '/api/complaints', w.TA1, { title: 'Leak', description: 'x\u0000' }],
      ['POST', '/api/chats', w.TA1, { receiverId: w.LA.user.id, message: '\u0000' }],
      ['POST', '/api/rules', w.LA, { rules: [{ title: 'ok', description: 'ok', category: 'general', x: ['\u0000'] }] }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: who.auth, payload });
      expect(res.statusCode, url).toBe(400);
      expect(messageOf(res.body)).toBe('Text must not contain NUL characters.');
    }
  });

  it('refuses an amount that rounds to 0 cents with 400 (5e-324, found by this fuzz)', async () => {
    for (const amount of [5e-324, 0.004, 1e-10]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bills/pay-cash',
        headers: w.TA1.auth,
        payload: { billId: w.objects.TA1.unpaidBill, amount },
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(typeof messageOf(res.body)).toBe('string');
    }
  });

  it('answers a foreign Origin without Access-Control-Allow-Origin (docs/reliability.md §15)', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/bills/me'],
      ['OPTIONS', '/api/bills/pay-cash'],
      ['OPTIONS', '/api/auth/login'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          ...w.TA1.auth,
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('a forced 500 (docs/reliability.md §16)', () => {
  it('shows no stack trace and no SQL', async () => {
    const own = await buildReliabilityApp();
    try {
      const landlord = await registerLandlord(own.app);
      await sql`DROP TABLE rules`.execute(own.database.db);
      for (const [method, url, payload] of [
        ['GET', '/api/rules', undefined],
        ['POST', '/api/rules', { rules: [{ title: 'a', description: 'b' }] }],
      ] as const) {
        const res = await own.app.inject({ method, url, headers: landlord.auth, ...(payload ? { payload } : {}) });
        expect(res.statusCode).toBe(500);
        const body = res.json() as Record<string, unknown>;
        expect(typeof body.message).toBe('string');
        expect(Object.keys(body).sort()).toEqual(['code', 'message']);
        expect(res.body).not.toMatch(/\bat\s+\S+\s+\(|\.ts:\d+|node_modules|stack/i);
        expect(res.body).not.toMatch(/select|insert|from\s|rules|relation|table|sqlite|postgres/i);
      }
    } finally {
      await own.close();
    }
  });
});
