import type { createClient } from 'redis';
import { type FailureCount, memoryThrottleStore, type ThrottleStore, WINDOW_MS } from './login-throttle';

type RedisClient = ReturnType<typeof createClient>;

/**
 * KEYS are the counts, ARGV[1] the time, ARGV[2] the window, ARGV[3…] the counts they were read
 * with. Redis runs a script alone, so no other attempt comes between the comparison and the raise.
 */
const FAIL_IF_UNCHANGED = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('HGET', key, 'count') or '0') ~= tonumber(ARGV[i + 2]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('HINCRBY', key, 'count', 1)
  redis.call('HSET', key, 'last', ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1`;

/** One back, never below one: a count that would reach nothing is removed. */
const FORGIVE = `
if tonumber(redis.call('HGET', KEYS[1], 'count') or '0') > 1 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
else
  redis.call('DEL', KEYS[1])
end
return 1`;

/**
 * Failure counts in Redis, shared by every process (docs/reliability.md §11): two processes give
 * a guesser the guesses of one. A hash per key (count, last failure), expiring WINDOW_MS after the
 * last failure. While Redis cannot be reached the counts fall back to this process's memory, so
 * sign-in keeps working and is still throttled.
 */
export function redisThrottleStore(client: RedisClient, prefix = 'safestay:login:'): ThrottleStore {
  const fallback = memoryThrottleStore();
  const orFallback = async <T>(work: () => Promise<T>, instead: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      return instead();
    }
  };
  return {
    get: (key, now) =>
      orFallback(
        async (): Promise<FailureCount | null> => {
          const [count, last] = await client.hmGet(prefix + key, ['count', 'last']);
          return count ? { count: Number(count), last: Number(last) } : null;
        },
        () => fallback.get(key, now),
      ),
    fail: (key, now) =>
      orFallback(
        async () => {
          const k = prefix + key;
          const [count] = await client
            .multi()
            .hIncrBy(k, 'count', 1)
            .hSet(k, 'last', String(now))
            .pExpire(k, WINDOW_MS)
            .exec();
          return { count: Number(count), last: now };
        },
        () => fallback.fail(key, now),
      ),
    failIfUnchanged: (keys, expected, now) =>
      orFallback(
        async () => {
          const done = await client.eval(FAIL_IF_UNCHANGED, {
            keys: keys.map((key) => prefix + key),
            arguments: [String(now), String(WINDOW_MS), ...expected.map(String)],
          });
          return Number(done) === 1;
        },
        () => fallback.failIfUnchanged(keys, expected, now),
      ),
    forgive: (key) =>
      orFallback(
        async () => {
          await client.eval(FORGIVE, { keys: [prefix + key] });
        },
        () => fallback.forgive(key),
      ),
    clear: (key) =>
      orFallback(
        async () => {
          await client.del(prefix + key);
        },
        () => fallback.clear(key),
      ),
  };
}

/**
 * A Redis client for the counts (loaded only when REDIS_URL is set), and how to close it. The same
 * client keeps the other small things every process shares (the Daraja access token).
 */
export async function connectThrottleStore(
  redisUrl: string,
): Promise<{ store: ThrottleStore; client: RedisClient; close(): Promise<void> }> {
  const { createClient } = await import('redis');
  const client = createClient({ url: redisUrl });
  // node-redis reconnects by itself; without a listener an 'error' event would crash the process.
  client.on('error', (e: Error) => console.error(`Redis (sign-in throttle): ${e.message}`));
  await client.connect();
  return {
    store: redisThrottleStore(client),
    client,
    async close() {
      await client.quit().catch(() => {});
    },
  };
}
