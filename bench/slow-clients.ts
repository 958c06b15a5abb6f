import { connect, type Socket } from 'node:net';
import autocannon from 'autocannon';
import { log, type Row, round } from './measure';

/** Half-sent requests of three kinds, in turn (docs/reliability.md §60). */
const FIRST_BYTES = [
  // Headers never finished.
  'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n',
  // A body a byte a second.
  'POST /api/auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
  // An upgrade the server does not serve, from a client that never closes its side.
  'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
];

/**
 * `/api/health` from one client while `held` connections send half a request and stop or trickle
 * (docs/reliability.md §60): each held connection costs the server a socket and a timer, never a
 * turn of the event loop, so health's latency stays that of an idle server. The row is health's.
 */
export async function measureHealthWithSlowClients(opts: {
  base: string;
  held: number;
  duration: number;
  baselineRps: number;
}): Promise<Row> {
  const { hostname, port } = new URL(opts.base);
  const sockets: Socket[] = [];
  for (let i = 0; i < opts.held; i += 1) {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    socket.on('error', () => {});
    socket.resume();
    socket.once('connect', () => socket.write(FIRST_BYTES[i % FIRST_BYTES.length]));
    sockets.push(socket);
  }
  const trickle = setInterval(() => {
    for (const [i, socket] of sockets.entries()) if (i % FIRST_BYTES.length === 1 && socket.writable) socket.write(' ');
  }, 1_000);
  try {
    await Promise.all(sockets.map((s) => (s.connecting ? new Promise((r) => s.once('connect', r)) : undefined)));
    const h = await autocannon({ url: `${opts.base}/api/health`, connections: 1, duration: opts.duration });
    const errors = h.errors + h.timeouts + h.non2xx;
    const row: Row = {
      rps: round(h.requests.average, 0),
      p50_ms: h.latency.p50,
      p99_ms: h.latency.p99,
      ratio_to_baseline: round(h.requests.average / opts.baselineRps, 3),
      connections: 1,
      errors,
    };
    log(
      `slow_clients: /api/health p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms with ${opts.held} half-sent requests held`,
    );
    return row;
  } finally {
    clearInterval(trickle);
    for (const socket of sockets) socket.destroy();
  }
}
