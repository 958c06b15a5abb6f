import { log, round } from './measure';

/**
 * docs/imports.md: a 10,000-row M-Pesa statement (a busy Paybill's month), previewed
 * (?dryRun=1) and then recorded, each timed from here over HTTP as the landlord's browser sends
 * it. Most rows name a tenant's account, one in ten names nobody (the unmatched queue), one in
 * twenty is a Failed or a paid-out row (ignored); all are older than three days (no receipt SMS).
 * A second upload of the same file must change nothing (every row a duplicate). Target: each
 * step <= 5 s on this machine.
 */
export async function measureStatementImport(opts: { base: string; landlordToken: string; rows: number }) {
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
    const t0 = performance.now();
    const res = await fetch(`${opts.base}/api/payments/mpesa/statements${query}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: csv,
    });
    const ms = performance.now() - t0;
    const body = (await res.json()) as { matched?: number; unmatched?: number; duplicates?: number; message?: string };
    if (res.status >= 300)
      throw new Error(`statement import ${query}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms, body };
  };
  const preview = await post('?dryRun=1');
  const record = await post('');
  const again = await post('');
  log(
    `statement import, ${opts.rows} rows (${round(csv.length / 1024 / 1024, 1)} MiB): preview ${round(preview.ms)} ms, record ${round(record.ms)} ms (${record.body.matched} matched, ${record.body.unmatched} unmatched), again ${round(again.ms)} ms (${again.body.duplicates} duplicates)`,
  );
  if (again.body.matched !== 0 || again.body.unmatched !== 0)
    throw new Error('statement import: the second upload recorded something');
  return { rows: opts.rows, previewMs: round(preview.ms), recordMs: round(record.ms), againMs: round(again.ms) };
}
