import { type BurstResult, burstFloor, postBurst } from './burst';
import { log, percentile, type Row, round } from './measure';

/**
 * The first of the month (docs/mpesa.md): `count` C2B confirmations arrive, each a tenant's rent
 * to the Paybill, plus a replay of every tenth, in two shapes: all at the same instant (each on a
 * new connection), and spread over one second. Measures each callback's answer time (Daraja waits
 * only so long; target p99 <= 100 ms), then waits for every one to be processed and checks the
 * ledger: one confirmed payment per TransID, none twice, none lost. The same-instant burst is
 * also sent to a bare Node server first: that is the floor no Node server beats on this machine.
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
  const burstOf = (letter: string) => {
    const prefix = `${letter}${run.slice(-3)}`;
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
    return { prefix, sent: [...bodies, ...replays].map((b) => JSON.stringify(b)), replays: replays.length };
  };

  const atOnce = burstOf('B');
  // First, while nothing else runs (the receipts that follow a burst go out for seconds).
  const floor = await burstFloor(atOnce.sent);
  // Daraja asks the validation URL first when validation is on: that burst (stored, answered
  // Accepted, no money) warms the route as the floor's server is warmed.
  await postBurst(`${opts.base}${confirmation.replace(/confirmation$/, 'validation')}`, atOnce.sent);
  await new Promise((r) => setTimeout(r, 500));

  const measure = async (label: string, burst: ReturnType<typeof burstOf>, overMs: number) => {
    const answered = await postBurst(`${opts.base}${confirmation}`, burst.sent, overMs);
    const ledger = await waitForLedger(opts.base, auth, burst.prefix, opts.count);
    const row = rowOf(answered);
    log(
      `${label}: ${burst.sent.length} callbacks (${burst.replays} replays) over ${overMs} ms answered in ${round(answered.totalMs, 0)} ms, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, ${row.errors} errors; ${ledger.payments} payments (${ledger.distinct} distinct codes) of ${opts.count} in the ledger after ${ledger.ms} ms`,
    );
    return { row, payments: ledger.payments, distinct: ledger.distinct, settledMs: ledger.ms };
  };
  const same = await measure('c2b_burst', atOnce, 0);
  log(`c2b_burst: the same callbacks to a bare Node server: p50 ${floor.p50_ms} ms, p99 ${floor.p99_ms} ms`);
  const second = await measure('c2b_burst_1s', burstOf('S'), 1000);
  return { atOnce: same, overOneSecond: second, floor };
}

function rowOf(burst: BurstResult): Row {
  return {
    rps: round(burst.sorted.length / (burst.totalMs / 1000), 0),
    p50_ms: round(percentile(burst.sorted, 50), 1),
    p99_ms: round(percentile(burst.sorted, 99), 1),
    ratio_to_baseline: 0,
    connections: burst.sorted.length,
    errors: burst.errors,
  };
}

/**
 * Processing follows the answers: polls each second until the ledger holds them all, or holds no
 * more than it did STALLED_MS before. Processing starts only once the burst has been answered and
 * the validation burst before it processed, so on a large platform the first seconds can show none
 * (a scale run stopped at its first poll and reported 0 of 1,000; the payments were all made).
 */
const STALLED_MS = 10_000;
async function waitForLedger(base: string, headers: Record<string, string>, prefix: string, count: number) {
  const started = performance.now();
  let ledger = { payments: 0, distinct: 0 };
  let grewAt = started;
  while (ledger.payments < count && performance.now() - grewAt < STALLED_MS) {
    await new Promise((r) => setTimeout(r, 1000));
    const seen = await burstPayments(base, headers, prefix);
    if (seen.payments > ledger.payments) grewAt = performance.now();
    ledger = seen;
  }
  return { ...ledger, ms: round(performance.now() - started, 0) };
}

/**
 * A read, asked again if the connection was reset: after a burst of 1,100 connections a kept-alive
 * socket can be closed by the server just as the next poll reuses it (a scale run failed on that
 * ECONNRESET, its payments all stored).
 */
async function fetchAgain(url: string, headers: Record<string, string>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, { headers });
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The burst's payments in the ledger (newest first, so the pages stop after the burst's). */
async function burstPayments(base: string, headers: Record<string, string>, prefix: string) {
  const references: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const res = await fetchAgain(`${base}/api/payments?limit=200${cursor ? `&cursor=${cursor}` : ''}`, headers);
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
