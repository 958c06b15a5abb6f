/**
 * `npm run bench` (docs/performance.md): seeds a large apartment, starts the real server in its own process,
 * measures it from this process (autocannon, socket.io-client), prints a table and writes
 * bench/results/latest.json (latest-postgres.json with DATABASE_URL). BENCH_SMOKE=1: tiny data,
 * one-second runs, results in a temp file. Options: bench/README.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { createTokenService } from '../server/src/lib/tokens';
import { createThrowawayPostgres } from '../server/test/throwaway-postgres';
import { PASSWORD, type SeedSize, seed } from './seed';
import { startServer } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const SMOKE = process.env.BENCH_SMOKE === '1';
const SIZE: SeedSize = SMOKE
  ? { tenants: 20, months: 3, complaints: 20, messages: 200 }
  : { tenants: 1000, months: 24, complaints: 5000, messages: 100_000 };
const DURATION = Number(process.env.BENCH_DURATION ?? (SMOKE ? 1 : 5));
const SOCKETS = SMOKE ? 10 : 500;
const CHAT_MESSAGES = SMOKE ? 10 : 300;
const PAGE = 50;
/** BENCH_ONLY=bills_me,users_tenants_page: only these HTTP measurements (and the baseline), then stop; nothing written. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;

type Row = {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  ratio_to_baseline: number;
  connections: number;
  errors: number;
};

function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** Resident memory (KiB) of a process, and of it with its children, from /proc. */
function rssKb(pid: number): { main: number; tree: number } {
  const read = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      return m ? Number(m[1]) : 0;
    } catch {
      return 0; // the process is gone
    }
  };
  const main = read(pid);
  let tree = main;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const c of children ? children.split(/\s+/) : []) tree += read(Number(c));
  } catch {
    // no children file
  }
  return { main, tree };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function main() {
  const started = performance.now();
  const work = mkdtempSync(path.join(os.tmpdir(), 'safestay-bench-'));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    // A throwaway database next to the one named, dropped at the end.
    const throwaway = await createThrowawayPostgres(process.env.DATABASE_URL, 'safestay_bench');
    databaseUrl = throwaway.url;
    dropDatabase = throwaway.drop;
  }

  // The production web build, served by the same server (not in smoke mode: it takes a while).
  let webDist: string | undefined;
  if (!SMOKE && process.env.BENCH_SKIP_BUILD !== '1') {
    webDist = path.join(work, 'web');
    log('building the web app (vite build)');
    execFileSync('npx', ['vite', 'build', 'web', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }

  log(`seeding ${JSON.stringify(SIZE)} (${databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
  const seeded = await seed({ databaseUrl, dataDir, size: SIZE });
  log(`seeded in ${seeded.ms} ms: ${JSON.stringify(seeded.counts)}`);

  const secret = randomBytes(32).toString('base64url');
  const profileDir = process.env.BENCH_CPU_PROF;
  const cleanUp = async () => {
    await dropDatabase?.().catch((e) => log(`could not drop the bench database: ${e}`));
    rmSync(work, { recursive: true, force: true });
  };
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({
      nodeArgs: profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [],
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        JWT_SECRET: secret,
        // Login is limited per IP (100/min by default); every bench request comes from 127.0.0.1.
        AUTH_RATE_LIMIT: '1000000',
        WEB_DIST: webDist ?? path.join(work, 'no-web'),
      },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const { base, process: server } = running;
  let peakRss = 0;
  let peakRssTree = 0;
  const sampler = setInterval(() => {
    if (!server.pid) return;
    const r = rssKb(server.pid);
    peakRss = Math.max(peakRss, r.main);
    peakRssTree = Math.max(peakRssTree, r.tree);
  }, 100);

  const stop = async () => {
    clearInterval(sampler);
    await running.stop();
    await cleanUp();
  };

  try {
    log(`server pid ${server.pid} on ${base}`);

    const tokens = createTokenService(secret);
    const landlordToken = await tokens.sign({ sub: seeded.landlordId, ver: 0 });
    const tenantTokens = await Promise.all(
      seeded.tenantIds.slice(0, Math.max(SOCKETS, 1)).map((id) => tokens.sign({ sub: id, ver: 0 })),
    );
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    const results: Record<string, Row> = {};
    const cannon = async (
      name: string,
      opts: {
        path: string;
        token?: string;
        connections?: number;
        method?: string;
        requests?: autocannon.Request[];
        duration?: number;
      },
    ): Promise<Row> => {
      const connections = opts.connections ?? 50;
      if (ONLY && name !== 'baseline' && !ONLY.has(name)) {
        return { rps: 0, p50_ms: 0, p99_ms: 0, ratio_to_baseline: 0, connections, errors: 0 };
      }
      await settle();
      const r = await autocannon({
        url: `${base}${opts.path}`,
        method: (opts.method ?? 'GET') as 'GET',
        connections,
        duration: opts.duration ?? DURATION,
        headers: opts.token ? auth(opts.token) : {},
        requests: opts.requests,
      });
      const errors = r.errors + r.timeouts + r.non2xx;
      if (r.requests.total === 0 || errors > 0) {
        log(`${name}: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      }
      const baseline = results.baseline?.rps ?? r.requests.average;
      const row = {
        rps: round(r.requests.average, 0),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        ratio_to_baseline: round(r.requests.average / baseline, 3),
        connections,
        errors,
      };
      results[name] = row;
      const rssNow = server.pid ? Math.round(rssKb(server.pid).main / 1024) : 0;
      log(
        `${name}: ${row.rps} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms (server RSS now ${rssNow} MB, peak ${Math.round(peakRss / 1024)} MB)`,
      );
      return row;
    };

    /** Waits until the server answers /api/health quickly again, so one measurement's backlog never spills into the next. */
    const settle = async () => {
      for (let i = 0; i < 100; i += 1) {
        const t0 = performance.now();
        await fetch(`${base}/api/health`);
        if (performance.now() - t0 < 20) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    // Warm the routes (JIT, SQLite page cache) before measuring.
    for (const p of ['/api/bills/me', `/api/bills/apartment?limit=${PAGE}`, `/api/users/tenants?limit=${PAGE}`]) {
      for (let i = 0; i < 20; i += 1)
        await fetch(`${base}${p}`, { headers: auth(p.includes('/me') ? tenantTokens[0] : landlordToken) });
    }

    await cannon('baseline', { path: '/api/health' });
    await cannon('bills_me', { path: '/api/bills/me', token: tenantTokens[0] });
    // A landlord is one person with a few tabs: the landlord's lists are measured at 10 connections.
    await cannon('bills_apartment_page', {
      path: `/api/bills/apartment?limit=${PAGE}`,
      token: landlordToken,
      connections: 10,
    });
    // A later page skips the count of all bills that the first page carries (X-Total-Count).
    const first = await fetch(`${base}/api/bills/apartment?limit=${PAGE}`, { headers: auth(landlordToken) });
    const nextCursor = first.headers.get('x-next-cursor');
    if (nextCursor) {
      await cannon('bills_apartment_next_page', {
        path: `/api/bills/apartment?limit=${PAGE}&cursor=${encodeURIComponent(nextCursor)}`,
        token: landlordToken,
        connections: 10,
      });
    }
    await cannon('users_tenants_page', {
      path: `/api/users/tenants?limit=${PAGE}`,
      token: landlordToken,
      connections: 10,
    });
    await cannon('users_tenants_all', { path: '/api/users/tenants', token: landlordToken, connections: 10 });
    await cannon('chats_messages', {
      path: `/api/chats/conversation/${seeded.landlordId}/${seeded.tenantIds[0]}`,
      token: landlordToken,
      connections: 10,
    });
    // The landlord's conversation list aggregates all 100,000 messages (chat feature; see README).
    await cannon('chats_conversations', { path: '/api/chats/conversations', token: landlordToken, connections: 2 });

    // Login: argon2id (19 MiB, t=2) by design; rotate accounts so none is throttled.
    let next = 0;
    const emails = seeded.tenantEmails.slice(0, 50);
    await cannon('auth_login', {
      path: '/api/auth/login',
      method: 'POST',
      connections: 8,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req: autocannon.Request) => {
            next = (next + 1) % emails.length;
            return { ...req, body: JSON.stringify({ email: emails[next], password: PASSWORD }) };
          },
        },
      ],
    });

    // PDF bills per second: the tenant downloads their bills in turn.
    let pdfNext = 0;
    const pdf = await cannon('pdf_bill', {
      path: `/api/bills/download/${seeded.sampleBillIds[0]}`,
      token: tenantTokens[0],
      connections: 4,
      requests: [
        {
          method: 'GET',
          setupRequest: (req: autocannon.Request) => {
            pdfNext = (pdfNext + 1) % seeded.sampleBillIds.length;
            return { ...req, path: `/api/bills/download/${seeded.sampleBillIds[pdfNext]}` };
          },
        },
      ],
    });

    if (ONLY) {
      log(`BENCH_ONLY: done after ${[...ONLY].join(', ')}; nothing written`);
      return;
    }
    await settle();
    // Chat delivery: SOCKETS tenants connected; the landlord POSTs; time until the receiver's newMessage.
    log(`connecting ${SOCKETS} sockets (server RSS peak so far ${Math.round(peakRss / 1024)} MB)`);
    const sockets: Socket[] = [];
    const waiting = new Map<string, (at: number) => void>();
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = tenantTokens.slice(i, Math.min(SOCKETS, i + 50)).map(
        (token) =>
          new Promise<Socket>((resolve, reject) => {
            const s = io(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
            s.on('newMessage', (m: { message?: string; content?: string }) => {
              const text = m.message ?? m.content ?? '';
              const done = waiting.get(text);
              if (done) done(performance.now());
            });
            s.once('connect', () => resolve(s));
            s.once('connect_error', reject);
          }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    await new Promise((r) => setTimeout(r, SMOKE ? 100 : 1000));
    const latencies: number[] = [];
    const inFlight = 5;
    let sent = 0;
    const sendOne = async (i: number) => {
      const receiver = seeded.tenantIds[i % SOCKETS];
      const text = `bench ${i} ${randomBytes(4).toString('hex')}`;
      const t0 = performance.now();
      const delivered = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`message ${i} not delivered in 5 s`)), 5000);
        waiting.set(text, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const res = await fetch(`${base}/api/chats`, {
        method: 'POST',
        headers: { ...auth(landlordToken), 'content-type': 'application/json' },
        body: JSON.stringify({ receiverId: receiver, message: text }),
      });
      if (res.status !== 201) throw new Error(`POST /api/chats: ${res.status} ${await res.text()}`);
      latencies.push((await delivered) - t0);
      waiting.delete(text);
    };
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (sent < CHAT_MESSAGES) {
          const i = sent;
          sent += 1;
          await sendOne(i);
        }
      }),
    );
    log(`chat: ${latencies.length} messages delivered (server RSS peak ${Math.round(peakRss / 1024)} MB)`);
    for (const s of sockets) s.disconnect();
    latencies.sort((a, b) => a - b);

    await settle();
    // Monthly generation for every tenant: one call, timed from here.
    const g0 = performance.now();
    const gen = await fetch(`${base}/api/bills/generate-monthly`, {
      method: 'POST',
      headers: { ...auth(landlordToken), 'content-type': 'application/json' },
      body: JSON.stringify(seeded.nextPeriod),
    });
    const generateMs = performance.now() - g0;
    const genBody = (await gen.json()) as { created?: number };
    if (gen.status !== 201 || genBody.created !== seeded.tenantIds.length) {
      throw new Error(`generate-monthly: ${gen.status} ${JSON.stringify(genBody).slice(0, 200)}`);
    }
    log(`generate-monthly for ${genBody.created} tenants: ${round(generateMs)} ms`);

    const cpus = os.cpus();
    const report = {
      machine: {
        cpus: cpus.length,
        cpu_model: cpus[0]?.model ?? 'unknown',
        memory_gb: round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        database: databaseUrl ? 'postgres' : 'sqlite',
        smoke: SMOKE,
        duration_s: DURATION,
        date: new Date().toISOString(),
      },
      data: seeded.counts,
      seed_ms: seeded.ms,
      results: {
        ...Object.fromEntries(
          Object.entries(results).map(([k, v]) => [
            k,
            {
              rps: v.rps,
              p50_ms: v.p50_ms,
              p99_ms: v.p99_ms,
              ratio_to_baseline: v.ratio_to_baseline,
              connections: v.connections,
            },
          ]),
        ),
        generate_monthly_1000_ms: round(generateMs),
        pdf_per_s: pdf.rps,
        chat_delivery_p50_ms: round(percentile(latencies, 50)),
        chat_delivery_p99_ms: round(percentile(latencies, 99)),
        rss_mb: round(peakRss / 1024),
        rss_with_children_mb: round(peakRssTree / 1024),
        // docs/reliability.md §30: after the writes of the run the WAL stays bounded (journal_size_limit).
        ...(databaseUrl ? {} : { sqlite_wal_mb: round(walBytes(dataDir) / 1024 / 1024) }),
      },
      total_s: 0,
    };
    report.total_s = round((performance.now() - started) / 1000);

    const targets: Array<[string, string, boolean]> = [
      [
        'bills_me >= 50% of baseline rps',
        `${round(results.bills_me.ratio_to_baseline * 100, 0)}%`,
        results.bills_me.ratio_to_baseline >= 0.5,
      ],
      ['bills_me p99 <= 25 ms', `${results.bills_me.p99_ms} ms`, results.bills_me.p99_ms <= 25],
      [
        'bills_apartment_page p99 <= 50 ms',
        `${results.bills_apartment_page.p99_ms} ms`,
        results.bills_apartment_page.p99_ms <= 50,
      ],
      [
        'users_tenants_page p99 <= 50 ms',
        `${results.users_tenants_page.p99_ms} ms`,
        results.users_tenants_page.p99_ms <= 50,
      ],
      ['generate-monthly <= 500 ms', `${report.results.generate_monthly_1000_ms} ms`, generateMs <= 500],
      [
        'chat delivery p99 <= 50 ms',
        `${report.results.chat_delivery_p99_ms} ms`,
        report.results.chat_delivery_p99_ms <= 50,
      ],
      ['server RSS <= 250 MB', `${report.results.rss_mb} MB`, report.results.rss_mb <= 250],
    ];

    const table = [
      `| measurement | conns | req/s | p50 ms | p99 ms | vs baseline |`,
      `|---|---:|---:|---:|---:|---:|`,
      ...Object.entries(results).map(
        ([k, v]) =>
          `| ${k} | ${v.connections} | ${v.rps} | ${v.p50_ms} | ${v.p99_ms} | ${round(v.ratio_to_baseline * 100, 0)}% |`,
      ),
      '',
      `| figure | value |`,
      `|---|---:|`,
      `| generate-monthly, ${seeded.tenantIds.length} tenants (one call) | ${report.results.generate_monthly_1000_ms} ms |`,
      `| PDF bills per second | ${report.results.pdf_per_s} |`,
      `| chat delivery p50 / p99 (${SOCKETS} sockets, ${CHAT_MESSAGES} messages) | ${report.results.chat_delivery_p50_ms} / ${report.results.chat_delivery_p99_ms} ms |`,
      `| peak server RSS (with child processes) | ${report.results.rss_mb} MB (${report.results.rss_with_children_mb} MB) |`,
      '',
      `| target | measured | met |`,
      `|---|---:|:---:|`,
      ...targets.map(([t, m, ok]) => `| ${t} | ${m} | ${ok ? 'yes' : 'NO'} |`),
    ].join('\n');
    console.log(
      `\nSafeStay benchmark (${report.machine.database}, ${report.machine.cpus} CPUs, ${report.total_s} s${SMOKE ? ', SMOKE' : ''})\n`,
    );
    console.log(table);

    const out = SMOKE
      ? path.join(os.tmpdir(), `safestay-bench-smoke-${process.pid}.json`)
      : path.join(here, 'results', databaseUrl ? 'latest-postgres.json' : 'latest.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(process.cwd(), out) || out}`);
  } finally {
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

function walBytes(dataDir: string): number {
  const wal = path.join(dataDir, 'safestay.db-wal');
  return existsSync(wal) ? statSync(wal).size : 0;
}
