import { ERR_MSG } from '@safestay/contracts';
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
 * An attempt is counted before the password is checked (`reserve`): one read-and-count that no
 * other attempt can come between, so 40 guesses sent at the same instant get the allowance of 40
 * guesses sent one after the other, not 40 checks (docs/reliability.md §51). The right password
 * takes its attempt back (`succeeded`).
 *
 * Counts live in a ThrottleStore: memory on one process, Redis when REDIS_URL is set (shared by
 * every process). A count is forgotten WINDOW_MS after its last attempt; the right password
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

/** Where failure counts live. */
export interface ThrottleStore {
  get(key: string, now: number): Promise<FailureCount | null>;
  /** Adds a failure at `now` and returns the new count. */
  fail(key: string, now: number): Promise<FailureCount>;
  /**
   * Adds one at `now` to every key, but only if each still holds the count it was read with
   * (`expected`, 0 for none): false, and nothing added, when another attempt came in between.
   */
  failIfUnchanged(keys: string[], expected: number[], now: number): Promise<boolean>;
  /** Takes one back (an attempt that turned out right); the time of the last one stays. */
  forgive(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** How often `reserve` reads again when other attempts keep changing the counts under it. */
const RESERVE_TRIES = 20;

/** Wait (ms) owed after `count` failures: nothing for the first `free`, then doubling from 1 s. */
function waitAfter(entry: FailureCount | null, free: number, maxWait: number, now: number): number {
  if (!entry || entry.count < free) return 0;
  const wait = Math.min(maxWait, 1000 * 2 ** Math.min(30, entry.count - free));
  return Math.max(0, entry.last + wait - now);
}

const pairKey = (account: string, address: string) => `pair:${account}|${address}`;
const accountKey = (account: string) => `account:${account}`;

/** What a throttle counts: its keys' prefix in the store, and what a refusal says. */
export interface ThrottleCounts {
  scope: string;
  refusal: (when: string) => string;
}
// Read when refusing, not here: the catalogue answers in the language of the request.
const SIGN_IN: ThrottleCounts = { scope: '', refusal: (when) => ERR_MSG.tooManySignIns(when) };

export function createLoginThrottle(
  store: ThrottleStore = memoryThrottleStore(),
  clock: () => number = Date.now,
  { scope, refusal }: ThrottleCounts = SIGN_IN,
) {
  const tooManyAttempts = (waitMs: number) => {
    const seconds = Math.ceil(waitMs / 1000);
    const when = seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
    return new AppError(429, refusal(when), 'too_many_attempts').withRetryAfter(seconds);
  };
  const keys = (account: string, address: string) => [scope + pairKey(account, address), scope + accountKey(account)];
  const waitFor = async (account: string, address: string, now: number) => {
    const [pair, all] = await Promise.all(keys(account, address).map((key) => store.get(key, now)));
    const wait = Math.max(
      waitAfter(pair, PAIR_FREE, PAIR_MAX_WAIT_MS, now),
      waitAfter(all, ACCOUNT_FREE, ACCOUNT_MAX_WAIT_MS, now),
    );
    return { wait, counts: [pair?.count ?? 0, all?.count ?? 0] };
  };
  return {
    /** Throws 429 with a Retry-After (seconds) while this account may not be tried from this address. */
    async check(account: string, address: string): Promise<void> {
      const { wait } = await waitFor(account, address, clock());
      if (wait > 0) throw tooManyAttempts(wait);
    },
    /**
     * Counts this attempt as a failure before the password is checked, or throws 429 as `check`
     * does. The counts are read and raised as one step (the store refuses the raise if another
     * attempt raised them meanwhile, and then they are read again), so concurrent attempts are
     * counted one after the other. The right password calls `succeeded`.
     */
    async reserve(account: string, address: string): Promise<void> {
      for (let i = 0; i < RESERVE_TRIES; i += 1) {
        const now = clock();
        const { wait, counts } = await waitFor(account, address, now);
        if (wait > 0) throw tooManyAttempts(wait);
        if (await store.failIfUnchanged(keys(account, address), counts, now)) return;
      }
      // Others keep winning the race: this one waits its turn like them.
      throw tooManyAttempts(1000);
    },
    async recordFailure(account: string, address: string): Promise<void> {
      const now = clock();
      await Promise.all(keys(account, address).map((key) => store.fail(key, now)));
    },
    /**
     * The right password after `reserve`: this address starts afresh, and the attempt no longer
     * counts against the account (the failures of others run out on their own).
     */
    async succeeded(account: string, address: string): Promise<void> {
      const [pair, all] = keys(account, address);
      await Promise.all([store.clear(pair), store.forgive(all)]);
    },
    /** The right password without a reservation: this address starts afresh. */
    async reset(account: string, address: string): Promise<void> {
      await store.clear(keys(account, address)[0]);
    },
    /**
     * Counts one use of `key`'s allowance and says whether it was within `max` for the window
     * (WINDOW_MS after the last use counted); read and counted as one step, like `reserve`.
     */
    async allow(key: string, max: number): Promise<boolean> {
      for (let i = 0; i < RESERVE_TRIES; i += 1) {
        const now = clock();
        const count = (await store.get(scope + key, now))?.count ?? 0;
        if (count >= max) return false;
        if (await store.failIfUnchanged([scope + key], [count], now)) return true;
      }
      return false;
    },
    /** The same limits on the same store (shared by every process with Redis), counted apart. */
    alike: (counts: ThrottleCounts) => createLoginThrottle(store, clock, counts),
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
  const add = (key: string, now: number): FailureCount => {
    const entry = live(key, now) ?? { count: 0, last: now };
    const next = { count: entry.count + 1, last: now };
    entries.delete(key);
    entries.set(key, next);
    // Oldest first out: a flood of made-up accounts cannot grow memory without bound.
    if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    return { ...next };
  };
  return {
    async get(key, now) {
      const entry = live(key, now);
      return entry ? { ...entry } : null;
    },
    async fail(key, now) {
      return add(key, now);
    },
    async failIfUnchanged(keys, expected, now) {
      // Read and written in one turn of the event loop: no other attempt runs in between.
      if (keys.some((key, i) => (live(key, now)?.count ?? 0) !== expected[i])) return false;
      for (const key of keys) add(key, now);
      return true;
    },
    async forgive(key) {
      const entry = entries.get(key);
      if (entry && entry.count > 1) entries.set(key, { ...entry, count: entry.count - 1 });
      else entries.delete(key);
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}
