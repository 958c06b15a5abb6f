import type { createClient } from 'redis';
import type { Server } from 'socket.io';

type RedisClient = ReturnType<typeof createClient>;

/**
 * The Redis adapter publishes fire-and-forget; during shutdown a late publish on a closed
 * client would be an unhandled rejection. Those (and only those) are dropped.
 */
function quietWhenClosing(client: RedisClient, isClosing: () => boolean): RedisClient {
  const quiet = new Set(['publish', 'subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe', 'sendCommand']);
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !quiet.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              if (!isClosing()) throw error;
            })
          : result;
      };
    },
  });
}

/**
 * Several processes share rooms through Redis (docs/architecture.md §7). Loaded only when
 * configured: the Redis client and adapter cost ~30 MB on a single server. Returns the clients,
 * to quit on close.
 */
export async function useRedisAdapter(io: Server, redisUrl: string, isClosing: () => boolean): Promise<RedisClient[]> {
  const [{ createClient }, { createAdapter }] = await Promise.all([
    import('redis'),
    import('@socket.io/redis-adapter'),
  ]);
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  // node-redis reconnects by itself; without a listener an 'error' event would crash the process.
  for (const c of [pub, sub]) c.on('error', (e: Error) => console.error(`Redis (Socket.IO adapter): ${e.message}`));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(quietWhenClosing(pub, isClosing), quietWhenClosing(sub, isClosing)));
  return [pub, sub];
}
