import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from './errors';

/**
 * Per-IP limit on the routes anyone can call without an account (sign-up, sign-in, the
 * apartment list of the sign-up form): generous, since many people may share one address.
 */
export function authRateLimit(deps: Pick<AppDeps, 'authRateLimit'>) {
  return { max: deps.authRateLimit ?? 100, timeWindow: '1 minute' };
}

/**
 * Per-IP limit on the buildings registration creates: `buildingRateLimit` landlord sign-ups a day
 * from one address (default 10, env BUILDING_RATE_LIMIT). A landlord registers once; a script
 * registering thousands would bury real buildings among its own (docs/reliability.md §62). A
 * tenant's sign-up from the same address never counts. The sign-up route has its auth limit
 * already, so this one is applied with `secondLimit`.
 */
export function buildingLimit(deps: Pick<AppDeps, 'buildingRateLimit'>) {
  return {
    max: deps.buildingRateLimit ?? 10,
    timeWindow: '1 day',
    keyGenerator: (request: FastifyRequest) => `building:${request.ip}`,
    allowList: (request: FastifyRequest) => (request.body as { role?: unknown } | undefined)?.role !== 'Landlord',
  };
}

/**
 * A route's second limit, in the limiter's own store (@fastify/rate-limit runs one limit per
 * request): a preHandler, so it sees the validated body; past the limit, 429 with `message` and
 * Retry-After.
 */
export function secondLimit(app: FastifyInstance, options: CreateRateLimitOptions, message: string) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const outcome = await check(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      throw new AppError(429, message, 'rate_limited').withRetryAfter(outcome.ttlInSeconds);
    }
  };
}

/**
 * Per-user limit of a signed-in route (`config: { rateLimit: perUserLimit(30) }`): counted per
 * caller and per route, whatever address they come from. The route-level hook runs after
 * `authenticate`, so the caller is known; an unknown caller falls back to the address.
 */
export function perUserLimit(max: number, timeWindow = '1 minute') {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => (request.caller ? `user:${request.caller.userId}` : request.ip),
  };
}

/**
 * The per-user limit of the routes that store something a person typed or claimed (complaints
 * and notes, chat, rules, payment claims): `writeRateLimit` a minute per route (default 60, env
 * WRITE_RATE_LIMIT), far above a person at a keyboard or a landlord recording the first of the
 * month, low enough that one account cannot flood the database.
 */
export function writeLimit(deps: Pick<AppDeps, 'writeRateLimit'>) {
  return perUserLimit(deps.writeRateLimit ?? 60);
}

/**
 * The per-user limit of the PDF downloads: `pdfRateLimit` a minute per route (default 20, env
 * PDF_RATE_LIMIT). A person downloads a few; a script asking for thousands would keep the PDF
 * threads busy for everyone else in the building.
 */
export function pdfLimit(deps: Pick<AppDeps, 'pdfRateLimit'>) {
  return perUserLimit(deps.pdfRateLimit ?? 20);
}
