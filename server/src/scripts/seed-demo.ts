import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MONTHS } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { describeStore, loadConfig } from '../config';
import { type Dialect, migrateToLatest, openDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { addMonths, nairobiDay } from '../lib/dates';
import { createLoginThrottle } from '../lib/login-throttle';
import { createTokenService } from '../lib/tokens';
import {
  AREA,
  COMPLAINTS,
  CONVERSATIONS,
  DEMO_PASSWORD,
  JOIN_REQUEST,
  LANDLORD,
  RULES,
  TENANTS,
  UNITS_CSV,
} from './demo-building';

/**
 * `npm run seed:demo`: a believable building to look around in. Everything goes through the
 * public API of the real app (buildApp + inject), so every rule a user meets applies to the
 * demo too. Honours DATA_DIR / DATABASE_URL like the server, and may run while the server runs
 * on the same data (db/sqlite-dialect.ts).
 *
 * Each step looks first at what is there and does only what is missing, so a second run
 * completes a demo a first run left half-built (stopped, or killed) and leaves a complete one
 * alone. It says what it found, what it did, and what is there now.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
type Method = 'GET' | 'POST' | 'PUT';

/** What a run did: "account" "created" → 14, told as "14 accounts created". */
export class Tally {
  readonly counts = new Map<string, { thing: string; done: string; n: number }>();
  add(thing: string, done: string, n = 1) {
    if (n <= 0) return;
    const key = `${thing} ${done}`;
    const entry = this.counts.get(key) ?? { thing, done, n: 0 };
    entry.n += n;
    this.counts.set(key, entry);
  }
  get empty() {
    return this.counts.size === 0;
  }
  toString() {
    return [...this.counts.values()].map(({ thing, done, n }) => `${plural(n, thing)} ${done}`).join(', ');
  }
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

class Seeder {
  readonly tokens = new Map<string, string>();
  constructor(
    readonly app: App,
    readonly db: Kysely<DB>,
    readonly did: Tally,
  ) {}

  /** One request; a 503 (the database busy with another process) is tried again after its Retry-After. */
  async call(token: string | null, method: Method, url: string, body?: unknown) {
    for (let attempt = 1; ; attempt++) {
      const res = await this.app.inject({
        method,
        url: `/api${url}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (res.statusCode === 503 && attempt < 5) {
        await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after'] ?? 1) * 1000));
        continue;
      }
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    }
  }

  /** A write, counted as one `thing` `done` ("payment" "recorded"). */
  async write([thing, done]: [string, string], token: string | null, method: Method, url: string, body?: unknown) {
    const result = await this.call(token, method, url, body);
    this.did.add(thing, done);
    return result;
  }

  /** The account's token: from its registration in this run, or signing in with the demo password. */
  async tokenOf(email: string): Promise<string> {
    let token = this.tokens.get(email);
    if (!token) {
      try {
        token = (await this.call(null, 'POST', '/auth/login', { email, password: DEMO_PASSWORD })).token as string;
      } catch (error) {
        throw new Error(
          `cannot sign in as ${email} with the demo password (was it changed?): ${(error as Error).message}`,
        );
      }
      this.tokens.set(email, token);
    }
    return token;
  }

  async register(email: string, body: object) {
    const res = await this.write(['account', 'created'], null, 'POST', '/auth/register', body);
    this.tokens.set(email, res.token);
  }

  userByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'apartment_id', 'created_at'])
      .where('email', '=', email)
      .executeTakeFirst();
  }
}

/** The demo's people and houses, as found or made by `people`. */
interface Building {
  landlordId: string;
  apartmentId: string;
  /** The day the demo was first made: its months of rent are the four up to it, whenever it runs. */
  madeOn: Date;
  /** The twelve tenants in TENANTS order; tenancyId null when they are not living there. */
  tenants: Array<{ email: string; id: string; tenancyId: string | null }>;
}

/** The last `count` months up to `today`, oldest first, each with its rent due on the 5th. */
function recentMonths(count: number, today: Date) {
  const thisMonth = nairobiDay(today).slice(0, 7);
  return Array.from({ length: count }, (_, i) => {
    const month = addMonths(thisMonth, i - (count - 1));
    const monthNumber = Number(month.slice(5, 7));
    return { month: MONTHS[monthNumber - 1], monthNumber, year: Number(month.slice(0, 4)), dueDate: `${month}-05` };
  });
}

const UNIT_CODES = UNITS_CSV.split('\n')
  .slice(1)
  .map((line) => line.split(',')[0]);

async function people(s: Seeder): Promise<Building> {
  if (!(await s.userByEmail(LANDLORD.email))) {
    await s.register(LANDLORD.email, { ...LANDLORD, password: DEMO_PASSWORD });
  }
  const landlord = await s.userByEmail(LANDLORD.email);
  if (!landlord?.apartment_id) throw new Error(`${LANDLORD.email} exists but has no apartment`);
  const apartmentId = landlord.apartment_id;
  const apartment = await s.db
    .selectFrom('apartments')
    .select('area')
    .where('id', '=', apartmentId)
    .executeTakeFirstOrThrow();
  if (!apartment.area) {
    await s.write(['area', 'set'], await s.tokenOf(LANDLORD.email), 'PUT', '/apartments/mine', { area: AREA });
  }
  const unitCount = await countWhere(s.db, 'units', apartmentId);
  if (unitCount === 0) {
    await s.call(await s.tokenOf(LANDLORD.email), 'POST', '/units/import', { csv: UNITS_CSV });
    s.did.add('house', 'added', UNIT_CODES.length);
  }
  const units = await s.db.selectFrom('units').select(['id', 'code']).where('apartment_id', '=', apartmentId).execute();
  const unitId = new Map(units.map((u) => [u.code, u.id]));

  // Each tenant asks to join and the landlord lets them into their house, as in real life.
  const tenants: Building['tenants'] = [];
  for (const [i, t] of TENANTS.entries()) {
    if (!(await s.userByEmail(t.email))) {
      await s.register(t.email, { ...t, role: 'Tenant', apartmentId, password: DEMO_PASSWORD });
    }
    const user = await s.userByEmail(t.email);
    if (!user) throw new Error(`${t.email} was not created`);
    const tenancy = await s.db
      .selectFrom('tenancies')
      .select(['id', 'status'])
      .where('tenant_id', '=', user.id)
      .where('apartment_id', '=', apartmentId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (tenancy?.status === 'pending') {
      await s.write(['tenant', 'let in'], await s.tokenOf(LANDLORD.email), 'POST', `/tenancies/${tenancy.id}/approve`, {
        unitId: unitId.get(UNIT_CODES[i]),
      });
    }
    const living = tenancy?.status === 'pending' || tenancy?.status === 'active';
    tenants.push({ email: t.email, id: user.id, tenancyId: living && tenancy ? tenancy.id : null });
  }
  if (!(await s.userByEmail(JOIN_REQUEST.email))) {
    await s.register(JOIN_REQUEST.email, {
      ...JOIN_REQUEST,
      role: 'Tenant',
      apartmentId,
      password: DEMO_PASSWORD,
    });
  }
  return { landlordId: landlord.id, apartmentId, madeOn: new Date(landlord.created_at), tenants };
}

/** Four months of rent for every tenant living there; a month a tenant has already is left alone. */
async function rent(s: Seeder, b: Building) {
  const landlord = () => s.tokenOf(LANDLORD.email);
  const living = b.tenants.filter((t) => t.tenancyId);
  for (const period of recentMonths(4, b.madeOn)) {
    const billed = new Set(
      (
        await s.db
          .selectFrom('bills')
          .select('tenant_id')
          .where('apartment_id', '=', b.apartmentId)
          .where('kind', '=', 'rent')
          .where('period_year', '=', period.year)
          .where('period_month', '=', period.monthNumber)
          .execute()
      ).map((r) => r.tenant_id),
    );
    const missing = living.filter((t) => !billed.has(t.id));
    const body = { month: period.month, year: period.year, dueDate: period.dueDate };
    // The whole building in one call when the month is new; otherwise only those without its bill.
    const calls = billed.size === 0 ? [body] : missing.map((t) => ({ ...body, tenantId: t.id }));
    for (const call of missing.length === 0 ? [] : calls) {
      const { created } = await s.call(await landlord(), 'POST', '/bills/generate-monthly', call);
      s.did.add('rent bill', 'made', created);
    }
  }
}

/** A made-up M-Pesa code (10 capital letters and digits) for demo payment `n`. */
const demoCode = (n: number) =>
  `SK${String(n).padStart(3, '0')}DEMO${String.fromCharCode(65 + (n % 26))}${n % 10}`.slice(0, 10);

/**
 * The landlord records what most tenants paid (cash, M-Pesa, bank); some paid part of the latest
 * bill, some have not paid it yet, and one has fallen two months behind: every status and the
 * late badge show. A bill that has its payment already is skipped.
 */
async function payments(s: Seeder, b: Building) {
  for (const [i, tenant] of b.tenants.entries()) {
    if (!tenant.tenancyId) continue;
    const bills = await s.db
      .selectFrom('bills')
      .select(['id', 'amount_cents', 'due_date'])
      .where('tenancy_id', '=', tenant.tenancyId)
      .where('kind', '=', 'rent')
      .where('voided_at', 'is', null)
      .orderBy('due_date')
      .orderBy('id')
      .execute();
    for (const [m, bill] of bills.entries()) {
      const latest = m === bills.length - 1;
      const behind = i === TENANTS.length - 1 && m >= bills.length - 2;
      if (behind || (latest && i >= 9)) continue;
      const paid = await s.db
        .selectFrom('payments')
        .select('id')
        .where('bill_id', '=', bill.id)
        .where('recorded_by', '=', b.landlordId)
        .executeTakeFirst();
      if (paid) continue;
      const amount = bill.amount_cents / 100;
      const method = (['cash', 'mpesa', 'bank'] as const)[(i + m) % 3];
      const n = i * 10 + m;
      await s.write(['payment', 'recorded'], await s.tokenOf(LANDLORD.email), 'POST', '/payments', {
        tenancyId: tenant.tenancyId,
        amount: latest && i >= 6 ? Math.round(amount / 2) : amount,
        method,
        reference: method === 'mpesa' ? demoCode(n) : method === 'bank' ? `EQ-${1000 + n}` : undefined,
        receivedAt: bill.due_date,
        billId: bill.id,
      });
    }
  }
}

/** Two M-Pesa claims waiting for the landlord and one turned down; a water charge and a voided one. */
async function claimsAndCharges(s: Seeder, b: Building) {
  const byReference = (reference: string) =>
    s.db
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('apartment_id', '=', b.apartmentId)
      .where('reference', '=', reference)
      .executeTakeFirst();
  for (const [i, n] of [
    [9, 1],
    [10, 2],
    [11, 3],
  ]) {
    const tenant = b.tenants[i];
    if (!tenant.tenancyId || (await byReference(demoCode(900 + n)))) continue;
    await s.write(['M-Pesa claim', 'sent'], await s.tokenOf(tenant.email), 'POST', '/payments', {
      amount: 7500,
      method: 'mpesa',
      reference: demoCode(900 + n),
    });
  }
  const doubtful = await byReference(demoCode(903));
  if (doubtful?.status === 'pending') {
    await s.write(
      ['claim', 'turned down'],
      await s.tokenOf(LANDLORD.email),
      'POST',
      `/payments/${doubtful.id}/reject`,
      {
        reason: 'This code is not on my M-Pesa statement. Please check the SMS and send it again.',
      },
    );
  }

  const first = b.tenants[0];
  if (!first.tenancyId) return;
  const tenancyId = first.tenancyId;
  const latestRent = await s.db
    .selectFrom('bills')
    .select('due_date')
    .where('tenancy_id', '=', tenancyId)
    .where('kind', '=', 'rent')
    .orderBy('due_date', 'desc')
    .executeTakeFirst();
  if (!latestRent) return;
  const water = { tenancyId, kind: 'water', amount: 850, dueDate: latestRent.due_date };
  const charge = async (description: string) => {
    const found = await s.db
      .selectFrom('bills')
      .select(['id', 'voided_at'])
      .where('tenancy_id', '=', tenancyId)
      .where('kind', '=', 'water')
      .where('description', '=', description)
      .executeTakeFirst();
    if (found) return found;
    const { bill } = await s.write(['charge', 'added'], await s.tokenOf(LANDLORD.email), 'POST', '/bills', {
      ...water,
      description,
    });
    return { id: bill._id as string, voided_at: null };
  };
  await charge('Water, 12 units');
  const twice = await charge('Water, 12 units (again)');
  if (!twice.voided_at) {
    await s.write(['charge', 'voided'], await s.tokenOf(LANDLORD.email), 'POST', `/bills/${twice.id}/void`, {
      reason: 'Entered twice by mistake.',
    });
  }
}

async function rulesComplaintsChat(s: Seeder, b: Building) {
  const landlord = () => s.tokenOf(LANDLORD.email);
  if ((await countWhere(s.db, 'rules', b.apartmentId)) === 0) {
    await s.call(await landlord(), 'POST', '/rules', { rules: RULES });
    s.did.add('rule', 'written', RULES.length);
  }
  for (const c of COMPLAINTS) {
    const tenant = b.tenants[c.tenant];
    const find = () =>
      s.db
        .selectFrom('complaints')
        .select(['id', 'status'])
        .where('apartment_id', '=', b.apartmentId)
        .where('tenant_id', '=', tenant.id)
        .where('title', '=', c.complaint.title)
        .executeTakeFirst();
    let complaint = await find();
    if (!complaint) {
      if (!tenant.tenancyId) continue;
      await s.write(['complaint', 'made'], await s.tokenOf(tenant.email), 'POST', '/complaints', c.complaint);
      complaint = await find();
      if (!complaint) throw new Error(`the complaint "${c.complaint.title}" was not saved`);
    }
    const id = complaint.id;
    if (c.note) {
      const noted = await s.db
        .selectFrom('complaint_notes')
        .select('id')
        .where('complaint_id', '=', id)
        .where('note', '=', c.note)
        .executeTakeFirst();
      if (!noted)
        await s.write(['note', 'written'], await landlord(), 'POST', `/complaints/${id}/note`, { note: c.note });
    }
    if (c.status !== 'Pending' && complaint.status === 'Pending') {
      await s.write(['complaint', 'moved on'], await landlord(), 'PUT', `/complaints/${id}`, { status: 'In Progress' });
    }
    if (c.status === 'Resolved' && complaint.status !== 'Resolved') {
      await s.write(['complaint', 'moved on'], await landlord(), 'PUT', `/complaints/${id}`, { status: 'Resolved' });
    }
  }
  const landlordUser = { id: b.landlordId, email: LANDLORD.email };
  for (const [c, conversation] of CONVERSATIONS.entries()) {
    const tenant = b.tenants[conversation.tenant];
    if (!tenant.tenancyId) continue;
    for (const [n, line] of conversation.lines.entries()) {
      const fromLandlord = n % 2 === (conversation.landlordFirst ? 0 : 1);
      const [from, to] = fromLandlord ? [landlordUser, tenant] : [tenant, landlordUser];
      const sent = await s.db
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', from.id)
        .where('receiver_id', '=', to.id)
        .where('body', '=', line)
        .executeTakeFirst();
      if (sent) continue;
      // The same id on a retry: the server keeps one message per (sender, clientMessageId).
      const clientMessageId = `demo-chat-${c}-${n}`;
      await s.write(['chat message', 'sent'], await s.tokenOf(from.email), 'POST', '/chats', {
        receiverId: to.id,
        message: line,
        clientMessageId,
      });
    }
  }
}

async function countWhere(db: Kysely<DB>, table: 'units' | 'rules', apartmentId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('apartment_id', '=', apartmentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const STEPS = ['people', 'rent', 'payments', 'claims and charges', 'rules, complaints and chat'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Makes whatever of the demo building is missing (`only`: just those steps, for tests that need
 * a half-built one). Writes go through the app's API; `did` is told of each as it is done, so
 * a run that fails part-way can still say what it did.
 */
export async function seedDemo(
  database: { db: Kysely<DB>; dialect: Dialect },
  jwtSecret: string,
  did: Tally,
  only: readonly Step[] = STEPS,
): Promise<void> {
  const app = await buildApp({
    db: database.db,
    dialect: database.dialect,
    tokens: createTokenService(jwtSecret),
    loginThrottle: createLoginThrottle(),
    authRateLimit: 1_000,
    writeRateLimit: 1_000,
  });
  try {
    const s = new Seeder(app, database.db, did);
    const building = await people(s);
    if (only.includes('rent')) await rent(s, building);
    if (only.includes('payments')) await payments(s, building);
    if (only.includes('claims and charges')) await claimsAndCharges(s, building);
    if (only.includes('rules, complaints and chat')) await rulesComplaintsChat(s, building);
  } finally {
    await app.close();
  }
}

/** What the demo building holds now; null when there is no demo landlord. */
export interface DemoCounts {
  houses: number;
  living: number;
  waiting: number;
  bills: number;
  voided: number;
  payments: number;
  claimsWaiting: number;
  turnedDown: number;
  complaints: number;
  rules: number;
  messages: number;
}

export async function countDemo(db: Kysely<DB>): Promise<DemoCounts | null> {
  const landlord = await db
    .selectFrom('users')
    .select('apartment_id')
    .where('email', '=', LANDLORD.email)
    .executeTakeFirst();
  const apartmentId = landlord?.apartment_id;
  if (!apartmentId) return null;
  type Counted = 'units' | 'bills' | 'payments' | 'complaints' | 'rules' | 'messages' | 'tenancies';
  const base = (table: Counted) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('apartment_id', '=', apartmentId);
  type Query = ReturnType<typeof base>;
  const count = async (table: Counted, where: (q: Query) => Query = (q) => q) =>
    Number((await where(base(table)).executeTakeFirstOrThrow()).n);
  const status = (value: string) => (q: Query) => q.where('status', '=', value as never);
  return {
    houses: await count('units'),
    living: await count('tenancies', status('active')),
    waiting: await count('tenancies', status('pending')),
    bills: await count('bills'),
    voided: await count('bills', (q) => q.where('voided_at', 'is not', null)),
    payments: await count('payments'),
    claimsWaiting: await count('payments', status('pending')),
    turnedDown: await count('payments', status('rejected')),
    complaints: await count('complaints'),
    rules: await count('rules'),
    messages: await count('messages'),
  };
}

export function describeCounts(c: DemoCounts): string {
  return [
    plural(c.houses, 'house'),
    `${plural(c.living, 'tenant')} living there and ${c.waiting} waiting to join`,
    `${plural(c.bills, 'bill')} (${c.voided} voided)`,
    `${plural(c.payments, 'payment')} (${c.claimsWaiting} waiting for the landlord, ${c.turnedDown} turned down)`,
    plural(c.complaints, 'complaint'),
    plural(c.rules, 'rule'),
    plural(c.messages, 'chat message'),
  ].join(', ');
}

async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const where = describeStore(config);
  const before = await countDemo(database.db);
  console.log(
    before
      ? `Found the demo building (${where}): ${describeCounts(before)}. Adding whatever is missing…`
      : `Making the demo building (${where})…`,
  );
  const did = new Tally();
  try {
    await seedDemo(database, config.jwtSecret, did);
  } catch (error) {
    const now = await countDemo(database.db).catch(() => null);
    console.error(`Stopped: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`Done before it stopped: ${did.empty ? 'nothing' : did.toString()}.`);
    if (now) console.error(`It holds ${describeCounts(now)}. Run npm run seed:demo again to complete it.`);
    await database.close();
    process.exit(1);
  }
  const after = await countDemo(database.db);
  await database.close();
  if (did.empty) console.log('The demo building is already here, complete: nothing to do.');
  else if (before) console.log(`It was half-built; completed it: ${did}.`);
  else console.log('Demo building ready.');
  if (after) console.log(`It holds ${describeCounts(after)}.`);
  console.log(`Sign in at http://localhost:${config.port}/login with password "${DEMO_PASSWORD}":`);
  console.log(`  Landlord  ${LANDLORD.email}  (${LANDLORD.name}, ${LANDLORD.apartmentName})`);
  for (const t of TENANTS) console.log(`  Tenant    ${t.email}  (${t.name})`);
  console.log(`  Waiting   ${JOIN_REQUEST.email}  (${JOIN_REQUEST.name}, asks to join: approve or reject on Tenants)`);
  console.log(
    `As the landlord, try Payments → Import statement with the sample (http://localhost:${config.port}/samples/mpesa-statement-sample.csv): it pays four tenants, confirms a claim, leaves two rows unmatched and finds one already recorded.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
