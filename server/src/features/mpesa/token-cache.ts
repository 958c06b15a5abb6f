import type { createClient } from 'redis';

type RedisClient = ReturnType<typeof createClient>;

/**
 * Where Daraja access tokens are kept between calls. Daraja invalidates the previous token each
 * time a new one is generated, so every process using the same credentials must share one cache:
 * otherwise two processes keep revoking each other's token (docs/mpesa.md).
 */
export interface TokenCache {
  get(key: string): Promise<string | null>;
  set(key: string, token: string, ttlMs: number): Promise<void>;
}

/** A cache for one process: enough for a single server, tests and the simulator. */
export function memoryTokenCache(now: () => number = Date.now): TokenCache {
  const entries = new Map<string, { token: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.token;
    },
    async set(key, token, ttlMs) {
      entries.set(key, { token, expiresAt: now() + ttlMs });
    },
  };
}

/**
 * A cache in Redis, shared by every process. Redis expires the entry itself. While Redis cannot be
 * reached the token is kept in this process's memory instead, so payments keep working (at the
 * cost of the processes fetching their own tokens until Redis is back).
 */
export function redisTokenCache(client: RedisClient, prefix = 'safestay:daraja-token:'): TokenCache {
  const fallback = memoryTokenCache();
  return {
    async get(key) {
      try {
        return (await client.get(prefix + key)) ?? null;
      } catch {
        return fallback.get(key);
      }
    },
    async set(key, token, ttlMs) {
      try {
        await client.set(prefix + key, token, { expiration: { type: 'PX', value: Math.max(1, Math.floor(ttlMs)) } });
      } catch {
        await fallback.set(key, token, ttlMs);
      }
    },
  };
}
