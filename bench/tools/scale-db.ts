/**
 * A scale database that stays (docs/performance.md "Cost flat with data"): the bench building,
 * copied into BUILDINGS - 1 more around it, as `BENCH_SCALE` builds it, but kept for reading
 * plans and for bench/tools/routes-micro.ts:
 *   BUILDINGS=100 npx tsx bench/tools/scale-db.ts                      (SQLite: prints DATA_DIR)
 *   BUILDINGS=100 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/tools/scale-db.ts
 * (PostgreSQL: a new database beside the one named; prints its URL). Removing it is yours.
 * PORTFOLIO=1: as `BENCH_PORTFOLIO` builds it instead: a building of 40 houses, copied to
 * BUILDINGS all owned by its landlord (docs/portfolio.md).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres } from '../../server/test/throwaway-postgres';
import { seed } from '../seed';
import { replicateBuilding } from '../seed-scale';

const buildings = Number(process.env.BUILDINGS ?? 100);
const portfolio = process.env.PORTFOLIO === '1';
const log = (message: string) => process.stderr.write(`[scale-db] ${message}\n`);
const databaseUrl = process.env.DATABASE_URL
  ? (await createThrowawayPostgres(process.env.DATABASE_URL, 'safestay_scale')).url
  : undefined;
const dataDir = databaseUrl ? undefined : path.join(mkdtempSync(path.join(os.tmpdir(), 'safestay-scale-')), 'data');
if (dataDir) mkdirSync(dataDir);
log(`seeding the bench building into ${databaseUrl ?? dataDir}`);
const seeded = await seed({
  databaseUrl,
  dataDir,
  size: portfolio
    ? { tenants: 40, months: 24, complaints: 200, messages: 4000 }
    : { tenants: 1000, months: 24, complaints: 5000, messages: 100_000 },
});
log(`seeded in ${seeded.ms} ms; copying it ${buildings - 1} times`);
const grown = await replicateBuilding({
  databaseUrl,
  dataDir,
  apartmentId: seeded.apartmentId,
  copies: buildings - 1,
  log,
  sameOwner: portfolio,
});
log(`${JSON.stringify(grown.counts)} after ${Math.round(grown.ms / 1000)} s`);
console.log(databaseUrl ? `DATABASE_URL=${databaseUrl}` : `DATA_DIR=${dataDir}`);
