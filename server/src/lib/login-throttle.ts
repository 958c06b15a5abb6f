import { AppError } from './errors';

/**
 * Failed sign-ins per account (docs/reliability.md §11): after `limit` failures inside the window
 * the account is locked until the window ends, whatever address the attempts come from.
 * Kept in memory: a restart forgets it, which errs toward letting people in.
 */
export function createLoginThrottle(limit = 10, windowMs = 15 * 60_000) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, now: number) {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** Throws 429 with a Retry-After (seconds) while the account is locked. */
    check(key: string, now = Date.now()): void {
      const entry = current(key, now);
      if (entry && entry.count >= limit) {
        const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
        throw new AppError(
          429,
          `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          'too_many_attempts',
        ).withRetryAfter(retryAfter);
      }
    },
    recordFailure(key: string, now = Date.now()): void {
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, resetAt: now + windowMs });
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
