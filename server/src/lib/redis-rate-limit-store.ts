import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;
type Counted = { current: number; ttl: number };

/**
 * One more request in the window of KEYS[1] (ARGV[1] ms from its first): the count and the time
 * left. A key that somehow lost its expiry gets it back, so no count lives for ever.
 */
const COUNT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const FALLBACK_KEYS = 10_000;

/**
 * The request limits of @fastify/rate-limit (sign-in and sign-up per address, writes and PDFs per
 * user; lib/rate-limit.ts) counted in Redis, so every process behind the load balancer counts the
 * same requests: two processes give a client the limit of one (docs/reliability.md §52). Each
 * route counts apart, as the plugin's own stores do. While Redis cannot be reached the counts fall
 * back to this process's memory: limits still hold per process, and requests are never refused
 * for want of Redis.
 */
export function redisRateLimitStore(client: RedisClient, prefix = 'safestay:limit:'): FastifyRateLimitStoreCtor {
  const fallback = new Map<string, { current: number; resetAt: number }>();
  const countInMemory = (key: string, timeWindow: number): Counted => {
    const now = Date.now();
    let entry = fallback.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { current: 0, resetAt: now + timeWindow };
      fallback.delete(key);
      if (fallback.size >= FALLBACK_KEYS) fallback.delete(fallback.keys().next().value as string);
      fallback.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  };

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;
    /** The plugin builds the first with its options; `child` names a route. */
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : '';
    }
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      const full = `${prefix}${this.route}${key}`;
      client
        .eval(COUNT, { keys: [full], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch(() => callback(null, countInMemory(full, timeWindow)));
    }
    /**
     * One route's counts. The plugin's types say it passes the route; at run time it passes the
     * route's limit with the route as `routeInfo` (as its own Redis store reads it).
     */
    child(params: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      type Route = { method?: string | string[]; url?: string };
      const route: Route = (params as unknown as { routeInfo?: Route }).routeInfo ?? params;
      return new RedisRateLimitStore(`${[route.method ?? ''].flat().join(',')} ${route.url ?? ''}:`);
    }
  }
  return RedisRateLimitStore;
}
