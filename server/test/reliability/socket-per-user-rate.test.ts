/**
 * docs/reliability.md §20: the event limit is per user, not per socket — one user with 6 sockets
 * must not get 6 times the rate (it did, before the bucket moved to a per-user map).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers';
import { socketOutcome as outcome, socketClients } from '../sockets';
import { listeningWorld, type World } from './world';

let t: TestApp;
let w: World;
let port: number;
const clients = socketClients(() => `http://127.0.0.1:${port}`);
const client = (token: string) => clients.open(token);

beforeAll(async () => {
  ({ t, w, port } = await listeningWorld());
}, 120_000);
afterEach(() => clients.closeAll());
afterAll(async () => {
  await t?.close();
});

describe('per-user throttling (docs/reliability.md §20)', () => {
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
