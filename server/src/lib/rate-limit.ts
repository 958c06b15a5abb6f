import type { AppDeps } from '../app-deps';

/**
 * Per-IP limit on the routes anyone can call without an account (sign-up, sign-in, the
 * apartment list of the sign-up form): generous, since many people may share one address.
 */
export function authRateLimit(deps: Pick<AppDeps, 'authRateLimit'>) {
  return { max: deps.authRateLimit ?? 100, timeWindow: '1 minute' };
}
