import { AppError } from './errors';

/**
 * Failed sign-ins (docs/reliability.md §11), counted so that an attacker cannot lock a person
 * out and N processes do not give N times the guesses:
 *
 * - per (account, address): PAIR_FREE failures, then each further try waits 1 s, 2 s, 4 s … up
 *   to 15 minutes after the last failure. This is what slows a guesser down.
 * - per account, from every address: ACCOUNT_FREE failures, then each try waits 1 s, 2 s … but
 *   never more than ACCOUNT_MAX_WAIT_MS. A botnet gets about one guess per 30 s in all, and the
 *   owner, from their own address, is held up for 30 s at most, never locked for 15 minutes.
 *
 * Counts live in a ThrottleStore: memory on one process, Redis when REDIS_URL is set (shared by
 * every process). A count is forgotten WINDOW_MS after its last failure; the right password
 * clears the (account, address) count.
 */
export const PAIR_FREE = 5;
export const ACCOUNT_FREE = 10;
export const PAIR_MAX_WAIT_MS = 15 * 60_000;
export const ACCOUNT_MAX_WAIT_MS = 30_000;
export const WINDOW_MS = 15 * 60_000;

export interface FailureCount {
  count: number;
  /** When the last failure happened (ms since the epoch). */
  last: number;
}

/** Where failure counts live; each method touches one key. */
export interface ThrottleStore {
  get(key: string, now: number): Promise<FailureCount | null>;
  /** Adds a failure at `now` and returns the new count. */
  fail(key: string, now: number): Promise<FailureCount>;
  clear(key: string): Promise<void>;
}

/** Wait (ms) owed after `count` failures: nothing for the first `free`, then doubling from 1 s. */
function waitAfter(entry: FailureCount | null, free: number, maxWait: number, now: number): number {
  if (!entry || entry.count < free) return 0;
  const wait = Math.min(maxWait, 1000 * 2 ** Math.min(30, entry.count - free));
  return Math.max(0, entry.last + wait - now);
}

const pairKey = (account: string, address: string) => `pair:${account}|${address}`;
const accountKey = (account: string) => `account:${account}`;

export function createLoginThrottle(store: ThrottleStore = memoryThrottleStore(), clock: () => number = Date.now) {
  return {
    /** Throws 429 with a Retry-After (seconds) while this account may not be tried from this address. */
    async check(account: string, address: string): Promise<void> {
      const now = clock();
      const [pair, all] = await Promise.all([
        store.get(pairKey(account, address), now),
        store.get(accountKey(account), now),
      ]);
      const wait = Math.max(
        waitAfter(pair, PAIR_FREE, PAIR_MAX_WAIT_MS, now),
        waitAfter(all, ACCOUNT_FREE, ACCOUNT_MAX_WAIT_MS, now),
      );
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        const when =
          seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
        throw new AppError(
          429,
          `Too many failed sign-in attempts. Try again in ${when}.`,
          'too_many_attempts',
        ).withRetryAfter(seconds);
      }
    },
    async recordFailure(account: string, address: string): Promise<void> {
      const now = clock();
      await Promise.all([store.fail(pairKey(account, address), now), store.fail(accountKey(account), now)]);
    },
    /** The right password: this address starts afresh (the account count runs out on its own). */
    async reset(account: string, address: string): Promise<void> {
      await store.clear(pairKey(account, address));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Counts in this process's memory; a restart forgets them, which errs toward letting people in. */
export function memoryThrottleStore(maxKeys = 100_000): ThrottleStore {
  const entries = new Map<string, FailureCount>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.last + WINDOW_MS <= now) {
      entries.delete(key);
      return null;
    }
    return entry ?? null;
  };
  return {
    async get(key, now) {
      const entry = live(key, now);
      return entry ? { ...entry } : null;
    },
    async fail(key, now) {
      const entry = live(key, now) ?? { count: 0, last: now };
      const next = { count: entry.count + 1, last: now };
      entries.delete(key);
      entries.set(key, next);
      // Oldest first out: a flood of made-up accounts cannot grow memory without bound.
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
      return { ...next };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
