import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './lib/private-files';
import { parseEncryptionKey } from './lib/secret-box';

const ms = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe, so rate limits and sign-in counts see the client
 * rather than the load balancer. A hop count (1 = the one proxy in front), or a comma-separated
 * list of proxy addresses or CIDR ranges. Off when unset; "true" (trust anyone) is refused, since
 * then every client could name its own address.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] | undefined => {
    if (value === '' || value === 'false' || value === '0') return undefined;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 20) return hops;
    } else {
      const list = value.split(',').map((entry) => entry.trim());
      if (list.every(isAddressOrRange)) return list;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count (1-20) or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  })
  .optional();

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Seals the secrets kept in the database (Daraja keys); generated once into DATA_DIR when unset. */
  APP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseEncryptionKey(v) !== null, 'must be 32 bytes: 64 hex characters or base64')
    .optional(),
  /** The address Safaricom can reach this server at, for the M-Pesa callback URLs (https://…). */
  PUBLIC_BASE_URL: z.string().url('must be a URL like https://rent.example.co.ke').optional(),
  /** Daraja's base URL; the simulator's (npm run mpesa:simulator) for trying M-Pesa on one machine. */
  MPESA_API_BASE: z.string().url('must be a URL').optional(),
  /** Who may call the M-Pesa callbacks: addresses or CIDR ranges; "*" for anyone (the simulator, tests). */
  MPESA_CALLBACK_ALLOWLIST: z
    .string()
    .trim()
    .refine(
      (v) => v === '*' || v.split(',').every((e) => isAddressOrRange(e.trim())),
      'must be "*" or a comma-separated list of addresses or CIDR ranges',
    )
    .optional(),
  /** Africa's Talking (SMS): the account's username ("sandbox" for its sandbox) and API key. */
  AT_USERNAME: z.string().trim().min(1).optional(),
  AT_API_KEY: z.string().trim().min(1).optional(),
  /** The alphanumeric sender id or shortcode Africa's Talking gave the account; its default when unset. */
  SMS_SENDER_ID: z.string().trim().min(1).max(11, 'must be at most 11 characters').optional(),
  /** Africa's Talking's base URL (…/version1); a local fake in tests. */
  AT_API_BASE: z.string().url('must be a URL').optional(),
  /** A long random secret: Africa's Talking's inbound SMS callback is /api/hooks/sms/<it> (STOP, START). */
  AT_CALLBACK_TOKEN: z.string().trim().min(24, 'must be at least 24 characters').optional(),
  /** The SMTP server email goes through: smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('SafeStay <no-reply@safestay.local>'),
  /** How often each process looks for messages to send and news for open screens. */
  NOTIFY_POLL_MS: ms(1_000),
  /** At most this many messages a second per channel leave each process (spread out, not in bursts). */
  NOTIFY_RATE: z.coerce.number().int().min(1).max(10_000).default(150),
  /** Off: this process sends nothing and runs no reminders (another process does). */
  NOTIFY_WORKER: z.enum(['on', 'off']).default('on'),
  /** Auth requests per minute per IP; tests that register many users from one address raise it. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Landlord sign-ups (each creates a building) per day per IP; tests and benchmarks raise it. */
  BUILDING_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Writes per minute per user per route (complaints, notes, chat, rules, claims); load tests raise it. */
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** PDFs per minute per user per PDF route; each one takes a worker thread for a moment. Load tests raise it. */
  PDF_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Years a former tenant's personal details are kept after they move out, then pseudonymised. */
  RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(7),
  TRUST_PROXY: ZTrustProxy,
  /** A request must send its headers within this, and all of itself within REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: ms(10_000),
  REQUEST_TIMEOUT_MS: ms(30_000),
  /** A body taking longer than REQUEST_TIMEOUT_MS keeps coming only at this many bytes a second at least. */
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(1_000_000_000).default(2_048),
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: ms(5_000),
  /** A connection with no traffic at all is closed after this (above Socket.IO's 45 s long poll). */
  IDLE_TIMEOUT_MS: ms(60_000),
  /** Connections the kernel holds while the server is busy (capped by net.core.somaxconn). */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4096),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines (pretty) or JSON; unset: lines on a terminal, JSON otherwise (a file, a log collector). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  logLevel: string;
  /** Unset: readable lines when stdout is a terminal, JSON otherwise. */
  logFormat?: 'pretty' | 'json';
  authRateLimit: number;
  buildingRateLimit: number;
  pdfRateLimit: number;
  writeRateLimit: number;
  trustProxy?: number | string[];
  retentionYears: number;
  http: HttpTimeouts;
  encryptionKey: Buffer;
  mpesa: MpesaConfig;
  notify: NotifyConfig;
}

