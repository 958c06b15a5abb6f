/**
 * How much of a request is the database's own time (docs/performance.md, "Server: targets and
 * current figures", ours ÷ database ≤ 2):
 * the real app in this process on an existing bench database, each path requested in turn
 * (`app.inject`, no sockets), every query timed by Kysely's log. A profiling aid:
 *   DATA_DIR=/tmp/…/data npx tsx bench/tools/routes-micro.ts          (SQLite)
 *   DATABASE_URL=postgres://…/safestay_bench_x npx tsx bench/tools/routes-micro.ts
 * The building measured is the bench's own ("Bench Towers"); a scale database has its copies around it
 * (bench/tools/scale-db.ts keeps one). ONLY=units_list,complaints_page: just those paths; WRITES=1
 * adds recording a payment (KES 1 each, to the building's tenancies in turn) and confirming a
 * tenant's claim (claims of KES 1 seeded first, one per tenancy in turn, as the scale mode does).
 * TAIL=1 lists the slowest 1% of each path's requests; AT_ONCE=10 times them ten in flight too;
 * PLANS=1 (PostgreSQL) shows how often each statement was planned afresh.
 */
import { CompiledQuery, sql } from 'kysely';
import { buildApp } from '../../server/src/app';
import { migrateToLatest, openDatabase } from '../../server/src/db/database';
import { createLoginThrottle } from '../../server/src/lib/login-throttle';
import { createSecretBox } from '../../server/src/lib/secret-box';
import { createTokenService } from '../../server/src/lib/tokens';
import { percentile } from '../measure';
import { seedClaims } from '../scale';
import { benchSessionId } from '../seed';

const ROUNDS = Number(process.env.ROUNDS ?? 300);
/** AT_ONCE=10: after the rounds one at a time, ROUNDS more with 10 in flight (a burst of writes). */
const AT_ONCE = Number(process.env.AT_ONCE ?? 1);
const WARMUP = Number(process.env.WARMUP ?? 1000);
let queryMs = 0;
let queries = 0;
/**
 * A write's transaction, from BEGIN to the end of COMMIT: on SQLite every write waits for the one
 * connection that long, so its statements and the JavaScript between them bound the write rate.
 */
let transactionMs = 0;
/** STATEMENTS=1: each statement's mean time over the rounds, slowest first (by SQL text). */
let byStatement: Map<string, { ms: number; n: number }> | null = null;
let transactionStart = 0;
/** The request's slowest statement, for TAIL=1. */
let slowest = { ms: 0, sql: '' };
/**
 * TRACE=dashboard_summary: print that path's queries with their times, once; with EXPLAIN=1, each
 * one's plan too, run again with its parameters (PostgreSQL: EXPLAIN ANALYZE, so its node times).
 */
let tracing = false;
const traced: Array<{ sql: string; parameters: readonly unknown[] }> = [];
const database = openDatabase({
  dataDir: process.env.DATA_DIR,
  databaseUrl: process.env.DATABASE_URL,
  log: (event) => {
    queryMs += event.queryDurationMillis;
    queries += 1;
    const text = event.query.sql;
    if (text === 'begin' || text === 'begin immediate')
      transactionStart = performance.now() - event.queryDurationMillis;
    else if (text === 'commit' && transactionStart > 0) {
      transactionMs += performance.now() - transactionStart;
      transactionStart = 0;
    }
    if (event.queryDurationMillis > slowest.ms) slowest = { ms: event.queryDurationMillis, sql: event.query.sql };
    if (tracing) traced.push({ sql: event.query.sql, parameters: event.query.parameters });
    if (byStatement) {
      const line = byStatement.get(text) ?? { ms: 0, n: 0 };
      line.ms += event.queryDurationMillis;
      line.n += 1;
      byStatement.set(text, line);
    }
    if (tracing)
      console.log(
        `  ${event.queryDurationMillis.toFixed(2)} ms  ${event.query.sql.replace(/\s+/g, ' ').slice(0, 400)}`,
      );
  },
});
// A database kept from before the latest migrations is brought up to date first, as the server does.
await migrateToLatest(database.db);
// CACHE_MB=64: SQLite's page cache for this run (what the server sets otherwise).
if (process.env.CACHE_MB && database.dialect === 'sqlite') {
  await sql.raw(`pragma cache_size = -${Number(process.env.CACHE_MB) * 1024}`).execute(database.db);
}
const tokens = createTokenService('routes-micro-secret-routes-micro-secret-0123');
const app = await buildApp({
  db: database.db,
  dialect: database.dialect,
  tokens,
  loginThrottle: createLoginThrottle(),
  secretBox: createSecretBox(Buffer.alloc(32, 7)),
  mpesa: { callbackAllowlist: null },
  // One landlord writes thousands of times here (60 a minute by default), and asks for the year
  // pack's PDF hundreds of times (20 a minute).
  writeRateLimit: 1_000_000_000,
  pdfRateLimit: 1_000_000_000,
});
await app.ready();

