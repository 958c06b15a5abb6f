/**
 * docs/reliability.md §28: the real server (server/src/server.ts) runs as a child process on a temp
 * DATA_DIR and a random port, takes tenants' claims, the landlord's recorded payments and the
 * landlord's confirmations of claims from parallel clients, and is SIGKILLed at random moments (after
 * a random 1 to 40 more acknowledged payments, with writes in flight on every client).
 * After every kill: PRAGMA integrity_check is ok, every payment and confirmation whose 2xx reached
 * the client is stored, every confirmed payment has all of its allocations and a receipt number,
 * receipt numbers have no gaps, and no bill holds more than its amount. On SQLite this exercises WAL +
 * synchronous=FULL; with TEST_DATABASE_URL set the child uses a throwaway PostgreSQL database instead
 * (the kill hits the app process, not the database server; integrity_check is SQLite's and is skipped
 * there). At least 50 kills in a full run; CI=true runs 15.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, SERVER_NODE_FLAGS } from '../../scripts/build';
import { createThrowawayPostgres } from '../throwaway-postgres';
import { figure, IN_CI } from './support';
import { rowsOf } from './world';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The kill loop, not the build, is the test: the bundle is rebuilt from source on every run.
const KILLS = Number(process.env.CRASH_KILLS) || (IN_CI ? 15 : 50);
const WORKERS = 4;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safestay-crash-'));
const PG_ADMIN = process.env.TEST_DATABASE_URL;
/** On PostgreSQL, the child's own throwaway database (made in beforeAll). */
let throwawayPg: { url: string; drop: () => Promise<void> } | null = null;

/** Opens the stored data as a restarted server would and returns the checks' inputs. */
interface Stored {
  integrity: string;
  /** Every payment's id and status. */
  payments: Map<string, string>;
  overpaid: unknown[];
  /** Confirmed payments whose allocations do not add up to their amount (the bill never fills here). */
  halfWritten: unknown[];
  receipts: number[];
}

const OVERPAID_SQL =
  'SELECT b.id FROM bills b JOIN allocations a ON a.bill_id = b.id GROUP BY b.id HAVING SUM(a.amount_cents) > MAX(b.amount_cents)';
const HALF_WRITTEN_SQL = `SELECT p.id FROM payments p LEFT JOIN allocations a ON a.payment_id = p.id
  WHERE p.status = 'confirmed' GROUP BY p.id HAVING COALESCE(SUM(a.amount_cents), 0) <> MAX(p.amount_cents) OR MAX(p.receipt_number) IS NULL`;
const PAYMENTS_SQL = 'SELECT id, status, receipt_number FROM payments';

function stored(
  integrity: string,
  rows: { id: string; status: string; receipt_number: unknown }[],
  overpaid: unknown[],
  halfWritten: unknown[],
): Stored {
  return {
    integrity,
    payments: new Map(rows.map((r) => [r.id, r.status])),
    overpaid,
    halfWritten,
    receipts: rows
      .filter((r) => r.receipt_number !== null)
      .map((r) => Number(r.receipt_number))
      .sort((a, b) => a - b),
  };
}

/** Opens the stored data as a restarted server would and returns the checks' inputs. */
async function inspect(): Promise<Stored> {
  if (PG_ADMIN) {
    const client = new pg.Client({ connectionString: throwawayPg?.url });
    await client.connect();
    try {
      const q = async (text: string) => (await client.query(text)).rows;
      return stored('n/a (PostgreSQL)', await q(PAYMENTS_SQL), await q(OVERPAID_SQL), await q(HALF_WRITTEN_SQL));
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(dataDir, 'safestay.db'));
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const q = (text: string) => db.prepare(text).all() as { id: string; status: string; receipt_number: unknown }[];
    return stored(integrity, q(PAYMENTS_SQL), q(OVERPAID_SQL), q(HALF_WRITTEN_SQL));
  } finally {
    db.close();
  }
}
let child: ChildProcess | null = null;
/**
 * The production bundle `npm start` runs (server/scripts/build.ts), built once for this file; it
 * sits under node_modules/.cache so that its imports resolve to the project's packages.
 */
const bundleDir = path.join(root, 'node_modules/.cache', `safestay-crash-${process.pid}`);
const serverBundle = path.join(bundleDir, 'server.mjs');

