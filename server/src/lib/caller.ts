import {
  ERR_MSG,
  JOIN_MSG,
  type Locale,
  type Role,
  TENANCY_ENDED,
  TENANCY_PENDING,
  TENANCY_REJECTED,
  type TenancyStatus,
} from '@safestay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../db/compiled-query';
import type { DB } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import { asLocale, speakTo } from './locale';
import type { TokenService } from './tokens';

/** Who is calling: every service function takes this and scopes its queries by it. */
export interface Caller {
  userId: string;
  role: Role;
  apartmentId: string;
  name: string;
  /** The session the token belongs to (features/auth/sessions.ts): signing out ends it. */
  sessionId: string;
  /** A tenant's latest tenancy (null for a landlord): only an active one opens every tenant route. */
  tenancy: { id: string; status: TenancyStatus } | null;
  /** The language they read SafeStay in; absent for M-Pesa acting for a landlord (English). */
  locale?: Locale;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** A tenant whose tenancy has ended may still use this route (their own bills and payments). */
    endedTenantMay?: boolean;
  }
}

/** Every protected request reads its user and latest tenancy, so the lookup is compiled once. */
const findUser = compiledQuery((db, param: (name: 'id' | 'sid') => string) =>
  db
    .selectFrom('users as u')
    // An ended session (signed out, or ended by a password change) finds no row: 401.
    .innerJoin('sessions as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.id', '=', param('sid')).on('s.ended_at', 'is', null),
    )
    .leftJoin('tenancies as t', (join) =>
      join.on('t.id', '=', (eb) =>
        eb
          .selectFrom('tenancies')
          .select('tenancies.id')
          .whereRef('tenancies.tenant_id', '=', 'u.id')
          .orderBy('tenancies.id', 'desc')
          .limit(1),
      ),
    )
    .select(['u.id', 'u.role', 'u.apartment_id', 'u.name', 'u.locale', 't.id as tenancy_id', 't.status'])
    .where('u.id', '=', param('id')),
);

/** Resolves a token to a Caller, checking the user still exists and the token's session is open. */
export async function resolveCaller(db: Kysely<DB>, tokens: TokenService, token: string): Promise<Caller | null> {
  const claims = tokens.verify(token);
  if (!claims) return null;
  const [user] = await findUser(db, { id: claims.sub, sid: claims.sid });
  if (!user || !user.apartment_id) return null;
  return {
    userId: user.id,
    role: user.role,
    apartmentId: user.apartment_id,
    name: user.name,
    sessionId: claims.sid,
    tenancy: user.tenancy_id && user.status ? { id: user.tenancy_id, status: user.status } : null,
    locale: asLocale(user.locale),
  };
}

/** The name of the cookie sign-in sets (features/auth/sessions.ts); sockets may present it (realtime/). */
export const SESSION_COOKIE = 'safestay_session';

/** The session cookie's token from a Cookie header, or null. */
export function sessionCookieToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** onRequest hook for every protected route: a missing, bad or expired token is a 401. */
export function authenticate(db: Kysely<DB>, tokens: TokenService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const caller = token ? await resolveCaller(db, tokens, token) : null;
    if (!caller) throw unauthorized(token ? ERR_MSG.sessionExpired : ERR_MSG.signInFirst);
    request.caller = caller;
    speakTo(caller.locale);
  };
}

/** The authenticated caller of a protected route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/**
 * The one role check, declared on the route: `{ onRequest: onlyFor('Landlord', () => MSG.x) }`.
 * Route-level onRequest hooks run after `authenticate` and before the body is parsed or
 * validated, so a caller of the wrong role always gets 403, never a 400 about their body.
 */
export function onlyFor(role: Role, message: () => string = () => ERR_MSG.onlyRole(role)) {
  return async (request: FastifyRequest) => {
    if (callerOf(request).role !== role) throw forbidden(message());
  };
}

/**
 * onRequest hook of every protected route, after authentication: a tenant whose landlord has not
 * said yes (or said no) may use no route, and one who moved out only the routes marked
 * `config.endedTenantMay` (their own bills and payments). /auth/me answers them all.
 */
export async function tenancyGate(request: FastifyRequest) {
  const caller = callerOf(request);
  if (caller.role !== 'Tenant') return;
  const status = caller.tenancy?.status;
  if (status === 'active') return;
  if (status === 'ended') {
    if (request.routeOptions.config.endedTenantMay) return;
    throw forbidden(JOIN_MSG.tenancyEnded, TENANCY_ENDED);
  }
  if (status === 'rejected') throw forbidden(JOIN_MSG.tenancyRejectedShort, TENANCY_REJECTED);
  throw forbidden(JOIN_MSG.tenancyPending, TENANCY_PENDING);
}
