import type { IncomingMessage } from 'node:http';
import type { AppDeps } from '../app-deps';
import { type Caller, requestedApartment, resolveCaller, sessionCookieToken } from '../lib/caller';

/**
 * Same-origin only (docs/reliability.md §15). WebSocket upgrades are not covered by CORS, so the
 * Origin header is checked here; clients without one (Node, curl) still need a valid token.
 */
export function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The token a connecting socket presents: `auth.token` (our client), else the session cookie that
 * sign-in set (docs/product.md §7 clients, which open the socket with no auth). The cookie is
 * SameSite=Strict and foreign origins are refused before this (sameOrigin), so another site
 * cannot open a socket as the person.
 */
function handshakeToken(handshake: SocketHandshake): unknown {
  const token = (handshake.auth as { token?: unknown } | undefined)?.token;
  return token ?? sessionCookieToken(handshake.headers.cookie);
}

interface SocketHandshake {
  auth: unknown;
  headers: { cookie?: string };
}

/**
 * Who a connecting socket is: the same token check as HTTP (an ended session is refused). The
 * error message reaches the client as connect_error.
 */
export async function socketCaller(deps: AppDeps, handshake: SocketHandshake): Promise<Caller> {
  const token = handshakeToken(handshake);
  let caller: Caller | null = null;
  try {
    // The building the socket is for (docs/portfolio.md): `auth.apartmentId`, else the default one.
    const apartmentId = requestedApartment((handshake.auth as { apartmentId?: unknown } | undefined)?.apartmentId);
    caller = typeof token === 'string' && token ? await resolveCaller(deps.db, deps.tokens, token, apartmentId) : null;
  } catch {
    throw new Error('Authentication failed');
  }
  if (!caller) throw new Error(token ? 'Invalid or expired token' : 'Authentication required');
  if (!caller.member) throw new Error('Not a member of this building');
  // Chat and presence are between tenants and the owner for now (docs/team.md).
  if (caller.role === 'Caretaker') throw new Error('Chat is between tenants and the owner for now.');
  // Chat is for the people living here: not a tenant waiting for a yes, turned down or moved out.
  if (caller.role === 'Tenant' && caller.tenancy?.status !== 'active')
    throw new Error('Chat is open to tenants living in the building.');
  return caller;
}
