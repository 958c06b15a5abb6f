/**
 * Times the landlord's bill list (first page, with its count and outstanding total) and the
 * tenants' statistics, in-process with the bench's building (`tsx bench/tools/bills-micro.ts`; on
 * a throwaway PostgreSQL database beside DATABASE_URL when it is set). A profiling aid.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/database';
import { listBills } from '../../server/src/features/bills/bill-queries';
import { loadTenantStats } from '../../server/src/features/tenants/tenant-stats';
import { createThrowawayPostgres } from '../../server/test/throwaway-postgres';
import { seed } from '../seed';

const dir = mkdtempSync(path.join(os.tmpdir(), 'safestay-bills-'));
const pg = process.env.DATABASE_URL ? await createThrowawayPostgres(process.env.DATABASE_URL, 'safestay_micro') : null;
const seeded = await seed({
  dataDir: dir,
  databaseUrl: pg?.url,
  size: { tenants: 1000, months: 24, complaints: 0, messages: 0 },
});
const database = openDatabase({ dataDir: dir, databaseUrl: pg?.url });
const caller = {
  userId: seeded.landlordId,
  role: 'Landlord' as const,
  apartmentId: seeded.apartmentId,
  name: 'L',
  sessionId: 'bench-micro',
  tenancy: null,
};

async function time(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[7].toFixed(2)} ms, min ${times[0].toFixed(2)} ms`);
}

await time('bills first page (50)', () => listBills(database.db, caller, { filter: 'all' }, { limit: 50 }));
await time('bills unpaid first page', () => listBills(database.db, caller, { filter: 'unpaid' }, { limit: 50 }));
await time('tenant stats, 50 tenants', () =>
  loadTenantStats(database.db, seeded.apartmentId, '2026-11-25', seeded.tenantIds.slice(0, 50)),
);
await time('tenant stats, all', () => loadTenantStats(database.db, seeded.apartmentId, '2026-11-25'));
await database.close();
await pg?.drop();
rmSync(dir, { recursive: true, force: true });
