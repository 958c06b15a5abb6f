import { createHash } from 'node:crypto';
import { type App, type BuildAppOptions, buildApp } from '../../src/app';
import { createLoginThrottle } from '../../src/lib/login-throttle';
import { createTokenService } from '../../src/lib/tokens';
import { ALL_TABLES, createTestDatabase, TABLE_KEYS, TEST_SECRET, type TestApp, type TestDatabase } from '../helpers';

/** CI=true runs fewer iterations of the heavy loops; every kind of test still runs. */
export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

/** Which database a test ran on, for the figures. */
export const DB_NAME = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * Prints one figure line; `npm run reliability:report` collects these lines from a run into
 * README's Reliability section, so the README never carries a hand-written number.
 */
export function figure(name: string, value: number | string): void {
  console.log(`reliability: ${name} [${DB_NAME}] = ${value}`);
}

/** buildApp on a fresh database, with the per-IP auth limit raised (the tests register and log in a lot). */
export async function buildReliabilityApp(database?: TestDatabase, options: BuildAppOptions = {}): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const app: App = await buildApp(
    {
      db: db.db,
      dialect: db.dialect,
      tokens: createTokenService(TEST_SECRET),
      loginThrottle: createLoginThrottle(),
      authRateLimit: 1_000_000,
    },
    options,
  );
  await app.ready();
  return {
    app,
    database: db,
    async close() {
      await app.close();
      if (!database) await db.dispose();
    },
  };
}

export interface Snapshot {
  counts: Record<string, number>;
  hash: string;
}

/** Row counts of every table and one hash over every row (sorted by id), to prove a denial changed nothing. */
export async function snapshot(database: TestDatabase): Promise<Snapshot> {
  const counts: Record<string, number> = {};
  const h = createHash('sha256');
  for (const table of ALL_TABLES) {
    // biome-ignore lint/suspicious/noExplicitAny: one generic query over every table
    let query = (database.db as any).selectFrom(table).selectAll();
    for (const key of TABLE_KEYS[table]) query = query.orderBy(key);
    const rows = await query.execute();
    counts[table] = rows.length;
    h.update(table);
    for (const row of rows) {
      const keys = Object.keys(row).sort();
      h.update(JSON.stringify(keys.map((k) => [k, String(row[k])])));
    }
  }
  return { counts, hash: h.digest('hex') };
}

/** Parses `app.printRoutes({ commonPrefix: false })` into "METHOD /full/path" entries (HEAD left out). */
export function registeredRoutes(app: App): string[] {
  const text = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^([│├└─\s]*?)([├└]──\s)(.+)$/.exec(line);
    if (!m) continue;
    const depth = Math.round((m[1].length + m[2].length) / 4) - 1;
    const rest = m[3];
    const pm = /^(.*?)\s\(([A-Z, ]+)\)$/.exec(rest);
    const segment = pm ? pm[1] : rest;
    stack.length = depth;
    const parent = depth > 0 ? stack[depth - 1] : '';
    const full = parent.endsWith('/') && segment.startsWith('/') ? parent + segment.slice(1) : parent + segment;
    stack[depth] = full;
    if (pm) {
      for (const method of pm[2].split(',').map((s) => s.trim())) {
        if (method !== 'HEAD') routes.push(`${method} ${full}`);
      }
    }
  }
  return [...new Set(routes)].sort();
}

/** The bodies of error answers must carry a readable `message`. */
export function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}