const building = await database.db
  .selectFrom('apartments')
  .select(['id', 'landlord_id'])
  .where('name', '=', 'Bench Towers')
  .executeTakeFirstOrThrow();
const active = await database.db
  .selectFrom('tenancies')
  .select(['id', 'tenant_id'])
  .where('apartment_id', '=', building.id)
  .where('status', '=', 'active')
  .orderBy('created_at')
  .orderBy('id')
  .execute();
const [first, second] = active;
const sign = (id: string) => tokens.sign({ sub: id, sid: benchSessionId(id) });
const as = {
  landlord: await sign(building.landlord_id),
  history: await sign(first.tenant_id),
  tenant: await sign(second.tenant_id),
};

/**
 * A path, or a write: `body(i)` is the i-th request's JSON (WRITES=1; each one writes to the
 * database); a write's path may name what it changes, `url(i)`.
 */
type Path = [string, keyof typeof as, string | ((i: number) => string), ((i: number) => unknown)?];
const writes = process.env.WRITES === '1';
const claimIds = writes
  ? await seedClaims(
      { dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL },
      building.id,
      // One a request (AT_ONCE's too), and one for TRACE's; index 0 is never used (the first request is 1).
      WARMUP + ROUNDS * (AT_ONCE > 1 ? 2 : 1) + 2,
    )
  : [];
