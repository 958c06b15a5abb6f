import type { Kysely } from 'kysely';
import type { Dialect } from './db/database';
import type { DB } from './db/schema';
import type { LoginThrottle } from './lib/login-throttle';
import type { TokenService } from './lib/tokens';

/** What buildApp needs; tests pass a fresh database, the server passes the configured one. */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  /** Auth requests per minute per IP (default 100). */
  authRateLimit?: number;
  /** PDFs per minute per user on each PDF route (default 20; lib/rate-limit.ts pdfLimit). */
  pdfRateLimit?: number;
  /** Writes per minute per user on each write route (default 60; lib/rate-limit.ts writeLimit). */
  writeRateLimit?: number;
}
