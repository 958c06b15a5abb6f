/**
 * `npm run bench` (docs/performance.md): seeds a large apartment, starts the real server in its own process,
 * measures it from this process (autocannon, socket.io-client), prints a table and writes
 * bench/results/latest.json (latest-postgres.json with DATABASE_URL). BENCH_SMOKE=1: tiny data,
 * one-second runs, results in a temp file. Options: bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTokenService } from '../server/src/lib/tokens';
import { createThrowawayPostgres } from '../server/test/throwaway-postgres';
import { measureC2bBurst } from './c2b-burst';
import { startProviderFakes } from './fakes';
import { createCannon, log, measureChatDelivery, measureSignOutCuts, round, samplePeakRss } from './measure';
import { measureMeterRound } from './meter-round';
import { measureHealthUnderPdfLoad } from './pdf-load';
import { measureReminders } from './reminders-burst';
import { buildReport, publish } from './report';
import { runScale } from './scale';
import { PAGE, scenarios } from './scenarios';
import { benchSessionId, PASSWORD, type Seeded, type SeedSize, seed } from './seed';
import { benchServerEnv, startServer } from './server';
import { measureHealthWithSlowClients } from './slow-clients';
import { measureStatementImport } from './statement-import';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SMOKE = process.env.BENCH_SMOKE === '1';
const SIZE: SeedSize = SMOKE
  ? { tenants: 20, months: 3, complaints: 20, messages: 200 }
  : process.env.BENCH_PORTFOLIO
    ? { tenants: 40, months: 24, complaints: 200, messages: 4000 }
    : { tenants: 1000, months: 24, complaints: 5000, messages: 100_000 };
const DURATION = Number(process.env.BENCH_DURATION ?? (SMOKE ? 1 : 5));
const SOCKETS = SMOKE ? 10 : 500;
const CHAT_MESSAGES = SMOKE ? 10 : 300;
/** M-Pesa confirmations in each burst (docs/mpesa.md). */
const C2B_COUNT = SMOKE ? 50 : 1000;
/** BENCH_ONLY=bills_me,users_tenants_page: only these HTTP measurements (and the baseline), then stop; nothing written. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
/** BENCH_SCALE=100: scale mode (scale.ts), the paths on 1 building and then on this many. */
const SCALE = process.env.BENCH_SCALE ? Number(process.env.BENCH_SCALE) : 0;
/**
 * BENCH_PORTFOLIO=50: scale mode for one landlord: a building of 40 houses with the usual history,
 * copied to 50 buildings all owned by that landlord (docs/portfolio.md), measured against the
 * same landlord with one building; adds the portfolio dashboard.
 */
const PORTFOLIO = process.env.BENCH_PORTFOLIO ? Number(process.env.BENCH_PORTFOLIO) : 0;

/** Monthly generation for every tenant: one call, timed from here. */
async function timeGenerateMonthly(base: string, token: string, s: Seeded): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/bills/generate-monthly`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(s.nextPeriod),
  });
  const ms = performance.now() - t0;
  const body = (await res.json()) as { created?: number };
  if (res.status !== 201 || body.created !== s.tenantIds.length) {
    throw new Error(`generate-monthly: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  log(`generate-monthly for ${body.created} tenants: ${round(ms)} ms`);
  return ms;
}

/** A throwaway database beside the one DATABASE_URL names (dropped at the end), or SQLite. */
async function benchDatabase() {
  if (!process.env.DATABASE_URL) return { url: undefined, drop: async () => {} };
  return createThrowawayPostgres(process.env.DATABASE_URL, 'safestay_bench');
}