// The last year the seed filled with bills and payments (2024 for its 24 months): a year's report
// with a year of rows in it; this year's and last year's hold little or nothing of the seed's.
const seededYear = (
  await database.db
    .selectFrom('bills')
    .select((eb) => eb.fn.max('due_date').as('last'))
    .where('apartment_id', '=', building.id)
    .executeTakeFirstOrThrow()
).last?.slice(0, 4);
const lastMonth = (() => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
})();
const paths: Path[] = [
  ['bills_me', 'tenant', '/api/bills/me'],
  ['statement_5y', 'history', '/api/me/statement'],
  ['bills_apartment_page', 'landlord', '/api/bills/apartment?limit=50'],
  ['users_tenants_page', 'landlord', '/api/users/tenants?limit=50'],
  ['payments_page', 'landlord', '/api/payments?limit=50'],
  ['dashboard_summary', 'landlord', '/api/dashboard/summary'],
  ['dashboard_portfolio', 'landlord', '/api/dashboard/portfolio'],
  ['complaints_page', 'landlord', '/api/complaints?limit=50'],
  ['audit_page', 'landlord', '/api/audit?limit=50'],
  ['units_list', 'landlord', '/api/units'],
  ['units_page', 'landlord', '/api/units?limit=50'],
  ['join_requests', 'landlord', '/api/tenancies?status=pending'],
  ['users_tenants_all', 'landlord', '/api/users/tenants'],
  // A year's reports (docs/reports.md): this year's and last year's collection, and the largest export.
  ['collection_year', 'landlord', '/api/reports/collection'],
  ['collection_last_year', 'landlord', `/api/reports/collection?year=${new Date().getUTCFullYear() - 1}`],
  ['collection_csv', 'landlord', '/api/reports/collection.csv'],
  ['collection_seeded_year', 'landlord', `/api/reports/collection?year=${seededYear}`],
  // KRA's Monthly Rental Income for last month, as the reports screen asks for it.
  ['rental_income_month', 'landlord', `/api/reports/rental-income?year=${lastMonth.year}&month=${lastMonth.month}`],
  ['rental_income_seeded', 'landlord', `/api/reports/rental-income?year=${seededYear}&month=12`],
  // The year pack PDF of the seeded year (collected per month, rent roll, MRI lines, arrears).
  ['year_pack_seeded', 'landlord', `/api/reports/year.pdf?year=${seededYear}`],
  ['exports_bills_csv', 'landlord', '/api/exports/bills.csv'],
  ['exports_payments_csv', 'landlord', '/api/exports/payments.csv'],
  ['exports_tenants_csv', 'landlord', '/api/exports/tenants.csv'],
  ...(writes
    ? ([
        [
          'record_payment',
          'landlord',
          '/api/payments',
          (i: number) => ({ tenancyId: active[i % active.length].id, amount: 1, method: 'cash' }),
        ],
        ['confirm_claim', 'landlord', (i: number) => `/api/payments/${String(claimIds[i])}/confirm`, () => ({})],
      ] satisfies Path[])
    : []),
];
const only = process.env.ONLY ? new Set(process.env.ONLY.split(',')) : null;
console.log(
  `| path | request ms (median) | database ms | ours ms | ours ÷ database | queries | request p99 / max ms | CPU user / system ms (mean) | transaction ms (median) |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, who, target, body] of paths.filter(([name]) => !only || only.has(name))) {
  const headers = { authorization: `Bearer ${as[who]}` };
  let sent = 0;
  const url = () => (typeof target === 'string' ? target : target(sent));
  const request = () => {
    if (!body) return app.inject({ method: 'GET', url: url(), headers });
    sent += 1;
    return app.inject({ method: 'POST', url: url(), headers, payload: body(sent) as object });
  };
  // Warmed as a server in use is: its code optimised by V8 (a few dozen requests leave it interpreted).
  for (let i = 0; i < WARMUP; i += 1) await request();
  if (process.env.TRACE === name) {
    tracing = true;
    await request();
    tracing = false;
    if (process.env.EXPLAIN === '1') await explainTraced();
  }
  const total: number[] = [];
  const inDb: number[] = [];
  const inTransaction: number[] = [];
  let count = 0;
  const worst: Array<{ ms: number; statement: typeof slowest }> = [];
  // The process's CPU over the rounds: what is left of the time is waiting (a write's fsync).
  if (process.env.STATEMENTS === '1') byStatement = new Map();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i += 1) {
    [queryMs, queries, slowest, transactionMs] = [0, 0, { ms: 0, sql: '' }, 0];
    const t0 = performance.now();
    const res = await request();
    total.push(performance.now() - t0);
    worst.push({ ms: total[total.length - 1], statement: slowest });
    inDb.push(queryMs);
    inTransaction.push(transactionMs);
    count = queries;
    answered(res, url);
  }
  const cpu = process.cpuUsage(cpu0);
  if (byStatement) {
    for (const [text, { ms, n }] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms))
      console.log(
        `  ${(ms / ROUNDS).toFixed(3)} ms a request (${(n / ROUNDS).toFixed(1)}×)  ${text.replace(/\s+/g, ' ').slice(0, 160)}`,
      );
    byStatement = null;
  }
  if (AT_ONCE > 1) await atOnce(name, request, url);
  if (process.env.PLANS === '1' && database.dialect === 'postgres') await printPlans();
  const cpuMs = `${(cpu.user / 1000 / ROUNDS).toFixed(2)} / ${(cpu.system / 1000 / ROUNDS).toFixed(2)}`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const [req, db] = [median(total), median(inDb)];
  // The median hides what happens now and then (a write's WAL checkpoint): the tail beside it.
  const sorted = [...total].sort((a, b) => a - b);
  const tail = `${percentile(sorted, 99).toFixed(2)} / ${sorted[sorted.length - 1].toFixed(2)}`;
  console.log(
    `| ${name} | ${req.toFixed(2)} | ${db.toFixed(2)} | ${(req - db).toFixed(2)} | ${((req - db) / db).toFixed(2)} | ${count} | ${tail} | ${cpuMs} | ${median(inTransaction).toFixed(2)} |`,
  );
  // TAIL=1: the slowest 1% of requests, each with its slowest statement (is the tail a checkpoint in a commit?).
  if (process.env.TAIL === '1') {
    worst.sort((a, b) => b.ms - a.ms);
    for (const { ms, statement } of worst.slice(0, Math.ceil(ROUNDS / 100))) {
      console.log(
        `    ${ms.toFixed(2)} ms, slowest statement ${statement.ms.toFixed(2)} ms: ${statement.sql.slice(0, 60)}`,
      );
    }
  }
}
await app.close();
await database.close();

/** A request the path should have answered with success; anything else stops the measurement. */
function answered(res: { statusCode: number; body: string }, url: () => string) {
  if (res.statusCode >= 300) throw new Error(`${url()}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

/** ROUNDS requests, AT_ONCE in flight: the rate, and each request's time from sent to answered. */
async function atOnce(name: string, request: () => Promise<{ statusCode: number; body: string }>, url: () => string) {
  const times: number[] = [];
  let left = ROUNDS;
  const t0 = performance.now();
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const start = performance.now();
      const res = await request();
      times.push(performance.now() - start);
      answered(res, url);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `    ${name}, ${AT_ONCE} at once: ${Math.round(ROUNDS / seconds)} a second, median ${percentile(times, 50).toFixed(2)} / p99 ${percentile(times, 99).toFixed(2)} / max ${times[times.length - 1].toFixed(2)} ms`,
  );
}

/**
 * PLANS=1 (PostgreSQL): the statements one pooled connection has prepared, most planned first, with
 * how often it planned each afresh (custom) or kept its one plan (generic): a statement planned
 * afresh on every run pays the planning each time.
 */
async function printPlans() {
  const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
    select statement, generic_plans, custom_plans from pg_prepared_statements
    order by generic_plans + custom_plans desc limit 8`.execute(database.db);
  for (const row of rows)
    console.log(
      `    plans: ${row.generic_plans} generic, ${row.custom_plans} custom  ${row.statement.replace(/\s+/g, ' ').slice(0, 120)}`,
    );
}

/** The plan of each traced query, with its own parameters. */
async function explainTraced() {
  const explain = database.dialect === 'sqlite' ? 'explain query plan' : 'explain (analyze, buffers)';
  for (const q of traced.splice(0)) {
    const plan = await database.db.executeQuery(CompiledQuery.raw(`${explain} ${q.sql}`, [...q.parameters]));
    console.log(`\n${q.sql.replace(/\s+/g, ' ').slice(0, 200)}`);
    for (const row of plan.rows as Array<Record<string, unknown>>) {
      console.log(`  ${String(row['QUERY PLAN'] ?? row.detail)}`);
    }
  }
}
