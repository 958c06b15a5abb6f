/**
 * docs/reliability.md §60: a thousand half-open connections (headers never finished, a body sent
 * a byte at a time, an upgrade whose client never closes its side) do not stop the server answering
 * everyone else, and each of them is let go once its deadline passes. Short deadlines keep it quick;
 * how fast the others are answered meanwhile is `npm run bench` (slow_clients).
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landlordPayload, type TestApp } from '../helpers';
import { buildReliabilityApp, figure } from './support';

const HELD = 1000;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildReliabilityApp(undefined, {
    http: { headersTimeoutMs: 8_000, requestTimeoutMs: 9_000, bodyMinBytesPerSecond: 1_000 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

/** What each kind of slow client sends first; the trickle then sends one byte a second. */
const KINDS = {
  headers: 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n',
  trickle:
    'POST /api/auth/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
  upgrade: 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
} as const;

interface Held {
  socket: Socket;
  /** Resolves once the server has let go: the socket is closed, or (half-open) ended by the server. */
  released: Promise<void>;
}

function holdOne(kind: keyof typeof KINDS): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: kind === 'upgrade' });
    let timer: NodeJS.Timeout | undefined;
    const released = new Promise<void>((done) => {
      socket.on('close', () => done());
      socket.on('end', () => done());
    });
    released.then(() => clearInterval(timer));
    socket.on('error', () => {});
    // Read what the server answers (408, 400), so its closing is seen.
    socket.resume();
    socket.once('connect', () => {
      socket.write(KINDS[kind]);
      if (kind === 'trickle') {
        timer = setInterval(() => socket.writable && socket.write(' '), 1_000);
      }
      resolve({ socket, released });
    });
    socket.once('error', reject);
  });
}

/** One request on a connection of its own; its status. */
function ask(method: string, path: string, body?: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

describe('slow clients (docs/reliability.md §60)', () => {
  it('answers everyone else while 1,000 half-open connections are held, then lets every one go', async () => {
    const kinds = Object.keys(KINDS) as (keyof typeof KINDS)[];
    const held: Held[] = [];
    for (let i = 0; i < HELD; i += 50) {
      held.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => holdOne(kinds[(i + j) % kinds.length])))));
    }
    // The upgrades are refused at once; the others are still held.
    await expect.poll(openConnections).toBeGreaterThanOrEqual(Math.floor((HELD * 2) / 3));

    const started = performance.now();
    const statuses = await Promise.all([
      ...Array.from({ length: 50 }, () => ask('GET', '/api/health')),
      ask('POST', '/api/auth/register', landlordPayload({ apartmentName: 'Held Open Court' })),
      ask('GET', '/api/apartments/available?q=held%20open'),
    ]);
    const answeredIn = performance.now() - started;
    expect(statuses).toEqual([...Array(50).fill(200), 201, 200]);
    expect(await openConnections()).toBeGreaterThanOrEqual(Math.floor((HELD * 2) / 3));

    const releasing = performance.now();
    await Promise.all(held.map((h) => h.released));
    // The server has closed its side of every one, the upgrades' included, whose clients still hold theirs.
    await expect.poll(openConnections).toBe(0);
    for (const h of held) h.socket.destroy();
    figure('slow clients: 52 requests answered while 1,000 were held (ms)', Math.round(answeredIn));
    figure('slow clients: all 1,000 let go after (ms)', Math.round(performance.now() - releasing));
  }, 60_000);
});