beforeAll(async () => {
  if (PG_ADMIN) throwawayPg = await createThrowawayPostgres(PG_ADMIN, 'safestay_crash');
  await buildServer(serverBundle);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await throwawayPg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: throwawayPg?.url ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '100000',
      BUILDING_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT: '100000',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Error('the server exited');
  try {
    await vi.waitFor(
      async () => {
        if (proc.exitCode !== null) throw exited;
        // Refused (not listening yet) or not ok: asked again.
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
    return proc;
  } catch (error) {
    proc.kill('SIGKILL');
    if (error === exited) throw new Error(`server exited ${proc.exitCode}: ${stderr}`);
    throw new Error(`server did not start: ${stderr}`);
  }
}

async function api(port: number, token: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe(`crash safety under SIGKILL (${PG_ADMIN ? 'PostgreSQL' : 'SQLite'})`, () => {
  it(`keeps every acknowledged payment and an intact database across ${KILLS} kills`, async () => {
    let port = await freePort();
    child = await start(port);
    const tenants: { token: string; bills: string[]; tenancyId: string }[] = [];
    const landlord = await api(port, null, 'POST', '/api/auth/register', {
      name: 'Crash Landlord',
      email: 'crash-landlord@example.com',
      password: 'correct horse battery',
      role: 'Landlord',
      nationalID: 'CRASH-L',
      primaryPhoneNumber: '+254700000001',
      apartmentName: 'Crash Court',
      rentAmount: 1000000,
    });
    expect(landlord.status).toBe(201);
    const lToken = landlord.body.token as string;
    const apartmentId = (landlord.body.user as { apartmentId: string }).apartmentId;
    // Tenants join at once (as before approvals), so the test is about payments, not joining.
    expect((await api(port, lToken, 'PUT', '/api/apartments/mine', { joinPolicy: 'open' })).status).toBe(200);
    for (let i = 0; i < WORKERS; i += 1) {
      const r = await api(port, null, 'POST', '/api/auth/register', {
        name: `Crash Tenant ${i}`,
        email: `crash-tenant-${i}@example.com`,
        password: 'correct horse battery',
        role: 'Tenant',
        nationalID: `CRASH-T${i}`,
        primaryPhoneNumber: '+254700000002',
        apartmentId,
        // Living there in January, the month billed below.
        dateMovedIn: '2026-01-01',
      });
      expect(r.status).toBe(201);
      tenants.push({ token: r.body.token as string, bills: [], tenancyId: '' });
    }
    const gen = await api(port, lToken, 'POST', '/api/bills/generate-monthly', {
      month: 'January',
      year: 2026,
      dueDate: '2026-01-05',
    });
    expect(gen.status).toBe(201);
    for (const [i, t] of tenants.entries()) {
      const mine = await api(port, t.token, 'GET', '/api/bills/me');
      tenants[i].bills = rowsOf(mine.body).map((b) => b._id as string);
      tenants[i].tenancyId = rowsOf(mine.body)[0].tenancyId as string;
    }

    // What the server said yes to: payments stored (claims and recorded), and claims confirmed.
    const acked = new Set<string>();
    const confirmed = new Set<string>();
    let attempts = 0;
    let kills = 0;
    for (let round = 0; round < KILLS; round += 1) {
      let stop = false;
      // Each tenant claims 1 KES at a time; the landlord records 1 KES for each tenant in turn and
      // confirms waiting claims. A bill of 1,000,000 KES never fills up during the run.
      const loop = (step: () => Promise<void>) => async () => {
        while (!stop) {
          attempts += 1;
          try {
            await step();
          } catch {
            // the connection died with the server: not acknowledged
            return;
          }
        }
      };
      let turn = 0;
      const workers = [
        ...tenants.map((t) =>
          loop(async () => {
            const r = await api(port, t.token, 'POST', '/api/payments', { amount: 1, method: 'cash' });
            if (r.status === 201) acked.add((r.body.payment as { _id: string })._id);
          }),
        ),
        loop(async () => {
          turn += 1;
          const tenancyId = tenants[turn % tenants.length].tenancyId;
          const r = await api(port, lToken, 'POST', '/api/payments', { tenancyId, amount: 1, method: 'cash' });
          if (r.status === 201) acked.add((r.body.payment as { _id: string })._id);
        }),
        loop(async () => {
          const list = await api(port, lToken, 'GET', '/api/payments?status=pending&limit=5');
          for (const claim of rowsOf(list.body)) {
            const r = await api(port, lToken, 'POST', `/api/payments/${claim._id as string}/confirm`, {});
            if (r.status === 200) confirmed.add(claim._id as string);
          }
        }),
      ].map((run) => run());
      // A random moment with writes in flight on every loop: after 1 to 40 more acknowledged payments.
      const n = acked.size + 1 + Math.floor(Math.random() * 40);
      await vi.waitFor(() => expect(acked.size, `round ${round}: payments acknowledged`).toBeGreaterThanOrEqual(n), {
        timeout: 30_000,
        interval: 5,
      });
      child.kill('SIGKILL');
      await new Promise((r) => child?.once('exit', r));
      stop = true;
      await Promise.all(workers);
      kills += 1;

      const db = await inspect();
      if (!PG_ADMIN) expect(db.integrity).toBe('ok');
      const lost = [...acked].filter((id) => !db.payments.has(id));
      expect(lost, `round ${round}: acknowledged payments missing after SIGKILL`).toEqual([]);
      const unconfirmed = [...confirmed].filter((id) => db.payments.get(id) !== 'confirmed');
      expect(unconfirmed, `round ${round}: acknowledged confirmations missing`).toEqual([]);
      expect(db.halfWritten, `round ${round}: a confirmed payment without all its allocations or receipt`).toEqual([]);
      expect(db.receipts).toEqual(db.receipts.map((_, i) => i + 1));
      expect(db.overpaid).toEqual([]);
      port = await freePort();
      child = await start(port);
    }
    child.kill('SIGKILL');
    figure(
      PG_ADMIN ? 'crash test: SIGKILLs survived' : 'crash test: SIGKILLs survived, integrity_check ok after each',
      kills,
    );
    figure('crash test: acknowledged payments all present', acked.size);
    figure('crash test: acknowledged confirmations all present', confirmed.size);
    figure('crash test: payment attempts', attempts);
    expect(kills).toBe(KILLS);
    expect(acked.size).toBeGreaterThan(KILLS);
    expect(confirmed.size).toBeGreaterThan(0);
  }, 600_000);
});
