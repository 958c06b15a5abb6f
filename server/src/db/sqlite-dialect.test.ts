import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createLoginThrottle } from '../lib/login-throttle';
import { createTokenService } from '../lib/tokens';
import { type Database, migrateToLatest, openDatabase } from './database';

/**
 * Another connection holds SQLite's write lock (another process: `npm run seed:demo`, a second
 * server, a script). A write waits for it without holding up the event loop, and past the bound
 * answers 503 with Retry-After, never 500 (sqlite-dialect.ts). two-writers.test.ts runs two
 * processes at once; here the other writer is held still to see each case.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite busy with another connection', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'safestay-busy-'));
  const file = path.join(dir, 'safestay.db');
  let database: Database;
  let app: App;
  let other: SQLite.Database;
  let n = 0;

  beforeAll(async () => {
    database = openDatabase({ sqliteFile: file, busy: { busyTimeoutMs: 600 } });
    await migrateToLatest(database.db);
    app = await buildApp({
      db: database.db,
      dialect: database.dialect,
      tokens: createTokenService('busy-test-secret-busy-test-secret-0123456'),
      loginThrottle: createLoginThrottle(),
      authRateLimit: 1_000,
    });
    other = new SQLite(file);
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('rollback');
  });
  afterAll(async () => {
    other.close();
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const register = () => {
    n += 1;
    return app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: `Landlord ${n}`,
        email: `landlord${n}@busy.test`,
        role: 'Landlord',
        nationalID: `2100000${n}`,
        primaryPhoneNumber: `+25471300000${n}`,
        apartmentName: `Busy House ${n}`,
        rentAmount: 10_000,
        password: 'busy-test-password',
      },
    });
  };
  const landlords = () =>
    (other.prepare(`select count(*) n from users where role = 'Landlord'`).get() as { n: number }).n;

  it('waits while the other writes, with the event loop free, then writes', async () => {
    other.exec('begin immediate');
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);
    setTimeout(() => other.exec('commit'), 300);
    const res = await register();
    clearInterval(ticker);
    expect(res.statusCode, res.body).toBe(201);
    expect(landlords()).toBe(1);
    // Waiting on the event loop would have held every timer until the lock came free.
    expect(ticks).toBeGreaterThan(5);
  });

  it('past the bound answers 503 with Retry-After, and nothing is written', async () => {
    other.exec('begin immediate');
    const res = await register();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ code: 'database_busy', message: expect.stringMatching(/busy.*try again/) });
    other.exec('commit');
    expect(landlords()).toBe(1);
    // Tried again once the other is done, it goes through.
    n -= 1;
    expect((await register()).statusCode).toBe(201);
    expect(landlords()).toBe(2);
  });

  it('a transaction holds the write lock from its BEGIN, so it never has to upgrade', async () => {
    // Kysely's plain BEGIN took the lock at the first write: a transaction that had read and
    // then found another process's write in between failed at once with SQLITE_BUSY.
    other.pragma('busy_timeout = 0');
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      const write = () => other.prepare(`update users set name = name where email = 'landlord2@busy.test'`).run();
      expect(write).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      await trx
        .updateTable('users')
        .set({ name: 'Read, then wrote' })
        .where('email', '=', 'landlord1@busy.test')
        .execute();
    });
    const { name } = other.prepare(`select name from users where email = 'landlord1@busy.test'`).get() as {
      name: string;
    };
    expect(name).toBe('Read, then wrote');
  });
});
