import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';

/**
 * Per-IP limit on the routes anyone can call without an account (sign-up, sign-in, the
 * apartment list of the sign-up form): generous, since many people may share one address.
 */
export function authRateLimit(deps: Pick<AppDeps, 'authRateLimit'>) {
  return { max: deps.authRateLimit ?? 100, timeWindow: '1 minute' };
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
