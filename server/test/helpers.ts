import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JoinPolicy, RegisterRequest, User } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import { type App, type BuildAppOptions, buildApp } from '../src/app';
import type { MpesaConfig } from '../src/config';
import { type Database, migrateToLatest, openDatabase } from '../src/db/database';
import type { DB } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { createLoginThrottle, type LoginThrottle } from '../src/lib/login-throttle';
import { createSecretBox } from '../src/lib/secret-box';
import { createTokenService } from '../src/lib/tokens';
import { createThrowawayPostgres } from './throwaway-postgres';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

export interface TestDatabase extends Database {
  /** Drops the throwaway database (PostgreSQL) or removes the SQLite folder. */
  dispose(): Promise<void>;
  /** Opens a second handle on the same data, as a restarted server would. */
  reopen(): Database;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file with every migration run, made once per test process (or worker thread) and
 * copied for each test database: running the migrations cost each database ~0.2 s of CPU and a
 * few fsyncs. createTestDatabase still runs migrateToLatest on the copy, which finds nothing to do.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'safestay.db');
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    // Closing checkpoints the WAL into the file, so the file alone is the whole database.
    await database.close();
    return file;
  })();
  return sqliteTemplate;
}

/** A fresh, migrated database: SQLite in a temp folder, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const throwaway = await createThrowawayPostgres(adminUrl);
    const handles: Database[] = [];
    const open = () => {
      const handle = openDatabase({ databaseUrl: throwaway.url });
      handles.push(handle);
      return handle;
    };
    const database = open();
    await migrateToLatest(database.db);
    return {
      ...database,
      reopen: open,
      async dispose() {
        for (const handle of handles) await handle.close().catch(() => {});
        await throwaway.drop();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-test-'));
  copyFileSync(await migratedSqliteTemplate(), path.join(dir, 'safestay.db'));
  const handles: Database[] = [];
  const open = () => {
    const handle = openDatabase({ sqliteFile: path.join(dir, 'safestay.db') });
    handles.push(handle);
    return handle;
  };
  const database = open();
  await migrateToLatest(database.db);
  return {
    ...database,
    reopen: open,
    async dispose() {
      for (const handle of handles) await handle.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** Every route as it registered, "METHOD /path" (HEAD left out), sorted. */
  routes: string[];
  close(): Promise<void>;
}

/** buildApp on a fresh database; call close() in afterAll/afterEach. */
/**
 * The app on a fresh database (or the one given), with its own token service and sign-in
 * throttle. `authRateLimit` raises the per-address limit of the sign-in routes for tests that
 * register and log in a lot; `writeRateLimit` sets the per-user limit of the write routes (tests
 * of the limit lower it, load tests raise it); `pdfRateLimit` likewise for the PDF routes; `buildingRateLimit` (landlord sign-ups a day per
 * address) is unlimited unless given; the other
 * options are buildApp's.
 */
