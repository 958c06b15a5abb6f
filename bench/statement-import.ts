import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../server/src/db/database';
import { log, round } from './measure';

/** CPU time (user + system, ms) the process has used so far, from /proc; null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * On PostgreSQL, the CPU time (ms) used so far by the database server's processes serving the
 * bench database (the app's pooled connections; this one excluded), from /proc as above.
 */
async function databaseCpuMs(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl) return null;
  const database = openDatabase({ databaseUrl });
  try {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);
    let total = 0;
    for (const { pid } of rows) total += cpuMs(pid) ?? 0;
    return total;
  } finally {
    await database.close();
  }
}

/** The host's load average over the last minute (the wall-clock figures mean little when it is far above the cores). */
function load1(): number | null {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/**
 * docs/imports.md: a 10,000-row M-Pesa statement (a busy Paybill's month), previewed
 * (?dryRun=1) and then recorded, each timed from here over HTTP as the landlord's browser sends
 * it. Most rows name a tenant's account, one in ten names nobody (the unmatched queue), one in
 * twenty is a Failed or a paid-out row (ignored); all are older than three days (no receipt SMS).
 * A second upload of the same file must change nothing (every row a duplicate). Target: each
 * step <= 5 s on this machine. With the server's pid, each step's CPU time in the server process
 * is given too (on SQLite the database's work is in it; on PostgreSQL the database server's is
 * not): on a shared host that is the steadier figure, since a wall-clock time there is mostly
 * waiting for a core.
 */
export async function measureStatementImport(opts: {
  base: string;
  landlordToken: string;
  rows: number;
  serverPid?: number;
  /** PostgreSQL: the bench database, to add its server processes' CPU time. */
  databaseUrl?: string;
}) {
  const auth = { authorization: `Bearer ${opts.landlordToken}` };
  const tenancies = (await (
    await fetch(`${opts.base}/api/tenancies?status=active`, {
      headers: { ...auth, 'content-type': 'application/json' },
    })
  ).json()) as { accountRef: string }[];
  const run = `${Date.now() % 100_000}`.padStart(5, '0');
  const header =
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';
  const lines = Array.from({ length: opts.rows }, (_, i) => {
    const account = i % 10 === 9 ? `NOBODY${i}` : (tenancies[i % tenancies.length]?.accountRef ?? 'X');
    const status = i % 20 === 7 ? 'Failed' : 'Completed';
    const day = String(1 + (i % 28)).padStart(2, '0');
    const time = i % 2 ? `2026-10-${day} 09:15:00` : `${day}/10/2026 09:15:00`;
    return `S${run}${String(i).padStart(5, '0')},${time},${time},Pay Bill Online,${status},"1,500.00",,"90,000.00",true,Pay Bill,2547****126 - BENCH TENANT,,${account}`;
  });
  const csv = `Organisation Name,Bench Court\nTime Period,01-10-2026 - 31-10-2026\n\n${header}\n${lines.join('\n')}\n`;
  const post = async (query: string) => {
    const db0 = await databaseCpuMs(opts.databaseUrl);
    const cpu0 = cpuMs(opts.serverPid);
    const t0 = performance.now();
    const res = await fetch(`${opts.base}/api/payments/mpesa/statements${query}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: csv,
    });
    const ms = performance.now() - t0;
    const cpu1 = cpuMs(opts.serverPid);
    const serverCpuMs = cpu0 === null || cpu1 === null ? null : cpu1 - cpu0;
    const db1 = await databaseCpuMs(opts.databaseUrl);
    const databaseCpu = db0 === null || db1 === null ? null : db1 - db0;
    const body = (await res.json()) as { matched?: number; unmatched?: number; duplicates?: number; message?: string };
    if (res.status >= 300)
      throw new Error(`statement import ${query}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms, serverCpuMs, databaseCpu, body };
  };
  const preview = await post('?dryRun=1');
  const record = await post('');
  const again = await post('');
  const cpu = (step: { serverCpuMs: number | null; databaseCpu: number | null }) =>
    (step.serverCpuMs === null ? '' : ` (server CPU ${round(step.serverCpuMs)} ms`) +
    (step.databaseCpu === null ? '' : `, PostgreSQL CPU ${round(step.databaseCpu)} ms`) +
    (step.serverCpuMs === null ? '' : ')');
  log(
    `statement import, ${opts.rows} rows (${round(csv.length / 1024 / 1024, 1)} MiB): preview ${round(preview.ms)} ms${cpu(preview)}, record ${round(record.ms)} ms${cpu(record)} (${record.body.matched} matched, ${record.body.unmatched} unmatched), again ${round(again.ms)} ms${cpu(again)} (${again.body.duplicates} duplicates); load average ${load1() ?? '?'}`,
  );
  if (again.body.matched !== 0 || again.body.unmatched !== 0)
    throw new Error('statement import: the second upload recorded something');
  return {
    rows: opts.rows,
    previewMs: round(preview.ms),
    recordMs: round(record.ms),
    againMs: round(again.ms),
    recordServerCpuMs: record.serverCpuMs === null ? null : round(record.serverCpuMs),
    recordDatabaseCpuMs: record.databaseCpu === null ? null : round(record.databaseCpu),
  };
}
