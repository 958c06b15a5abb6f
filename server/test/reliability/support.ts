import { createHash } from 'node:crypto';
import type { BuildAppOptions } from '../../src/app';
import { ALL_TABLES, buildTestApp, TABLE_KEYS, type TestApp, type TestDatabase } from '../helpers';

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

/**
 * buildTestApp with the per-IP auth limit and the per-user write and PDF limits raised (these
 * tests register, log in, write and download a lot; the fuzz draws hundreds of PDFs per route).
 */
export function buildReliabilityApp(database?: TestDatabase, options: BuildAppOptions = {}): Promise<TestApp> {
  return buildTestApp(database, {
    ...options,
    authRateLimit: 1_000_000,
    writeRateLimit: 1_000_000,
    pdfRateLimit: 1_000_000,
  });
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

/** The bodies of error answers must carry a readable `message`. */
export function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}
