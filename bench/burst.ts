import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { percentile, round } from './measure';

export interface BurstResult {
  /** Each request's time from being sent to its whole answer, sorted. */
  sorted: number[];
  errors: number;
  /** From the first request sent to the last answer. */
  totalMs: number;
}

/**
 * POSTs every body at once, each on a new connection (as Daraja's callbacks come), with Node's
 * own http client: cheaper per request than fetch, so less of the measured time is this process's.
 */
export async function postBurst(url: string, bodies: string[], overMs = 0): Promise<BurstResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const post = (body: string) =>
    new Promise<{ ms: number; ok: boolean }>((resolve) => {
      const t0 = performance.now();
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ ms: performance.now() - t0, ok: response.statusCode === 200 }));
        },
      );
      request.on('error', () => resolve({ ms: performance.now() - t0, ok: false }));
      request.end(body);
    });
  const started = performance.now();
  // All at once, or spread evenly over `overMs` (sent in 10 ms steps): each request is timed from its own send.
  const steps = Math.max(1, Math.round(overMs / 10));
  const perStep = Math.ceil(bodies.length / steps);
  const pending: Promise<{ ms: number; ok: boolean }>[] = [];
  for (let i = 0; i < bodies.length; i += perStep) {
    if (i > 0) await new Promise((r) => setTimeout(r, started + (i / perStep) * 10 - performance.now()));
    pending.push(...bodies.slice(i, i + perStep).map(post));
  }
  const results = await Promise.all(pending);
  const totalMs = performance.now() - started;
  agent.destroy();
  return {
    sorted: results.map((r) => r.ms).sort((a, b) => a - b),
    errors: results.filter((r) => !r.ok).length,
    totalMs,
  };
}

/** A server that does nothing but read the body and answer Daraja's "Accepted", in its own process. */
const BARE_SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"ResultCode":0,"ResultDesc":"Accepted"}'); });
});
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => process.send(server.address().port));
`;

/**
 * The floor of a burst on this machine: the same bodies from the same client to a bare Node
 * server. No server written in Node answers faster; what ours adds is the gap to this.
 */
export async function burstFloor(bodies: string[]) {
  const child: ChildProcess = spawn(process.execPath, ['-e', BARE_SERVER], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve(Number(m)));
      child.once('exit', () => reject(new Error('the bare server did not start')));
    });
    // One burst to warm both sides, as the server under test is warm, then the measured one.
    await postBurst(`http://127.0.0.1:${port}/`, bodies);
    await new Promise((r) => setTimeout(r, 500));
    const burst = await postBurst(`http://127.0.0.1:${port}/`, bodies);
    return { p50_ms: round(percentile(burst.sorted, 50), 1), p99_ms: round(percentile(burst.sorted, 99), 1) };
  } finally {
    child.kill();
  }
}
