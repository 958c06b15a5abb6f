import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  /** Users.token_version at signing; a password change bumps it and older tokens stop working. */
  ver: number;
}

const LIFETIME_S = 7 * 24 * 60 * 60;
// The only header we issue and the only one we accept: the algorithm is pinned, so 'none' and
// every other algorithm are refused (RELIABILITY.md §13).
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function decodeJson(segment: string): Record<string, unknown> | null {
  if (!SEGMENT.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JSON Web Tokens (RFC 7519) signed and checked with node:crypto on the calling thread: every
 * protected request verifies one, and WebCrypto's asynchronous HMAC cost a thread-pool round trip each.
 * The tests forge tokens with an independent library (jose) to check this one refuses them.
 */
export function createTokenService(secret: string, now: () => number = Date.now) {
  const key = Buffer.from(secret, 'utf8');
  const mac = (input: string) => createHmac('sha256', key).update(input).digest();
  return {
    sign(claims: TokenClaims): string {
      const iat = Math.floor(now() / 1000);
      const payload = Buffer.from(
        JSON.stringify({ ver: claims.ver, sub: claims.sub, iat, exp: iat + LIFETIME_S }),
      ).toString('base64url');
      const input = `${HEADER}.${payload}`;
      return `${input}.${mac(input).toString('base64url')}`;
    },
    /** Returns the claims, or null for a missing, forged, expired or wrongly-signed token. */
    verify(token: string): TokenClaims | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [headerPart, payloadPart, signaturePart] = parts;
      if (!SEGMENT.test(signaturePart)) return null;
      const signature = Buffer.from(signaturePart, 'base64url');
      const expected = mac(`${headerPart}.${payloadPart}`);
      if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
      // The signature is ours, so the header is too; still check it names HS256 and nothing we ignore.
      const header = decodeJson(headerPart);
      if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
      const payload = decodeJson(payloadPart);
      if (!payload) return null;
      const seconds = now() / 1000;
      if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
      if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return null;
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { sub: payload.sub, ver: payload.ver };
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
