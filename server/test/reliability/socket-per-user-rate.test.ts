/**
 * RELIABILITY.md §20: the event limit is per user, not per socket — one user with 6 sockets
 * must not get 6 times the rate (it did, before the bucket moved to a per-user map).
 */
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@safestay/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildReliabilityApp } from './support';
import { seedWorld, type World } from './world';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
let w: World;
let port: number;
const open: Client[] = [];

beforeAll(async () => {
  t = await buildReliabilityApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  w = await seedWorld(t.app);
}, 120_000);
afterEach(() => {
  for (const c of open.splice(0)) c.disconnect();
});
afterAll(async () => {
  await t?.close();
});

function client(token: string): Client {
  const c: Client = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  open.push(c);
  return c;
}

function outcome(c: Client): Promise<string> {
  return new Promise((resolve) => {
    if (c.connected) return resolve('connected');
    c.once('connect', () => resolve('connected'));
    c.once('connect_error', (e) => resolve(`refused: ${e.message}`));
  });
}

describe('per-user throttling (RELIABILITY.md §20)', () => {
  it('one user cannot multiply the event rate by opening many sockets', async () => {
    const sockets = Array.from({ length: 6 }, () => client(w.TA2.token));
    // Listen on every socket before awaiting any: one may connect while another is awaited.
    const outcomes = sockets.map(outcome);
    for (const o of outcomes) expect(await o).toBe('connected');
    const started = Date.now();
    const acks = await Promise.all(
      sockets.flatMap((c, i) =>
        Array.from({ length: 15 }, (_, j) =>
          c
            .timeout(3000)
            .emitWithAck('sendMessage', { content: `burst ${i}-${j}`, receiverId: w.LA.user.id })
            .then((a) => a.ok)
            .catch(() => false),
        ),
      ),
    );
    const accepted = acks.filter(Boolean).length;
    const seconds = Math.max(1, (Date.now() - started) / 1000);
    // 20 events per second per user (SOCKET_EVENTS_PER_SECOND), plus the refill while the burst lasted.
    expect(accepted, `accepted ${accepted} of ${acks.length} in ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(
      20 + 20 * seconds,
    );
  });
});
