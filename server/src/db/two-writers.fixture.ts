import { once } from 'node:events';
import { MONTHS } from '@safestay/contracts';
import { buildApp } from '../app';
import { createLoginThrottle } from '../lib/login-throttle';
import { createTokenService } from '../lib/tokens';
import { migrateToLatest, openDatabase } from './database';

/**
 * One of the processes of two-writers.test.ts: the real app on the SQLite file given, as the
 * server or `npm run seed:demo` runs it. It sets up a building of its own, says "ready", waits for
 * "go" on stdin, then writes as fast as it can: each round a month's bills, a payment and a
 * complaint at once (transactions that read, then write). Last it prints one JSON line: how many
 * responses of each status it had, and what it expects to find.
 *
 * Usage: tsx two-writers.fixture.ts <sqlite file> <name> <rounds>
 */
const [file, name, roundsText] = process.argv.slice(2);
const rounds = Number(roundsText);
const database = openDatabase({ sqliteFile: file });
await migrateToLatest(database.db);
const app = await buildApp({
  db: database.db,
  dialect: database.dialect,
  tokens: createTokenService('two-writers-secret-two-writers-secret-0123'),
  loginThrottle: createLoginThrottle(),
  authRateLimit: 1_000_000,
  writeRateLimit: 1_000_000,
});

const statuses: Record<number, number> = {};
const failures: string[] = [];
async function call(token: string | null, method: 'GET' | 'POST', url: string, body?: object) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body ? { payload: body } : {}),
  });
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  if (res.statusCode >= 300) failures.push(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const n = name === 'a' ? 1 : 2;
const landlord = await call(null, 'POST', '/auth/register', {
  name: `Landlord ${name.toUpperCase()}`,
  email: `landlord-${name}@two-writers.test`,
  role: 'Landlord',
  nationalID: `2000000${n}`,
  primaryPhoneNumber: `+25471100000${n}`,
  apartmentName: `Two writers ${name.toUpperCase()}`,
  rentAmount: 10_000,
  buildingName: 'Block A',
  password: 'two-writers-password',
});
const apartmentId = landlord.user.apartmentId as string;
const { units } = await call(landlord.token, 'POST', '/units/import', { csv: 'A1,Ground floor,10000,10000' });
const tenant = await call(null, 'POST', '/auth/register', {
  name: `Tenant ${name.toUpperCase()}`,
  email: `tenant-${name}@two-writers.test`,
  role: 'Tenant',
  nationalID: `3000000${n}`,
  primaryPhoneNumber: `+25472200000${n}`,
  buildingName: 'Block A',
  dateMovedIn: '2020-01-01',
  apartmentId,
  password: 'two-writers-password',
});
const [request] = await call(landlord.token, 'GET', '/tenancies?status=pending');
await call(landlord.token, 'POST', `/tenancies/${request._id}/approve`, { unitId: units[0]._id });

process.stdout.write('ready\n');
await once(process.stdin, 'data');

for (let i = 0; i < rounds; i++) {
  const year = 2020 + Math.floor(i / 12);
  const month = MONTHS[i % 12];
  await Promise.all([
    call(landlord.token, 'POST', '/bills/generate-monthly', {
      month,
      year,
      dueDate: `${year}-${String((i % 12) + 1).padStart(2, '0')}-05`,
    }),
    call(landlord.token, 'POST', '/payments', { tenancyId: request._id, amount: 100, method: 'cash' }),
    call(tenant.token, 'POST', '/complaints', { title: `Leak ${i}`, description: `Round ${i} of ${name}.` }),
  ]);
}

await app.close();
await database.close();
process.stdout.write(`${JSON.stringify({ apartmentId, statuses, failures: failures.slice(0, 5) })}\n`);
process.exit(0);
