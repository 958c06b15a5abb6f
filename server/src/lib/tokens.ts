import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  /** Users.token_version at signing; a password change bumps it and older tokens stop working. */
  ver: number;
}

const ALGORITHM = 'HS256';
const LIFETIME = '7d';

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ver: claims.ver })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key);
    },
    /** Returns the claims, or null for a missing, forged, expired or wrongly-signed token. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        // The algorithm is pinned: 'none' and any other algorithm are refused (RELIABILITY.md §13).
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { sub: payload.sub, ver: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