/** Where SMS and email go (docs/notifications.md); neither set: messages wait in the outbox. */
export interface NotifyConfig {
  sms?: { username: string; apiKey: string; senderId?: string; apiBase?: string };
  email?: { url: string; from: string };
  from: string;
  /** The secret path of the inbound SMS callback (STOP); unset: the callback is off. */
  callbackToken?: string;
  /** AT_API_BASE: Africa's Talking's address for the buildings' own accounts too (docs/notifications.md). */
  smsApiBase?: string;
  pollMs: number;
  /** Messages per second per channel, at most, from this process. */
  ratePerSecond: number;
  worker: boolean;
}

/** Where Daraja is, where it calls us back, and from which addresses (docs/mpesa.md). */
export interface MpesaConfig {
  apiBase?: string;
  publicBaseUrl?: string;
  /** Addresses and ranges allowed to call the callbacks; null: anyone. */
  callbackAllowlist: string[] | null;
}

/** Safaricom's published callback addresses (docs/mpesa.md); set MPESA_CALLBACK_ALLOWLIST if they change. */
export const SAFARICOM_CALLBACK_ADDRESSES = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.114',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
];

/** The HTTP server's timeouts (docs/reliability.md §9a, §60): a half-sent request never holds a connection. */
export interface HttpTimeouts {
  /** How many new connections wait in the kernel while the server is busy (LISTEN_BACKLOG). */
  listenBacklog?: number;
  headersTimeoutMs: number;
  /** An ordinary request, headers and body, arrives within this. */
  requestTimeoutMs: number;
  /** A longer body (an upload) goes on only while at least this many bytes a second arrive. */
  bodyMinBytesPerSecond: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
}

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(ZEnv.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.AT_USERNAME) !== Boolean(e.AT_API_KEY)) {
    throw new ConfigError(
      `Invalid environment variable ${e.AT_USERNAME ? 'AT_API_KEY' : 'AT_USERNAME'}: Africa's Talking needs both AT_USERNAME and AT_API_KEY`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  ensurePrivateDir(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt-secret'),
    encryptionKey: parseEncryptionKey(e.APP_ENCRYPTION_KEY ?? loadOrCreateSecret(dataDir, 'encryption-key')) as Buffer,
    mpesa: {
      apiBase: e.MPESA_API_BASE,
      publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      callbackAllowlist:
        e.MPESA_CALLBACK_ALLOWLIST === '*'
          ? null
          : (e.MPESA_CALLBACK_ALLOWLIST?.split(',').map((a) => a.trim()) ?? SAFARICOM_CALLBACK_ADDRESSES),
    },
    notify: {
      sms:
        e.AT_USERNAME && e.AT_API_KEY
          ? { username: e.AT_USERNAME, apiKey: e.AT_API_KEY, senderId: e.SMS_SENDER_ID, apiBase: e.AT_API_BASE }
          : undefined,
      email: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      from: e.MAIL_FROM,
      callbackToken: e.AT_CALLBACK_TOKEN,
      smsApiBase: e.AT_API_BASE,
      pollMs: e.NOTIFY_POLL_MS,
      ratePerSecond: e.NOTIFY_RATE,
      worker: e.NOTIFY_WORKER === 'on',
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    authRateLimit: e.AUTH_RATE_LIMIT,
    buildingRateLimit: e.BUILDING_RATE_LIMIT,
    pdfRateLimit: e.PDF_RATE_LIMIT,
    writeRateLimit: e.WRITE_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    retentionYears: e.RETENTION_YEARS,
    http: {
      listenBacklog: e.LISTEN_BACKLOG,
      // Node refuses a headers timeout above the request timeout.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      bodyMinBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    },
  };
}

/**
 * Where the data is, for a person to read: "SQLite at data/safestay.db" (relative to the current
 * folder when inside it) or "PostgreSQL at db.example.com:5432/safestay" (never the password).
 */
export function describeStore(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl) {
    try {
      const url = new URL(config.databaseUrl);
      return `PostgreSQL at ${url.host}${url.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  const file = path.join(config.dataDir, 'safestay.db');
  const relative = path.relative(process.cwd(), file);
  return `SQLite at ${relative.startsWith('..') || path.isAbsolute(relative) ? file : relative}`;
}

/** A 256-bit secret generated on first start and kept in DATA_DIR (mode 0600). */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 43) return secret;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
