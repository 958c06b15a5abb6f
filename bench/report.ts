import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile, type Row, round } from './measure';

export interface Measured {
  database: 'postgres' | 'sqlite';
  smoke: boolean;
  duration: number;
  data: unknown;
  seedMs: number;
  results: Record<string, Row>;
  generateMs: number;
  /** Rent reminders for every tenant: queued (ms), sent to the SMS fake (per second), the API meanwhile. */
  reminders?: { queued: number; queueMs: number; sendMs: number; perSecond: number; api: Row };
  /** The C2B bursts: payments in the ledger after each, and a bare Node server's p99 for the same-instant one. */
  c2b?: {
    count: number;
    atOnce: { payments: number; distinct: number; settledMs: number };
    overOneSecond: { payments: number; distinct: number; settledMs: number };
    floor: { p50_ms: number; p99_ms: number };
  };
  /** docs/imports.md: a statement previewed, recorded, and uploaded again (ms each). */
  statementImport?: { rows: number; previewMs: number; recordMs: number; againMs: number };
  meterRound?: { houses: number; startMs: number; chargeMs: number; charges: number };
  tenants: number;
  chatLatencies: number[];
  /** From sign-out until that session's socket was cut, sorted (ms). */
  signOutCuts: number[];
  sockets: number;
  chatMessages: number;
  peakRss: { main: number; tree: number };
  /** SQLite's data directory, to report the WAL's size after the run. */
  sqliteDataDir?: string;
  totalS: number;
}

/** The JSON written to bench/results and the Markdown table printed, from one run. */
export function buildReport(m: Measured) {
  const cpus = os.cpus();
  const { results } = m;
  const figures = {
    generate_monthly_1000_ms: round(m.generateMs),
    pdf_per_s: results.pdf_bill?.rps ?? 0,
    chat_delivery_p50_ms: round(percentile(m.chatLatencies, 50)),
    chat_delivery_p99_ms: round(percentile(m.chatLatencies, 99)),
    signout_socket_cut_max_ms: round(m.signOutCuts.at(-1) ?? 0),
    ...(m.reminders
      ? {
          reminders_queued: m.reminders.queued,
          reminders_queue_ms: m.reminders.queueMs,
          reminders_sent_per_s: m.reminders.perSecond,
        }
      : {}),
    ...(m.c2b
      ? {
          c2b_floor_p99_ms: m.c2b.floor.p99_ms,
          c2b_payments: m.c2b.atOnce.payments,
          c2b_payments_distinct: m.c2b.atOnce.distinct,
          c2b_settled_ms: m.c2b.atOnce.settledMs,
          c2b_1s_payments: m.c2b.overOneSecond.payments,
          c2b_1s_payments_distinct: m.c2b.overOneSecond.distinct,
        }
      : {}),
    ...(m.statementImport
      ? {
          statement_import_rows: m.statementImport.rows,
          statement_preview_ms: m.statementImport.previewMs,
          statement_record_ms: m.statementImport.recordMs,
          statement_again_ms: m.statementImport.againMs,
        }
      : {}),
    ...(m.meterRound
      ? {
          meter_round_houses: m.meterRound.houses,
          meter_round_start_ms: m.meterRound.startMs,
          meter_round_charge_ms: m.meterRound.chargeMs,
          meter_round_charges: m.meterRound.charges,
        }
      : {}),
    rss_mb: round(m.peakRss.main / 1024),
    rss_with_children_mb: round(m.peakRss.tree / 1024),
    // docs/reliability.md §30: after the writes of the run the WAL stays bounded (journal_size_limit).
    ...(m.sqliteDataDir ? { sqlite_wal_mb: round(walBytes(m.sqliteDataDir) / 1024 / 1024) } : {}),
  };
  const report = {
    machine: {
      cpus: cpus.length,
      cpu_model: cpus[0]?.model ?? 'unknown',
      memory_gb: round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      database: m.database,
      smoke: m.smoke,
      duration_s: m.duration,
      date: new Date().toISOString(),
    },
    data: m.data,
    seed_ms: m.seedMs,
    results: {
      ...Object.fromEntries(Object.entries(results).map(([k, { errors: _errors, ...row }]) => [k, row])),
      ...figures,
    },
    total_s: m.totalS,
  };

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
    // The houses screen reads a page at a time (issue 40: "page the units list"); the whole list
    // (units_list) is measured beside it, without a target.
    ['units_page p99 <= 50 ms', `${results.units_page.p99_ms} ms`, results.units_page.p99_ms <= 50],
    ['join_requests p99 <= 50 ms', `${results.join_requests.p99_ms} ms`, results.join_requests.p99_ms <= 50],
    // The landlord's first screen, held to the lists' target (no issue sets one of its own).
    [
      'dashboard_summary p99 <= 50 ms',
      `${results.dashboard_summary.p99_ms} ms`,
      results.dashboard_summary.p99_ms <= 50,
    ],
    ['bills_me >= 2,000 req/s', `${results.bills_me.rps} req/s`, results.bills_me.rps >= 2000],
    ['statement_5y p99 <= 50 ms', `${results.statement_5y.p99_ms} ms`, results.statement_5y.p99_ms <= 50],
    ['payments_page p99 <= 50 ms', `${results.payments_page.p99_ms} ms`, results.payments_page.p99_ms <= 50],
    ['record_payment >= 300 req/s', `${results.record_payment.rps} req/s`, results.record_payment.rps >= 300],
    ['generate-monthly <= 500 ms', `${figures.generate_monthly_1000_ms} ms`, m.generateMs <= 500],
    ['chat delivery p99 <= 50 ms', `${figures.chat_delivery_p99_ms} ms`, figures.chat_delivery_p99_ms <= 50],
    [
      `socket cut after sign-out, worst of ${m.signOutCuts.length} < 1,000 ms`,
      `${figures.signout_socket_cut_max_ms} ms`,
      figures.signout_socket_cut_max_ms < 1000,
    ],
    [
      'health p99 under PDF load < 20 ms',
      `${results.pdf_health?.p99_ms ?? '—'} ms`,
      (results.pdf_health?.p99_ms ?? Number.POSITIVE_INFINITY) < 20,
    ],
    [
      'health p99 with 1,000 half-sent requests held < 20 ms',
      `${results.slow_clients?.p99_ms ?? '—'} ms`,
      (results.slow_clients?.p99_ms ?? Number.POSITIVE_INFINITY) < 20,
    ],
    ...c2bTargets(m),
    ...(m.statementImport
      ? ([
          [
            `M-Pesa statement of ${m.statementImport.rows} rows previewed <= 5 s, recorded <= 5 s`,
            `${m.statementImport.previewMs} / ${m.statementImport.recordMs} ms`,
            m.statementImport.previewMs <= 5000 && m.statementImport.recordMs <= 5000,
          ],
        ] as Array<[string, string, boolean]>)
      : []),
    ...(m.meterRound
      ? ([
          [
            `water round of ${m.meterRound.houses} houses in one batch, charging each, <= 2 s`,
            `${m.meterRound.chargeMs} ms (${m.meterRound.charges} charges)`,
            m.meterRound.chargeMs <= 2000,
          ],
        ] as Array<[string, string, boolean]>)
      : []),
    ['server RSS <= 250 MB', `${figures.rss_mb} MB`, figures.rss_mb <= 250],
    ...reminderTargets(m, results),
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
    `| generate-monthly, ${m.tenants} tenants (one call) | ${figures.generate_monthly_1000_ms} ms |`,
    `| PDF bills per second | ${figures.pdf_per_s} |`,
    `| chat delivery p50 / p99 (${m.sockets} sockets, ${m.chatMessages} messages) | ${figures.chat_delivery_p50_ms} / ${figures.chat_delivery_p99_ms} ms |`,
    `| peak server RSS (with child processes) | ${figures.rss_mb} MB (${figures.rss_with_children_mb} MB) |`,
    '',
    `| target | measured | met |`,
    `|---|---:|:---:|`,
    ...targets.map(([t, measured, ok]) => `| ${t} | ${measured} | ${ok ? 'yes' : 'NO'} |`),
  ].join('\n');

  return { report, table };
}

