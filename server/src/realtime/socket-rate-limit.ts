import { SOCKET_EVENTS_PER_SECOND } from '@safestay/contracts';
import type { Socket } from 'socket.io';

/** After this many times its per-second allowance in dropped events, a socket is cut off. */
const FLOOD_DISCONNECT_FACTOR = 5;

interface Bucket {
  tokens: number;
  last: number;
  dropped: number;
  sockets: number;
}

/**
 * One token bucket per user (docs/reliability.md §20), shared by all of the user's sockets on
 * this process, so opening more sockets does not multiply the rate. Excess events are dropped;
 * a flood disconnects the socket that sends it.
 */
export function createSocketRateLimit() {
  const buckets = new Map<string, Bucket>();

  return function limit(socket: Socket, userId: string): void {
    const bucket = buckets.get(userId) ?? {
      tokens: SOCKET_EVENTS_PER_SECOND,
      last: Date.now(),
      dropped: 0,
      sockets: 0,
    };
    bucket.sockets += 1;
    buckets.set(userId, bucket);
    socket.on('disconnect', () => {
      bucket.sockets -= 1;
      if (bucket.sockets === 0) buckets.delete(userId);
    });
    socket.use((_event, next) => {
      const now = Date.now();
      const elapsed = (now - bucket.last) / 1000;
      bucket.last = now;
      bucket.tokens = Math.min(SOCKET_EVENTS_PER_SECOND, bucket.tokens + elapsed * SOCKET_EVENTS_PER_SECOND);
      if (elapsed >= 1) bucket.dropped = 0;
      if (bucket.tokens < 1) {
        bucket.dropped += 1;
        if (bucket.dropped > SOCKET_EVENTS_PER_SECOND * FLOOD_DISCONNECT_FACTOR) socket.disconnect(true);
        return;
      }
      bucket.tokens -= 1;
      next();
    });
  };
}
