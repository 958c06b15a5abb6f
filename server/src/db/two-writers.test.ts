import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = 25;

interface Outcome {
  apartmentId: string;
  statuses: Record<string, number>;
  failures: string[];
}

/** A writer process (two-writers.fixture.ts): resolves `ready` once set up, `done` with its outcome. */
function writer(file: string, name: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'two-writers.fixture.ts'), file, name, String(ROUNDS)],
    { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const done = new Promise<Outcome>((resolve, reject) => {
    let outcome: Outcome | null = null;
    lines.on('line', (line) => {
      if (line === 'ready') markReady();
      else if (line.startsWith('{')) outcome = JSON.parse(line) as Outcome;
    });
    child.on('exit', (code) =>
      outcome && code === 0 ? resolve(outcome) : reject(new Error(`writer ${name} exited ${code}: ${stderr}`)),
    );
  });
  // A writer that dies while setting up must fail the test, not leave it waiting for "ready".
  return { ready: Promise.race([ready, done.then(() => {})]), done, go: () => child.stdin?.write('go\n'), child };
}

/**
 * Two processes on one SQLite file, both writing at once: the server and `npm run seed:demo`, or
 * two servers on one DATA_DIR. Neither may answer 500 (or anything but success) because the
 * other holds the write lock, and nothing either wrote may be lost (db/sqlite-dialect.ts).
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('two processes writing one SQLite file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'safestay-two-writers-'));
  const file = path.join(dir, 'safestay.db');
  const writers: Array<ReturnType<typeof writer>> = [];
  afterAll(() => {
    for (const w of writers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('both succeed at every write, and every write is there', { timeout: 180_000 }, async () => {
    // Both start on a new file at once: they migrate it together too.
    writers.push(writer(file, 'a'), writer(file, 'b'));
    await Promise.all(writers.map((w) => w.ready));
    for (const w of writers) w.go();
    const outcomes = await Promise.all(writers.map((w) => w.done));

    for (const outcome of outcomes) {
      expect(outcome.failures).toEqual([]);
      expect(Object.keys(outcome.statuses).every((status) => Number(status) < 300)).toBe(true);
    }
    const db = new SQLite(file, { readonly: true });
    try {
      for (const { apartmentId } of outcomes) {
        const count = (table: string) =>
          (db.prepare(`select count(*) n from ${table} where apartment_id = ?`).get(apartmentId) as { n: number }).n;
        expect(count('bills')).toBe(ROUNDS);
        expect(count('payments')).toBe(ROUNDS);
        expect(count('complaints')).toBe(ROUNDS);
      }
    } finally {
      db.close();
    }
  });
});
