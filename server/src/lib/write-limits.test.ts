import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../test/helpers';

// Per-user limits on the HTTP writes (lib/rate-limit.ts writeLimit), like the socket's per-user
// allowance: one account cannot flood complaints, chat, rules or payment claims.

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;
const LIMIT = 3;

async function rows(t: TestApp, table: 'complaints' | 'messages' | 'payments' | 'rules') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The refusal every write limit gives: 429, a JSON message a person can read, and Retry-After. */
function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe(`per-user write limits (${LIMIT} a minute per route in this test)`, () => {
  let t: TestApp;
  let s: Seed;
  const api = apiCaller(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp(undefined, { writeRateLimit: LIMIT });
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => t.close());

  /** LIMIT writes by `who` pass; the next is refused and stores nothing; `other` still writes. */
  async function limitHolds(
    table: Parameters<typeof rows>[1],
    who: Session,
    other: Session,
    write: (as: Session, i: number) => Promise<LightMyRequestResponse>,
  ) {
    for (let i = 0; i < LIMIT; i += 1) expect((await write(who, i)).statusCode).toBe(201);
    const before = await rows(t, table);
    expectRefused(await write(who, LIMIT));
    expect(await rows(t, table)).toBe(before);
    // Another person of the same building, from the same address, has their own allowance.
    expect((await write(other, 0)).statusCode).toBe(201);
  }

  it('the complaint past the limit is a 429 that stores nothing; a neighbour can still post', async () => {
    await limitHolds('complaints', s.TA1, s.TA2, (as, i) =>
      api(as, 'POST', '/complaints', { title: `Leak ${i}`, description: 'The tap drips.' }),
    );
    // Reading is not limited.
    expect((await api(s.TA1, 'GET', '/complaints')).statusCode).toBe(200);
  });

  it('a chat message past the limit is refused; each route keeps its own count', async () => {
    // TA1 used up their complaints above; their chat allowance is whole.
    await limitHolds('messages', s.TA1, s.TA2, (as, i) =>
      api(as, 'POST', '/chats', { receiverId: s.LA.user.id, message: `Hello ${i}` }),
    );
  });

  it("a tenant's payment claim past the limit is refused", async () => {
    await limitHolds('payments', s.TA1, s.TA2, (as) => api(as, 'POST', '/payments', { amount: 100, method: 'cash' }));
  });

  it("a landlord's rules past the limit are refused; another landlord is not", async () => {
    await limitHolds('rules', s.LA, s.LB, (as, i) =>
      api(as, 'POST', '/rules', { rules: [{ title: `Quiet after ${i + 9} pm`, description: 'Keep it down.' }] }),
    );
  });
});

describe('every write route is limited, each on its own', () => {
  let t: TestApp;
  let s: Seed;
  const api = apiCaller(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp(undefined, { writeRateLimit: 1 });
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => t.close());

  it('the second call within a minute is 429 whatever the first answered', async () => {
    const missing = '00000000-0000-7000-8000-000000000000';
    const routes: Array<[Session, 'POST' | 'PUT' | 'DELETE', string]> = [
      [s.TA1, 'POST', '/complaints'],
      [s.LA, 'PUT', `/complaints/${missing}`],
      [s.LA, 'POST', `/complaints/${missing}/note`],
      [s.TA1, 'POST', '/chats'],
      [s.LA, 'POST', '/rules'],
      [s.LA, 'PUT', `/rules/${missing}`],
      [s.LA, 'DELETE', `/rules/${missing}`],
      [s.TA1, 'POST', '/payments'],
      [s.TA1, 'POST', '/bills/pay-cash'],
    ];
    for (const [who, method, url] of routes) {
      // An empty body is a 400 (or a 404 for a missing id): the call still counts.
      const first = await api(who, method, url, method === 'DELETE' ? undefined : {});
      expect(first.statusCode, `${method} ${url}`).toBeLessThan(429);
      expectRefused(await api(who, method, url, method === 'DELETE' ? undefined : {}));
    }
  });
});

describe('the default allowance', () => {
  let t: TestApp;
  let s: Seed;
  const api = apiCaller(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
  });
  afterAll(async () => t.close());

  it('is 60 writes a minute per user per route', async () => {
    for (let i = 0; i < 60; i += 1) {
      const res = await api(s.TA1, 'POST', '/chats', { receiverId: s.LA.user.id, message: `Busy ${i}` });
      expect(res.statusCode).toBe(201);
    }
    expectRefused(await api(s.TA1, 'POST', '/chats', { receiverId: s.LA.user.id, message: 'One too many' }));
  });
});
