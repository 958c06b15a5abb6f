import {
  APARTMENT_HEADER,
  ERR_MSG,
  ERROR_CODE,
  JOIN_MSG,
  type Locale,
  type MemberRole,
  PORTFOLIO_MSG,
  type Role,
  TENANCY_ENDED,
  TENANCY_PENDING,
  TENANCY_REJECTED,
  type TenancyStatus,
} from '@safestay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { compiledQuery } from '../db/compiled-query';
import type { DB } from '../db/schema';
import { AppError, forbidden, unauthorized } from './errors';
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
  /**
   * Whether they belong to `apartmentId` (docs/portfolio.md). Only the routes about the person
   * themselves (`authenticate(…, { anyBuilding: true })`) ever see a caller who does not.
   */
  member?: boolean;
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

/**
 * Every protected request reads its user, their membership of the building it acts on (`apt`, or
 * their default building when empty) and their latest tenancy there, so the lookup is compiled once.
 */
const findUser = compiledQuery((db, param: (name: 'id' | 'sid' | 'apt') => string) =>
  db
    .selectFrom('users as u')
    // An ended session (signed out, or ended by a password change) finds no row: 401.
    .innerJoin('sessions as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').on('s.id', '=', param('sid')).on('s.ended_at', 'is', null),
    )
    .leftJoin('memberships as m', (join) =>
      join
        .onRef('m.user_id', '=', 'u.id')
        .on('m.apartment_id', '=', sql<string>`coalesce(nullif(cast(${param('apt')} as text), ''), u.apartment_id)`),
    )
    .leftJoin('tenancies as t', (join) =>
      join.on('t.id', '=', (eb) =>
        eb
          .selectFrom('tenancies')
          .select('tenancies.id')
          .whereRef('tenancies.tenant_id', '=', 'u.id')
          .whereRef('tenancies.apartment_id', '=', 'm.apartment_id')
          .orderBy('tenancies.id', 'desc')
          .limit(1),
      ),
    )
    .select([
      'u.id',
      'u.role',
      'u.apartment_id',
      'u.name',
      'u.locale',
      'm.apartment_id as member_of',
      'm.role as member_role',
      't.id as tenancy_id',
      't.status',
    ])
    .where('u.id', '=', param('id')),
);

/** What a membership makes a person in the API's words (docs/portfolio.md, docs/team.md). */
export const ROLE_OF: Record<MemberRole, Role> = { owner: 'Landlord', caretaker: 'Caretaker', tenant: 'Tenant' };

/**
 * Resolves a token to a Caller acting on `apartmentId` (a request's X-Apartment-Id, already checked
 * to be an id) or, without one, on the person's default building. Null when the token or its
 * session is no good (401); `member: false` when the person may not act on that building.
 */
export async function resolveCaller(
  db: Kysely<DB>,
  tokens: TokenService,
  token: string,
  apartmentId = '',
): Promise<Caller | null> {
  const claims = tokens.verify(token);
  if (!claims) return null;
  const [user] = await findUser(db, { id: claims.sub, sid: claims.sid, apt: apartmentId });
  if (!user || !user.apartment_id) return null;
  const role = user.member_role ? ROLE_OF[user.member_role] : null;
  return {
    userId: user.id,
    role: role ?? user.role,
    apartmentId: role ? (user.member_of as string) : user.apartment_id,
    member: role !== null,
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
  return cookieValue(cookieHeader, SESSION_COOKIE);
}

/** The value of the cookie `wanted` in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | undefined, wanted: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=') || null;
  }
  return null;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The building a request names in X-Apartment-Id: '' when none; a malformed one is a 400. */
export function requestedApartment(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new AppError(400, PORTFOLIO_MSG.badApartmentHeader, ERROR_CODE.badApartmentHeader);
  }
  return value.toLowerCase();
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * onRequest hook for every protected route: a missing, bad or expired token is a 401; a building
 * the caller may not act on is a 403, the same whether it exists or not (docs/portfolio.md).
 * `anyBuilding`: routes about the person themselves (who am I, sign out, change password) answer
 * even one who was removed from their default building.
 */
export function authenticate(db: Kysely<DB>, tokens: TokenService, { anyBuilding = false } = {}) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const apartmentId = requestedApartment(request.headers[APARTMENT_HEADER]);
    const caller = token ? await resolveCaller(db, tokens, token, apartmentId) : null;
    if (!caller) throw unauthorized(token ? ERR_MSG.sessionExpired : ERR_MSG.signInFirst);
    request.caller = caller;
    speakTo(caller.locale);
    if (!caller.member && !anyBuilding) {
      throw apartmentId
        ? forbidden(PORTFOLIO_MSG.notYourApartment, ERROR_CODE.notYourApartment)
        : forbidden(PORTFOLIO_MSG.noLongerMember, ERROR_CODE.notYourApartment);
    }
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
export function onlyFor(role: Role | readonly Role[], message: () => string = () => ERR_MSG.onlyRole(String(role))) {
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  return async (request: FastifyRequest) => {
    if (!roles.includes(callerOf(request).role)) throw forbidden(message());
  };
}

/**
 * Who runs a building day to day: its owner and its caretakers (docs/team.md). Routes a caretaker
 * may use say `onlyFor(STAFF, …)`; the rest stay `onlyFor('Landlord', …)`, the owner's.
 */
export const STAFF: readonly Role[] = ['Landlord', 'Caretaker'];

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
