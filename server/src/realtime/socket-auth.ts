import type { IncomingMessage } from 'node:http';
import { ERR_MSG, localeFromAcceptLanguage, MSG } from '@safestay/contracts';
import type { AppDeps } from '../app-deps';
import { type Caller, requestedApartment, resolveCaller, sessionCookieToken } from '../lib/caller';
import { inLocale } from '../lib/locale';

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
  headers: { cookie?: string; 'accept-language'?: string };
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
    throw refused(null, () => MSG.authFailed);
  }
  if (!caller) throw refused(null, () => (token ? ERR_MSG.socketBadToken : ERR_MSG.socketNoToken));
  if (!caller.member) throw refused(caller, () => ERR_MSG.socketNotMember);
  // Chat is for the people living here: not a tenant waiting for a yes, turned down or moved out.
  if (caller.role === 'Tenant' && caller.tenancy?.status !== 'active')
    throw refused(caller, () => ERR_MSG.socketNotLiving);
  return caller;

  /** A refusal in the person's language once they are known, else their browser's (docs/languages.md). */
  function refused(known: Caller | null, text: () => string): Error {
    const locale = known?.locale ?? localeFromAcceptLanguage(handshake.headers['accept-language']);
    return new Error(inLocale(locale, text));
  }
}