/** The production web build, served by the same server (not in smoke mode: it takes a while). */
function buildWeb(work: string): string | undefined {
  if (SMOKE || process.env.BENCH_SKIP_BUILD === '1') return undefined;
  const webDist = path.join(work, 'web');
  log('building the web app (vite build)');
  execFileSync('npx', ['vite', 'build', 'web', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return webDist;
}

async function main() {
  const started = performance.now();
  const work = mkdtempSync(path.join(os.tmpdir(), 'safestay-bench-'));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const database = await benchDatabase();
  // SMS and email leave through the real protocols to local fakes (docs/notifications.md), in a
  // process of their own as the real providers are elsewhere.
  const AT = { username: 'bench', apiKey: randomBytes(16).toString('hex') };
  const fakes = await startProviderFakes(AT);
  const cleanUp = async () => {
    await fakes.close();
    await database.drop().catch((e) => log(`could not drop the bench database: ${e}`));
    rmSync(work, { recursive: true, force: true });
  };

  let running: Awaited<ReturnType<typeof startServer>>;
  let seeded: Seeded;
  const secret = randomBytes(32).toString('base64url');
  let webDist: string | undefined;
  const profileDir = process.env.BENCH_CPU_PROF;
  /** The production server on the bench data, with the bench's limits and the provider fakes. */
  const launch = (on: { dataDir: string; databaseUrl?: string } = { dataDir, databaseUrl: database.url }) =>
    startServer({
      nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [],
      env: {
        DATA_DIR: on.dataDir,
        DATABASE_URL: on.databaseUrl ?? '',
        ...benchServerEnv({ secret, at: AT, fakes }),
        WEB_DIST: webDist ?? path.join(work, 'no-web'),
      },
    });
  try {
    webDist = buildWeb(work);
    log(`seeding ${JSON.stringify(SIZE)} (${database.url ? 'PostgreSQL' : 'SQLite'})`);
    seeded = await seed({ databaseUrl: database.url, dataDir, size: SIZE });
    log(`seeded in ${seeded.ms} ms: ${JSON.stringify(seeded.counts)}`);
    running = await launch();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { base, process: server } = running;
  const rss = samplePeakRss(server.pid);

  try {
    log(`server pid ${server.pid} on ${base}`);
    const tokens = createTokenService(secret);
    const landlordToken = await tokens.sign({ sub: seeded.landlordId, sid: benchSessionId(seeded.landlordId) });
    const receivers = await Promise.all(
      seeded.tenantIds
        .slice(0, Math.max(SOCKETS, 1))
        .map(async (id) => ({ id, token: await tokens.sign({ sub: id, sid: benchSessionId(id) }) })),
    );
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const mb = () => `server RSS peak ${Math.round(rss.peak.main / 1024)} MB`;
    const { cannon, settle, results } = createCannon(base, { duration: DURATION, only: ONLY, mb });

    // Warm the routes (JIT, SQLite page cache) before measuring.
    for (const p of ['/api/bills/me', `/api/bills/apartment?limit=${PAGE}`, `/api/users/tenants?limit=${PAGE}`]) {
      for (let i = 0; i < 20; i += 1)
        await fetch(`${base}${p}`, { headers: auth(p.includes('/me') ? receivers[1].token : landlordToken) });
    }
    const nextCursor = async (at: string) =>
      (await fetch(`${at}/api/bills/apartment?limit=${PAGE}`, { headers: auth(landlordToken) })).headers.get(
        'x-next-cursor',
      );
    const next = await nextCursor(base);
    // The first tenant has five years of history (seed-ledger.ts); a tenant's everyday list is the second's 24 months.
    const tokensFor = { landlord: landlordToken, tenant: receivers[1].token, history: receivers[0].token };
    if (SCALE || PORTFOLIO) {
      await runScale({
        buildings: PORTFOLIO || SCALE,
        portfolio: PORTFOLIO > 0,
        seeded,
        databaseUrl: database.url,
        dataDir,
        fakes,
        duration: DURATION,
        smoke: SMOKE,
        c2bCount: C2B_COUNT,
        tokens: tokensFor,
        nextCursor,
        launch,
        first: running,
      });
      return;
    }
    for (const [name, options] of scenarios(seeded, tokensFor, next)) {
      await cannon(name, options);
    }
    if (!ONLY || ONLY.has('pdf_health')) {
      await settle();
      const load = { base, token: tokensFor.history, billIds: seeded.sampleBillIds, duration: DURATION };
      const baselineRps = results.baseline.rps;
      results.pdf_health = (await measureHealthUnderPdfLoad({ ...load, connections: 4, baselineRps })).health;
    }
    if (!ONLY || ONLY.has('slow_clients')) {
      await settle();
      results.slow_clients = await measureHealthWithSlowClients({
        base,
        held: SMOKE ? 30 : 1000,
        duration: DURATION,
        baselineRps: results.baseline.rps,
      });
    }
    let c2b: Awaited<ReturnType<typeof measureC2bBurst>> | undefined;
    if (!ONLY || ONLY.has('c2b_burst')) {
      await settle();
      c2b = await measureC2bBurst({ base, landlordToken, count: C2B_COUNT });
      results.c2b_burst = c2b.atOnce.row;
      results.c2b_burst_1s = c2b.overOneSecond.row;
    }
    let reminders: Awaited<ReturnType<typeof measureReminders>> | undefined;
    if (!ONLY || ONLY.has('reminders')) {
      await settle();
      reminders = await measureReminders({
        databaseUrl: database.url,
        dataDir,
        apartmentId: seeded.apartmentId,
        fakes,
        during: () => cannon('bills_me_while_sending', { path: '/api/bills/me', token: tokensFor.tenant }),
      });
    }
    let statementImport: Awaited<ReturnType<typeof measureStatementImport>> | undefined;
    if (!ONLY || ONLY.has('statement_import')) {
      await settle();
      statementImport = await measureStatementImport({
        base,
        landlordToken,
        rows: SMOKE ? 500 : 10_000,
        serverPid: server.pid,
        databaseUrl: database.url,
      });
    }
    let meterRound: Awaited<ReturnType<typeof measureMeterRound>> | undefined;
    if (!ONLY || ONLY.has('meter_round')) {
      await settle();
      meterRound = await measureMeterRound({ base, landlordToken, houses: SMOKE ? 20 : 200 });
    }
    if (ONLY) {
      log(`BENCH_ONLY: done after ${[...ONLY].join(', ')}; nothing written`);
      return;
    }

    await settle();
    log(`connecting ${SOCKETS} sockets (${mb()})`);
    const chatLatencies = await measureChatDelivery({
      base,
      landlordToken,
      receivers: receivers.slice(0, SOCKETS),
      messages: CHAT_MESSAGES,
      pause: SMOKE ? 100 : 1000,
    });
    log(`chat: ${chatLatencies.length} messages delivered (${mb()})`);
    const signOutCuts = await measureSignOutCuts({
      base,
      emails: seeded.tenantEmails.slice(0, 20),
      password: PASSWORD,
    });
    log(`sign-out: ${signOutCuts.length} sockets cut, worst ${round(signOutCuts.at(-1) ?? 0)} ms`);

    await settle();
    const generateMs = await timeGenerateMonthly(base, landlordToken, seeded);

    publish(
      buildReport({
        database: database.url ? 'postgres' : 'sqlite',
        smoke: SMOKE,
        duration: DURATION,
        data: seeded.counts,
        seedMs: seeded.ms,
        results,
        generateMs,
        reminders,
        c2b: c2b && { count: C2B_COUNT, ...c2b },
        statementImport,
        meterRound,
        tenants: seeded.tenantIds.length,
        chatLatencies,
        signOutCuts,
        sockets: SOCKETS,
        chatMessages: CHAT_MESSAGES,
        peakRss: rss.peak,
        sqliteDataDir: database.url ? undefined : dataDir,
        totalS: round((performance.now() - started) / 1000),
      }),
      path.join(here, 'results'),
    );
  } finally {
    rss.stop();
    await running.stop();
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
