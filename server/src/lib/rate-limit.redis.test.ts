/**
 * docs/reliability.md §52: with Redis, the request limits are counted once for every process, so
 * a client that spreads its requests over two processes gets the limit of one.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  registerLandlord,
  registerTenant,
  type TestApp,
  type TestDatabase,
} from '../../test/helpers';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('request limits shared by two processes on Redis', () => {
  const clients = [createClient({ url: redisUrl }), createClient({ url: redisUrl })];
  const limits = { authRateLimit: 4, writeRateLimit: 3, pdfRateLimit: 2 };
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    for (const client of clients) await client.connect();
    database = await createTestDatabase();
    // Two processes: each its own app and its own Redis connection, one database.
    one = await buildTestApp(database, { ...limits, sharedRedis: clients[0] });
    two = await buildTestApp(database, { ...limits, sharedRedis: clients[1] });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.dispose();
    for (const client of clients) await client.quit();
  });

  /** Sends `times` requests, taking turns between the two processes; the statuses in order. */
  async function alternate(times: number, send: (app: TestApp) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await send(i % 2 === 0 ? one : two)).statusCode);
    return statuses;
  }

  it('sign-in and sign-up per address', async () => {
    const signIns = await alternate(5, (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '41.90.4.1',
        payload: { email: `nobody-${randomUUID()}@example.com`, password: 'not the one' },
      }),
    );
    expect(signIns).toEqual([401, 401, 401, 401, 429]);
    const signUps = await alternate(5, (t) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '41.90.4.2', payload: {} }),
    );
    expect(signUps).toEqual([400, 400, 400, 400, 429]);
  });

  it('writes and PDFs per user', async () => {
    const landlord = await registerLandlord(one.app);
    const tenant = await registerTenant(two.app, landlord.user.apartmentId as string);
    const complaints = await alternate(4, (t) =>
      t.app.inject({ method: 'POST', url: '/api/complaints', headers: tenant.auth, payload: {} }),
    );
    expect(complaints).toEqual([400, 400, 400, 429]);
    const pdfs = await alternate(3, (t) =>
      t.app.inject({ method: 'GET', url: `/api/tenancies/${randomUUID()}/statement.pdf`, headers: landlord.auth }),
    );
    expect(pdfs).toEqual([404, 404, 429]);
    const reading = await one.app.inject({ method: 'GET', url: '/api/rules', headers: landlord.auth });
    // Only the limited routes: reading the rules is not held back.
    expect(reading.statusCode).toBe(200);
  });
});
