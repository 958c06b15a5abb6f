import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  /** The session (sessions.id) the token belongs to: ending it ends the token (lib/sessions.ts). */
  sid: string;
}

const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * HS256 JSON Web Tokens with fast-jwt (the library behind @fastify/jwt, docs/architecture.md §4): it signs and
 * verifies with node:crypto on the calling thread. Every protected request verifies one, and jose's
 * WebCrypto HMAC cost a thread-pool round trip each (docs/decisions/0005). The tests forge tokens with
 * jose, an independent implementation, to check these are refused.
 */
export function createTokenService(secret: string, now: () => number = Date.now) {
  // The algorithm is pinned: 'none' and every other algorithm are refused (docs/reliability.md §13);
  // so are tokens without an expiry and critical headers we do not understand.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
  return {
    sign(claims: TokenClaims): string {
      const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: LIFETIME_MS, clockTimestamp: now() });
      return signer({ sub: claims.sub, sid: claims.sid });
    },
    /**
     * A key of its own for another use (`label`), derived from the token secret by HMAC: one
     * secret to keep, and knowing a derived key tells nothing of the secret or of another key.
     */
    derive(label: string): Buffer {
      return createHmac('sha256', secret).update(`safestay:${label}`).digest();
    },
    /** Returns the claims, or null for a missing, forged, expired or wrongly-signed token. */
    verify(token: string): TokenClaims | null {
      try {
        const payload = verifier(token) as { sub?: unknown; sid?: unknown };
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, sid: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