/**
 * docs/mpesa.md "A burst": 1,000 confirmations (and 100 replays) spread over one second answered
 * at p99 <= 100 ms, each stored once; the same callbacks at the same instant are within 1.5x of
 * what a bare Node server manages on this machine (100 ms is below that floor here).
 */
function c2bTargets(m: Measured): Array<[string, string, boolean]> {
  const { results } = m;
  if (!m.c2b || !results.c2b_burst || !results.c2b_burst_1s) return [];
  const { count, atOnce, overOneSecond, floor } = m.c2b;
  const allOnce = (b: typeof atOnce) => b.payments === count && b.distinct === count;
  return [
    [
      `C2B callbacks p99 <= 100 ms (${count} + replays within 1 s)`,
      `${results.c2b_burst_1s.p99_ms} ms`,
      results.c2b_burst_1s.p99_ms <= 100,
    ],
    [
      `C2B at the same instant p99 <= 1.5x a bare Node server's`,
      `${results.c2b_burst.p99_ms} ms vs ${floor.p99_ms} ms`,
      results.c2b_burst.p99_ms <= 1.5 * floor.p99_ms,
    ],
    [
      `every C2B payment in the ledger once (2 x ${count})`,
      `${atOnce.payments + overOneSecond.payments} (${atOnce.distinct + overOneSecond.distinct} distinct)`,
      allOnce(atOnce) && allOnce(overOneSecond),
    ],
  ];
}

/** docs/notifications.md: reminders queued in 2 s, sent at 100/s, the API p99 meanwhile within 1.2x of bills_me's. */
function reminderTargets(m: Measured, results: Record<string, Row>): Array<[string, string, boolean]> {
  if (!m.reminders) return [];
  const r = m.reminders;
  const ratio = r.api.p99_ms / Math.max(results.bills_me.p99_ms, 1);
  return [
    [`reminders for ${r.queued} tenants queued <= 2 s`, `${r.queueMs} ms`, r.queueMs <= 2000],
    ['reminders sent to the SMS fake >= 100/s', `${r.perSecond}/s`, r.perSecond >= 100],
    [
      'bills_me p99 while sending <= 1.2x bills_me p99',
      `${r.api.p99_ms} ms vs ${results.bills_me.p99_ms} ms`,
      ratio <= 1.2,
    ],
  ];
}

/** Prints the table and writes the JSON (a temp file for a smoke run). */
export function publish({ report, table }: ReturnType<typeof buildReport>, resultsDir: string) {
  const { machine } = report;
  console.log(
    `\nSafeStay benchmark (${machine.database}, ${machine.cpus} CPUs, ${report.total_s} s${machine.smoke ? ', SMOKE' : ''})\n`,
  );
  console.log(table);
  const out = machine.smoke
    ? path.join(os.tmpdir(), `safestay-bench-smoke-${process.pid}.json`)
    : path.join(resultsDir, machine.database === 'postgres' ? 'latest-postgres.json' : 'latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(process.cwd(), out) || out}`);
}

function walBytes(dataDir: string): number {
  const wal = path.join(dataDir, 'safestay.db-wal');
  return existsSync(wal) ? statSync(wal).size : 0;
}
