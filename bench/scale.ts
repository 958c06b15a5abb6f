import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/database';
import { insertMany } from '../server/src/db/insert-many';
import { newId, nowIso } from '../server/src/lib/ids';
import { measureC2bBurst } from './c2b-burst';
import type { ProviderFakes } from './fakes';
import { createCannon, log, type Row, round } from './measure';
import { measureReminders } from './reminders-burst';
import { scaleScenarios, scenarios } from './scenarios';
import type { Seeded } from './seed';
import { replicateBuilding } from './seed-scale';
import type { RunningServer } from './server';

/** Within this factor of the one-building figure, a path's cost is flat with data (issue 18). */
const FLAT = 1.2;
/** Claims seeded for each platform's confirm_claim: more than 10 connections confirm in its run. */
const CLAIMS = 8000;

interface Platform {
  results: Record<string, Row>;
  c2b: Awaited<ReturnType<typeof measureC2bBurst>>;
  remindersQueueMs: number;
}

/** Pending claims (a tenant's "I paid"), one per tenancy in turn, for the landlord to confirm. */
async function seedClaims(db: ReturnType<typeof openDatabase>['db'], apartmentId: string, count: number) {
  const tenancies = await db
    .selectFrom('tenancies')
    .select(['id', 'tenant_id'])
    .where('apartment_id', '=', apartmentId)
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const now = nowIso();
  const rows = Array.from({ length: count }, (_, i) => {
    const t = tenancies[i % tenancies.length];
    return {
      id: newId(),
      apartment_id: apartmentId,
      tenancy_id: t.id,
      tenant_id: t.tenant_id,
      bill_id: null,
      amount_cents: 100,
      method: 'cash' as const,
      reference: null,
      received_at: now.slice(0, 10),
      status: 'pending' as const,
      receipt_number: null,
      recorded_by: t.tenant_id,
      reason: null,
      decided_by: null,
      decided_at: null,
      created_at: now,
    };
  });
  await insertMany(db, 'payments', rows);
  return rows.map((r) => r.id);
}

/**
 * `BENCH_SCALE=100 npm run bench` (docs/performance.md "Cost flat with data"): every list,
 * statement, dashboard and payment path measured on a platform of one building, then again after
 * the building is copied into `buildings - 1` more around it (bulk, inside the database), with
 * the same server build and settings. Writes bench/results/scale[-postgres].json.
 */
export async function runScale(opts: {
  buildings: number;
  seeded: Seeded;
  databaseUrl?: string;
  dataDir: string;
  fakes: ProviderFakes;
  duration: number;
  smoke: boolean;
  /** Confirmations in each C2B burst (run.ts's C2B_COUNT). */
  c2bCount: number;
  tokens: { landlord: string; tenant: string; history: string };
  nextCursor: (base: string) => Promise<string | null>;
  /** Starts the server (the first platform's is already running); stops the one before. */
  launch: () => Promise<RunningServer>;
  first: RunningServer;
}) {
  const { seeded, tokens } = opts;
  const database = { databaseUrl: opts.databaseUrl, dataDir: opts.dataDir };

  async function measurePlatform(server: RunningServer, label: string, month: number): Promise<Platform> {
    const { base } = server;
    const opened = openDatabase(database);
    const claimIds = await seedClaims(opened.db, seeded.apartmentId, opts.smoke ? 200 : CLAIMS).finally(() =>
      opened.close(),
    );
    const { cannon, settle, results } = createCannon(base, {
      duration: opts.duration,
      only: null,
      mb: () => label,
    });
    const next = await opts.nextCursor(base);
    for (const [name, options] of [
      ...scenarios(seeded, tokens, next).filter(([name]) => name !== 'auth_login'),
      ...scaleScenarios(tokens, claimIds),
    ]) {
      // Each read warmed first (its pages in the cache, as on a platform in use), then measured.
      if (!options.method || options.method === 'GET') {
        for (let i = 0; i < 50; i += 1) {
          await fetch(`${base}${options.path}`, {
            headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
          }).then((r) => r.arrayBuffer());
        }
      }
      await cannon(name, options);
    }
    await settle();
    const c2b = await measureC2bBurst({ base, landlordToken: tokens.landlord, count: opts.c2bCount });
    results.c2b_burst = c2b.atOnce.row;
    results.c2b_burst_1s = c2b.overOneSecond.row;
    await settle();
    const reminders = await measureReminders({
      ...database,
      apartmentId: seeded.apartmentId,
      fakes: opts.fakes,
      month,
      during: () => cannon('bills_me_while_sending', { path: '/api/bills/me', token: tokens.tenant }),
    });
    log(`${label}: measured`);
    return { results, c2b, remindersQueueMs: reminders.queueMs };
  }

  const small = await measurePlatform(opts.first, '1 building', 6);
  await opts.first.stop();
  log(`scale: copying the building ${opts.buildings - 1} times`);
  const grown = await replicateBuilding({
    ...database,
    apartmentId: seeded.apartmentId,
    copies: opts.buildings - 1,
    log,
  });
  log(`scale: ${JSON.stringify(grown.counts)} after ${grown.ms} ms`);
  const second = await opts.launch();
  try {
    const large = await measurePlatform(second, `${opts.buildings} buildings`, 7);
    publishScale({ ...opts, small, large, grown });
  } finally {
    await second.stop();
  }
}

