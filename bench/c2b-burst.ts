import { log, percentile, type Row, round } from './measure';

/**
 * The first of the month (docs/mpesa.md): `count` C2B confirmations arrive at once, each a
 * tenant's rent to the Paybill, plus a replay of every tenth. Measures each callback's answer
 * time (Daraja waits only so long; target p99 <= 100 ms), then waits for every one to be
 * processed and checks the ledger: one confirmed payment per TransID, none twice, none lost.
 */
export async function measureC2bBurst(opts: { base: string; landlordToken: string; count: number }) {
  const auth = { authorization: `Bearer ${opts.landlordToken}`, 'content-type': 'application/json' };
  const put = await fetch(`${opts.base}/api/payments/mpesa/settings`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ environment: 'sandbox', shortcodeType: 'paybill', shortcode: '600966' }),
  });
  const confirmation = new URL((await put.json()).settings.callbackUrls.confirmation).pathname;
  const tenancies = (await (await fetch(`${opts.base}/api/tenancies?status=active`, { headers: auth })).json()) as {
    accountRef: string;
  }[];
  const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const prefix = `B${run.slice(-3)}`;
  const bodies = Array.from({ length: opts.count }, (_, i) => ({
    TransactionType: 'Pay Bill',
    TransID: `${prefix}${String(i).padStart(6, '0')}`,
    TransTime: '20261201080000',
    TransAmount: '100.00',
    BusinessShortCode: '600966',
    BillRefNumber: tenancies[i % tenancies.length].accountRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'BENCH',
    MiddleName: '',
    LastName: '',
  }));
  const replays = bodies.filter((_, i) => i % 10 === 0);
  const started = performance.now();
  const latencies = await Promise.all(
    [...bodies, ...replays].map(async (body) => {
      const t0 = performance.now();
      const res = await fetch(`${opts.base}${confirmation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - t0, ok: res.status === 200 };
    }),
  );
  const answeredMs = performance.now() - started;

  // Processing follows the answers; wait until the ledger holds them all (or stops growing).
  let ledger = { payments: 0, distinct: 0 };
  for (let last = -1; ledger.payments < opts.count && ledger.payments !== last; ) {
    last = ledger.payments;
    await new Promise((r) => setTimeout(r, 1000));
    ledger = await burstPayments(opts.base, auth, prefix);
  }
  const counted = ledger.payments;
  const settledMs = performance.now() - started;
  const sorted = latencies.map((l) => l.ms).sort((a, b) => a - b);
  const errors = latencies.filter((l) => !l.ok).length;
  const row: Row = {
    rps: round(latencies.length / (answeredMs / 1000), 0),
    p50_ms: round(percentile(sorted, 50), 1),
    p99_ms: round(percentile(sorted, 99), 1),
    ratio_to_baseline: 0,
    connections: latencies.length,
    errors,
  };
  log(
    `c2b_burst: ${latencies.length} callbacks (${replays.length} replays) answered in ${round(answeredMs, 0)} ms, p99 ${row.p99_ms} ms; ${counted} payments (${ledger.distinct} distinct codes) of ${opts.count} in the ledger after ${round(settledMs, 0)} ms`,
  );
  return { row, payments: counted, distinct: ledger.distinct, settledMs: round(settledMs, 0) };
}

/** The burst's payments in the ledger (newest first, so the pages stop after the burst's). */
async function burstPayments(base: string, headers: Record<string, string>, prefix: string) {
  const references: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const res: Response = await fetch(`${base}/api/payments?limit=200${cursor ? `&cursor=${cursor}` : ''}`, {
      headers,
    });
    const page = (await res.json()) as { reference: string | null; method: string; status: string }[];
    const ours = page.filter(
      (p) => p.method === 'mpesa' && p.status === 'confirmed' && p.reference?.startsWith(prefix),
    );
    references.push(...ours.map((p) => p.reference as string));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor || (ours.length === 0 && references.length > 0)) break;
  }
  return { payments: references.length, distinct: new Set(references).size };
}
