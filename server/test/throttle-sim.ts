import { AppError } from '../src/lib/errors';
import type { LoginThrottle } from '../src/lib/login-throttle';

/** A clock the test moves by hand. */
export function fakeClock(start = Date.UTC(2026, 10, 25, 8)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Seconds the throttle asks to wait before this try, or 0 when it may go ahead. */
export async function retryAfter(throttle: LoginThrottle, account: string, address: string): Promise<number> {
  try {
    await throttle.check(account, address);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return error.retryAfter ?? -1;
    throw error;
  }
}

/**
 * A guesser on `address` that tries again the moment it is allowed, for 15 minutes, spread over
 * the given throttles (processes) in turn. Returns how many guesses it got.
 */
export async function guessesIn15Minutes(
  throttles: LoginThrottle[],
  clock: ReturnType<typeof fakeClock>,
  address: string,
) {
  const end = clock.now() + 15 * 60_000;
  let guesses = 0;
  while (clock.now() < end) {
    const throttle = throttles[guesses % throttles.length];
    try {
      // As sign-in does: counted before the password is checked, and the guess is wrong.
      await throttle.reserve('owner@example.com', address);
      guesses += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
      clock.advance((error.retryAfter ?? 1) * 1000);
    }
  }
  return guesses;
}