export async function buildTestApp(
  database?: TestDatabase,
  options: BuildAppOptions & {
    authRateLimit?: number;
    writeRateLimit?: number;
    pdfRateLimit?: number;
    buildingRateLimit?: number;
    loginThrottle?: LoginThrottle;
    mpesa?: MpesaConfig;
    smsCallbackToken?: string;
    /** Africa's Talking's address for the buildings' own accounts (the local fake). */
    smsApiBase?: string;
    /** Counts the request limits in this Redis, as REDIS_URL does; apps on one database share them. */
    sharedRedis?: SharedRedis;
  } = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const {
    authRateLimit,
    writeRateLimit,
    pdfRateLimit,
    buildingRateLimit,
    loginThrottle,
    mpesa,
    smsCallbackToken,
    smsApiBase,
    sharedRedis,
    ...appOptions
  } = options;
  const routes = new Set<string>();
  const app = await buildApp(
    {
      db: db.db,
      dialect: db.dialect,
      tokens: createTokenService(TEST_SECRET),
      loginThrottle: loginThrottle ?? createLoginThrottle(),
      secretBox: createSecretBox(TEST_ENCRYPTION_KEY),
      // Tests call the M-Pesa callbacks from 127.0.0.1 unless they pass their own allowlist.
      mpesa: mpesa ?? { callbackAllowlist: null },
      ...(authRateLimit ? { authRateLimit } : {}),
      ...(writeRateLimit ? { writeRateLimit } : {}),
      ...(pdfRateLimit ? { pdfRateLimit } : {}),
      // Test files register many landlords from 127.0.0.1; the test of the limit sets it low.
      buildingRateLimit: buildingRateLimit ?? 1_000_000,
      ...(smsCallbackToken ? { smsCallbackToken } : {}),
      ...(smsApiBase ? { smsApiBase } : {}),
      ...(sharedRedis ? { sharedCounts: { redis: sharedRedis, prefix: `${countsPrefix(db)}:limit:` } } : {}),
    },
    {
      ...appOptions,
      onRoute: (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
      },
    },
  );
  await app.ready();
  return {
    app,
    database: db,
    routes: [...routes].sort(),
    async close() {
      await app.close();
      if (!database) await db.dispose();
    },
  };
}

type SharedRedis = NonNullable<Parameters<typeof buildApp>[0]['sharedCounts']>['redis'];

const prefixes = new WeakMap<TestDatabase, string>();
/** Where the processes of one test database keep their shared counts, apart from every other test. */
export function countsPrefix(database: TestDatabase): string {
  let prefix = prefixes.get(database);
  if (!prefix) {
    prefix = `safestay-test:${randomBytes(6).toString('hex')}`;
    prefixes.set(database, prefix);
  }
  return prefix;
}

let counter = 0;
/** A short unique suffix so tests can share a database without colliding. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
}

export interface Session {
  user: User;
  token: string;
  auth: { authorization: string };
}

export function landlordPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const u = unique();
  return {
    name: `Landlord ${u}`,
    email: `landlord-${u}@example.com`,
    password: 'correct horse battery',
    role: 'Landlord',
    nationalID: `L${u}`.slice(0, 20),
    primaryPhoneNumber: '+254700000001',
    apartmentName: `Apartment ${u}`,
    rentAmount: 15000,
    ...overrides,
  };
}

export function tenantPayload(apartmentId: string, overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const u = unique();
  return {
    name: `Tenant ${u}`,
    email: `tenant-${u}@example.com`,
    password: 'correct horse battery',
    role: 'Tenant',
    nationalID: `T${u}`.slice(0, 20),
    primaryPhoneNumber: '+254700000002',
    apartmentId,
    dateMovedIn: '2026-01-15',
    ...overrides,
  };
}

export async function register(app: App, payload: RegisterRequest): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: User; token: string };
  return { user: body.user, token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}

/**
 * A landlord whose apartment lets tenants in at once (join policy open), as before approvals
 * existed: most tests are about what tenants do once they live there. Tests of joining pass
 * `joinPolicy`.
 */
export async function registerLandlord(
  app: App,
  overrides: Partial<RegisterRequest> = {},
  joinPolicy: JoinPolicy = 'open',
) {
  const landlord = await register(app, landlordPayload(overrides));
  if (joinPolicy !== 'approval') await setJoinPolicy(app, landlord, joinPolicy);
  return landlord;
}

export async function setJoinPolicy(app: App, landlord: Session, joinPolicy: JoinPolicy) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/apartments/mine',
    headers: landlord.auth,
    payload: { joinPolicy },
  });
  if (res.statusCode !== 200) throw new Error(`join policy failed: ${res.statusCode} ${res.body}`);
}

export async function registerTenant(app: App, apartmentId: string, overrides: Partial<RegisterRequest> = {}) {
  return register(app, tenantPayload(apartmentId, overrides));
}

