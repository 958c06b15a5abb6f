import type { Kysely } from 'kysely';
import type { createClient } from 'redis';
import type { MpesaConfig } from './config';
import type { Dialect } from './db/database';
import type { DB } from './db/schema';
import type { LedgerNews } from './features/ledger/announce';
import type { TokenCache } from './features/mpesa/token-cache';
import type { LoginThrottle } from './lib/login-throttle';
import type { SecretBox } from './lib/secret-box';
import type { TokenService } from './lib/tokens';

/** What buildApp needs; tests pass a fresh database, the server passes the configured one. */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  /** Auth requests per minute per IP (default 100). */
  authRateLimit?: number;
  /** Buildings registered per day per IP (default 10; lib/rate-limit.ts buildingLimit). */
  buildingRateLimit?: number;
  /** PDFs per minute per user on each PDF route (default 20; lib/rate-limit.ts pdfLimit). */
  pdfRateLimit?: number;
  /** Writes per minute per user on each write route (default 60; lib/rate-limit.ts writeLimit). */
  writeRateLimit?: number;
  /**
   * Redis (REDIS_URL) for the request limits, so every process counts the same requests
   * (lib/redis-rate-limit-store.ts); `prefix` keeps the counts of one deployment apart. Unset: each
   * process counts its own.
   */
  sharedCounts?: { redis: ReturnType<typeof createClient>; prefix?: string };
  /** Seals the secrets kept in the database (APP_ENCRYPTION_KEY); M-Pesa settings need it. */
  secretBox?: SecretBox;
  /** Where Daraja is and who may call the M-Pesa callbacks (config.ts). */
  mpesa?: MpesaConfig;
  /** Where Daraja access tokens are kept: Redis (shared by every process) when REDIS_URL is set. */
  darajaTokens?: TokenCache;
  /** Which channels messages can leave on (config.ts AT_*, SMTP_URL); neither: they wait in the outbox. */
  delivery?: { sms: boolean; email: boolean };
  /**
   * Africa's Talking's address (AT_API_BASE) for the buildings' own accounts too; unset: AT's live
   * API (its sandbox for the username "sandbox"). Tests point it at the local fake.
   */
  smsApiBase?: string;
  /** The secret path segment of Africa's Talking's inbound SMS callback (AT_CALLBACK_TOKEN); unset: off. */
  smsCallbackToken?: string;
  /** This process's sender of the outbox (features/notifications/worker.ts), when it runs one. */
  notifier?: { kick(): void };
  /** Years a former tenant's personal details are kept after moving out (RETENTION_YEARS, default 7). */
  retentionYears?: number;
  /** Where the ledger's announcer sends news of money after a commit (the socket hub; app.ts). */
  ledgerNews?: LedgerNews;
}
