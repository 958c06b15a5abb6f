import { MONTHS } from '@safestay/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
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
 * demo too. Honours DATA_DIR / DATABASE_URL like the server; refuses politely when the demo
 * landlord already exists.
 */
type App = Awaited<ReturnType<typeof buildApp>>;

async function call(app: App, token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The last `count` months, oldest first, each with its rent due on the 5th. */
function recentMonths(count: number, today = new Date()) {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - i), 5));
    return { month: MONTHS[d.getUTCMonth()], year: d.getUTCFullYear(), dueDate: d.toISOString().slice(0, 10) };
  });
}

async function registerPeople(app: App) {
  const landlord = await call(app, null, 'POST', '/auth/register', { ...LANDLORD, password: DEMO_PASSWORD });
  const apartmentId = landlord.user.apartmentId as string;
  await call(app, landlord.token, 'PUT', '/apartments/mine', { area: AREA });
  const { units } = await call(app, landlord.token, 'POST', '/units/import', { csv: UNITS_CSV });
  const tenants: Array<{ token: string; id: string; name: string }> = [];
  // Each tenant asks to join and the landlord lets them into their house, as in real life.
  for (const [i, t] of [...TENANTS, JOIN_REQUEST].entries()) {
    const body = { ...t, role: 'Tenant', apartmentId, password: DEMO_PASSWORD };
    const res = await call(app, null, 'POST', '/auth/register', body);
    if (t === JOIN_REQUEST) break;
    const [request] = await call(app, landlord.token, 'GET', '/tenancies?status=pending');
    await call(app, landlord.token, 'POST', `/tenancies/${request._id}/approve`, { unitId: units[i]._id });
    tenants.push({ token: res.token, id: res.user.id, name: res.user.name });
  }
  return { landlord: { token: landlord.token as string, id: landlord.user.id as string }, tenants };
}

type People = Awaited<ReturnType<typeof registerPeople>>;

/** A made-up M-Pesa code (10 capital letters and digits) for demo payment `n`. */
const demoCode = (n: number) =>
  `SK${String(n).padStart(3, '0')}DEMO${String.fromCharCode(65 + (n % 26))}${n % 10}`.slice(0, 10);

/**
 * Four months of rent. The landlord records what most tenants paid (cash, M-Pesa, bank); some
 * paid part of the latest bill, some have not paid it yet, and one has fallen two months behind:
 * every status and the late badge show. Then the ledger's other sides: two M-Pesa claims waiting
 * for the landlord, one rejected, a water charge and a voided one.
 */
async function billAndPay(app: App, { landlord, tenants }: People) {
  for (const period of recentMonths(4)) await call(app, landlord.token, 'POST', '/bills/generate-monthly', period);
  for (const [i, tenant] of tenants.entries()) {
    const bills: Array<{ _id: string; amount: number; dueDate: string }> = await call(
      app,
      tenant.token,
      'GET',
      '/bills/me',
    );
    const oldestFirst = [...bills].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    for (const [m, bill] of oldestFirst.entries()) {
      const latest = m === oldestFirst.length - 1;
      const behind = i === TENANTS.length - 1 && m >= oldestFirst.length - 2;
      if (behind || (latest && i >= 9)) continue;
      const amount = latest && i >= 6 ? Math.round(bill.amount / 2) : bill.amount;
      const method = (['cash', 'mpesa', 'bank'] as const)[(i + m) % 3];
      const n = i * 10 + m;
      await call(app, landlord.token, 'POST', '/payments', {
        tenancyId: (bill as { tenancyId?: string }).tenancyId,
        amount,
        method,
        reference: method === 'mpesa' ? demoCode(n) : method === 'bank' ? `EQ-${1000 + n}` : undefined,
        receivedAt: bill.dueDate,
        billId: bill._id,
      });
    }
  }
  const claim = (i: number, n: number) =>
    call(app, tenants[i].token, 'POST', '/payments', { amount: 7500, method: 'mpesa', reference: demoCode(900 + n) });
  await claim(9, 1);
  await claim(10, 2);
  const doubtful = await claim(11, 3);
  await call(app, landlord.token, 'POST', `/payments/${doubtful.payment._id}/reject`, {
    reason: 'This code is not on my M-Pesa statement. Please check the SMS and send it again.',
  });
  const [first] = await call(app, tenants[0].token, 'GET', '/bills/me');
  const water = { tenancyId: first.tenancyId, kind: 'water', amount: 850, dueDate: first.dueDate };
  await call(app, landlord.token, 'POST', '/bills', { ...water, description: 'Water, 12 units' });
  const twice = await call(app, landlord.token, 'POST', '/bills', { ...water, description: 'Water, 12 units (again)' });
  await call(app, landlord.token, 'POST', `/bills/${twice.bill._id}/void`, { reason: 'Entered twice by mistake.' });
}

async function complaintsRulesChat(app: App, { landlord, tenants }: People) {
  await call(app, landlord.token, 'POST', '/rules', { rules: RULES });
  for (const c of COMPLAINTS) {
    const { complaint } = await call(app, tenants[c.tenant].token, 'POST', '/complaints', c.complaint);
    if (c.note) await call(app, landlord.token, 'POST', `/complaints/${complaint._id}/note`, { note: c.note });
    if (c.status !== 'Pending') {
      await call(app, landlord.token, 'PUT', `/complaints/${complaint._id}`, { status: 'In Progress' });
    }
    if (c.status === 'Resolved')
      await call(app, landlord.token, 'PUT', `/complaints/${complaint._id}`, { status: 'Resolved' });
  }
  for (const conversation of CONVERSATIONS) {
    const tenant = tenants[conversation.tenant];
    for (const [n, line] of conversation.lines.entries()) {
      const fromLandlord = n % 2 === (conversation.landlordFirst ? 0 : 1);
      const [from, to] = fromLandlord ? [landlord, tenant] : [tenant, landlord];
      const clientMessageId = crypto.randomUUID();
      await call(app, from.token, 'POST', '/chats', { receiverId: to.id, message: line, clientMessageId });
    }
  }
}

async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const signIn = `Sign in at http://localhost:${config.port}/login with password "${DEMO_PASSWORD}"`;
  const exists = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', LANDLORD.email)
    .executeTakeFirst();
  if (exists) {
    console.log(`The demo building is already here (${database.dialect}). ${signIn}:`);
  } else {
    const app = await buildApp({
      db: database.db,
      dialect: database.dialect,
      tokens: createTokenService(config.jwtSecret),
      loginThrottle: createLoginThrottle(),
      authRateLimit: 1_000,
      writeRateLimit: 1_000,
    });
    const people = await registerPeople(app);
    await billAndPay(app, people);
    await complaintsRulesChat(app, people);
    await app.close();
    console.log(
      `Demo building ready (${database.dialect}${database.dialect === 'sqlite' ? ` in ${config.dataDir}` : ''}).`,
    );
    console.log(`${signIn}:`);
  }
  await database.close();
  console.log(`  Landlord  ${LANDLORD.email}  (${LANDLORD.name}, ${LANDLORD.apartmentName})`);
  for (const t of TENANTS) console.log(`  Tenant    ${t.email}  (${t.name})`);
  console.log(`  Waiting   ${JOIN_REQUEST.email}  (${JOIN_REQUEST.name}, asks to join: approve or reject on Tenants)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