/** Apartment A with landlord LA and tenants TA1, TA2; apartment B with LB and TB1 (docs/reliability.md fixtures). */
export async function seedTwoApartments(app: App) {
  const LA = await registerLandlord(app);
  const TA1 = await registerTenant(app, LA.user.apartmentId as string);
  const TA2 = await registerTenant(app, LA.user.apartmentId as string);
  const LB = await registerLandlord(app);
  const TB1 = await registerTenant(app, LB.user.apartmentId as string);
  return { LA, TA1, TA2, LB, TB1 };
}

export async function loginAs(app: App, email: string, password = 'correct horse battery'): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: User; token: string };
  return { user: body.user, token: body.token, auth: { authorization: `Bearer ${body.token}` } };
}

/**
 * Signs these people in again, in place: a test that migrates down past 0018 drops the sessions
 * table, and with it every session (their old tokens are refused, as they would be in production).
 */
export async function signInAgain(app: App, ...sessions: Session[]): Promise<void> {
  for (const session of sessions) Object.assign(session, await loginAs(app, session.user.email));
}

/**
 * Every table with the columns that order its rows, in an order that respects foreign keys.
 * A Record over the schema's tables: a table added to the schema and forgotten here does not
 * compile, so snapshots and backup fingerprints always cover everything.
 */
export const TABLE_KEYS: Record<keyof DB, readonly string[]> = {
  apartments: ['id'],
  users: ['id'],
  sessions: ['id'],
  memberships: ['apartment_id', 'user_id'],
  staff_invites: ['id'],
  units: ['id'],
  tenancies: ['id'],
  invites: ['id'],
  bills: ['id'],
  payments: ['id'],
  allocations: ['id'],
  receipts: ['payment_id'],
  ledger_totals: ['apartment_id', 'tenancy_id'],
  building_counts: ['apartment_id'],
  ledger_building_totals: ['apartment_id'],
  building_months: ['apartment_id', 'month'],
  meters: ['id'],
  meter_shares: ['meter_id', 'unit_id'],
  utility_rates: ['id'],
  meter_readings: ['id'],
  reading_charges: ['reading_id', 'bill_id'],
  reading_photos: ['reading_id'],
  unit_charges: ['unit_id', 'kind'],
  audit_events: ['id'],
  complaints: ['id'],
  complaint_notes: ['id'],
  messages: ['id'],
  conversations: ['owner_id', 'partner_id', 'apartment_id'],
  rules: ['id'],
  mpesa_settings: ['apartment_id'],
  message_providers: ['apartment_id', 'channel'],
  mpesa_events: ['id'],
  mpesa_stk_requests: ['id'],
  notifications: ['id'],
  outbox: ['id'],
  notification_preferences: ['user_id', 'kind'],
  scheduled_runs: ['name', 'run_key'],
  password_resets: ['id'],
  statement_imports: ['id'],
  bank_mappings: ['apartment_id'],
  bank_lines: ['id'],
};
export const ALL_TABLES = Object.keys(TABLE_KEYS) as (keyof DB)[];

/**
 * Active tenancies (no unit) for tenants a scale test inserted straight into `users`: only
 * people with an active tenancy live in the building (docs/product.md §2).
 */
export async function insertActiveTenancies(
  db: Kysely<DB>,
  apartmentId: string,
  tenantIds: string[],
  moveInDate = '2020-01-01',
): Promise<Map<string, string>> {
  const now = new Date().toISOString();
  const rows = tenantIds.map((tenantId, i) => ({
    id: newId(),
    apartment_id: apartmentId,
    tenant_id: tenantId,
    unit_id: null,
    status: 'active' as const,
    rent_cents: 1_500_000,
    deposit_cents: 0,
    move_in_date: moveInDate,
    move_out_date: null,
    account_ref: `S${i.toString(32).toUpperCase().padStart(5, '0')}`,
    rejection_reason: null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('tenancies')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return new Map(rows.map((r) => [r.tenant_id, r.id]));
}

/**
 * `call(who, method, url, payload?)` against `app()` (read when called, so a file can build its
 * app in beforeAll): `url` is under /api; `who` null calls without a session.
 */
export function apiCaller(app: () => App) {
  return (who: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: who?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
