import { ZRegisterRequest } from '@safestay/contracts';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { registerUser } from '../features/auth/auth.service';
import { createLoginThrottle } from '../lib/login-throttle';
import { createTokenService } from '../lib/tokens';

/**
 * `npm run seed:demo`: a landlord, their apartment and three tenants, so a newcomer can look
 * around at once. Safe to run twice: existing demo accounts are left alone.
 */
const PASSWORD = 'safestay-demo';
const LANDLORD = {
  name: 'Grace Wanjiku',
  email: 'landlord@demo.safestay',
  role: 'Landlord' as const,
  nationalID: 'DEMO-L-1001',
  primaryPhoneNumber: '+254712000100',
  apartmentName: 'Acacia Gardens (demo)',
  rentAmount: 18000,
  buildingName: 'Block A',
};
const TENANTS = [
  {
    name: 'Brian Otieno',
    email: 'tenant1@demo.safestay',
    nationalID: 'DEMO-T-2001',
    primaryPhoneNumber: '+254722000201',
    dateMovedIn: '2025-09-01',
  },
  {
    name: 'Faith Njeri',
    email: 'tenant2@demo.safestay',
    nationalID: 'DEMO-T-2002',
    primaryPhoneNumber: '+254722000202',
    dateMovedIn: '2026-02-15',
  },
  {
    name: 'Hassan Ali',
    email: 'tenant3@demo.safestay',
    nationalID: 'DEMO-T-2003',
    primaryPhoneNumber: '+254722000203',
    dateMovedIn: '2026-10-01',
  },
];

async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const deps = { db: database.db, tokens: createTokenService(config.jwtSecret), loginThrottle: createLoginThrottle() };

  const existing = await database.db
    .selectFrom('users')
    .select(['email', 'apartment_id'])
    .where('email', '=', LANDLORD.email)
    .executeTakeFirst();
  let apartmentId = existing?.apartment_id ?? null;
  if (!existing) {
    const { user } = await registerUser(deps, ZRegisterRequest.parse({ ...LANDLORD, password: PASSWORD }));
    apartmentId = user.apartmentId;
  }
  for (const tenant of TENANTS) {
    const found = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', tenant.email)
      .executeTakeFirst();
    if (!found)
      await registerUser(deps, ZRegisterRequest.parse({ ...tenant, role: 'Tenant', password: PASSWORD, apartmentId }));
  }
  await database.close();

  console.log(
    `Demo data ready (${database.dialect}). Sign in at http://localhost:${config.port}/login with password "${PASSWORD}":`,
  );
  console.log(`  Landlord  ${LANDLORD.email}  (${LANDLORD.apartmentName})`);
  for (const t of TENANTS) console.log(`  Tenant    ${t.email}  (${t.name})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