function publishScale(m: {
  buildings: number;
  databaseUrl?: string;
  smoke: boolean;
  small: Platform;
  large: Platform;
  grown: Awaited<ReturnType<typeof replicateBuilding>>;
}) {
  const rows = Object.keys(m.small.results)
    .filter((name) => name !== 'baseline' && m.large.results[name])
    .map((name) => {
      const [a, b] = [m.small.results[name], m.large.results[name]];
      const ratio = round(b.p99_ms / Math.max(a.p99_ms, 1), 2);
      return { name, small: a, large: b, ratio, flat: ratio <= FLAT };
    });
  const queue = {
    small: m.small.remindersQueueMs,
    large: m.large.remindersQueueMs,
    ratio: round(m.large.remindersQueueMs / Math.max(m.small.remindersQueueMs, 1), 2),
  };
  const database = m.databaseUrl ? 'postgres' : 'sqlite';
  const table = [
    `| path | 1 building req/s | p99 ms | ${m.buildings} buildings req/s | p99 ms | p99 ratio | ≤ ${FLAT}× |`,
    '|---|---:|---:|---:|---:|---:|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.small.rps} | ${r.small.p99_ms} | ${r.large.rps} | ${r.large.p99_ms} | ${r.ratio} | ${r.flat ? 'yes' : 'NO'} |`,
    ),
    `| reminders for every tenant queued (ms) | | ${queue.small} | | ${queue.large} | ${queue.ratio} | ${queue.ratio <= FLAT ? 'yes' : 'NO'} |`,
  ].join('\n');
  console.log(`\nSafeStay scale benchmark (${database}, 1 vs ${m.buildings} buildings)\n`);
  console.log(`large platform: ${JSON.stringify(m.grown.counts)}, copied in ${round(m.grown.ms / 1000, 0)} s\n`);
  console.log(table);
  const report = {
    machine: { cpus: os.cpus().length, node: process.version, database, date: new Date().toISOString() },
    buildings: m.buildings,
    large_platform: m.grown.counts,
    copy_ms: m.grown.ms,
    paths: Object.fromEntries(rows.map((r) => [r.name, { small: r.small, large: r.large, p99_ratio: r.ratio }])),
    reminders_queue_ms: queue,
    c2b: {
      small: { floor_p99_ms: m.small.c2b.floor.p99_ms, payments: m.small.c2b.atOnce.payments },
      large: { floor_p99_ms: m.large.c2b.floor.p99_ms, payments: m.large.c2b.atOnce.payments },
    },
  };
  const out = m.smoke
    ? path.join(os.tmpdir(), `safestay-bench-scale-smoke-${process.pid}.json`)
    : path.join(
        path.dirname(new URL(import.meta.url).pathname),
        'results',
        `scale${database === 'postgres' ? '-postgres' : ''}.json`,
      );
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${out}`);
}
