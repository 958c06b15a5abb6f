import autocannon from 'autocannon';
import { log, type Row, round } from './measure';

/**
 * `/api/health` while PDFs are downloaded flat out (docs/reliability.md §40): `connections`
 * clients fetch the five-year tenant's statement and bills as PDFs in turn, and one more client
 * asks for /api/health back to back. The row is health's latency (target p99 < 20 ms): drawn on
 * the event loop, each PDF would hold every other request for its whole rendering time.
 */
export async function measureHealthUnderPdfLoad(opts: {
  base: string;
  token: string;
  billIds: string[];
  duration: number;
  connections: number;
  baselineRps: number;
}): Promise<{ health: Row; pdfRps: number }> {
  // PDFs queue in the server's pool in order: one fetched on its own returns once the ones an
  // earlier measurement left behind are drawn, and leaves the thread warm.
  const drain = () =>
    fetch(`${opts.base}/api/me/statement.pdf`, { headers: { authorization: `Bearer ${opts.token}` } });
  await (await drain()).arrayBuffer();
  let i = 0;
  const pdfs = autocannon({
    url: `${opts.base}/api/me/statement.pdf`,
    connections: opts.connections,
    duration: opts.duration,
    headers: { authorization: `Bearer ${opts.token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          i += 1;
          const path = i % 2 ? '/api/me/statement.pdf' : `/api/bills/download/${opts.billIds[i % opts.billIds.length]}`;
          return { ...req, path };
        },
      },
    ],
  });
  const health = autocannon({ url: `${opts.base}/api/health`, connections: 1, duration: opts.duration });
  const [p, h] = await Promise.all([pdfs, health]);
  // And what this one left behind, before the next measurement starts.
  await (await drain()).arrayBuffer();
  const errors = p.errors + p.timeouts + p.non2xx + h.errors + h.timeouts + h.non2xx;
  if (errors > 0) log(`pdf_health: ${p.non2xx} PDF non-2xx, ${h.non2xx} health non-2xx, ${errors} in all`);
  const row: Row = {
    rps: round(h.requests.average, 0),
    p50_ms: h.latency.p50,
    p99_ms: h.latency.p99,
    ratio_to_baseline: round(h.requests.average / opts.baselineRps, 3),
    connections: 1,
    errors,
  };
  log(
    `pdf_health: /api/health p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms while ${opts.connections} connections draw ${round(p.requests.average, 1)} PDFs/s`,
  );
  return { health: row, pdfRps: round(p.requests.average, 1) };
}
