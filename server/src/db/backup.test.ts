import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { ALL_TABLES, buildTestApp, registerLandlord, registerTenant } from '../../test/helpers';
import { insertPayments, paymentOn, tenancyOf } from '../../test/ledger-rows';
import { createThrowawayPostgres } from '../../test/throwaway-postgres';
import { newId, nowIso } from '../lib/ids';
import { backupDatabase, restoreDatabase } from './backup';
import { type Database, migrateToLatest, openDatabase } from './database';

const work = mkdtempSync(path.join(os.tmpdir(), 'safestay-backup-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

async function fingerprint(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of ALL_TABLES) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
    counts[table] = Number(row.rows[0].n);
  }
  const bills = await sql<{ s: number }>`select coalesce(sum(amount_cents), 0) as s from bills`.execute(database.db);
  const payments = await sql<{ s: number }>`select coalesce(sum(amount_cents), 0) as s from payments`.execute(
    database.db,
  );
  return { counts, billCents: Number(bills.rows[0].s), paymentCents: Number(payments.rows[0].s) };
}

/** A fresh, empty target: a new SQLite folder or a new PostgreSQL database. */
async function emptyTarget(): Promise<{ databaseUrl?: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(work, 'target-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { dataDir };
  const target = await createThrowawayPostgres(adminUrl, 'safestay_restore');
  cleanups.push(target.drop);
  return { databaseUrl: target.url, dataDir };
}

it('takes an online backup that restores with the same rows and money totals', async () => {
  const t = await buildTestApp();
  cleanups.push(() => t.close());
  const landlord = await registerLandlord(t.app);
  const tenants = [];
  for (let i = 0; i < 3; i += 1) tenants.push(await registerTenant(t.app, landlord.user.apartmentId as string));
  const now = nowIso();
  for (const [i, tenant] of tenants.entries()) {
    const billId = newId();
    const tenancyId = await tenancyOf(t.database.db, tenant.user.id);
    await t.database.db
      .insertInto('bills')
      .values({
        id: billId,
        apartment_id: landlord.user.apartmentId as string,
        tenant_id: tenant.user.id,
        tenancy_id: tenancyId,
        description: `Rent ${i}`,
        amount_cents: 1_500_050 + i,
        due_date: '2026-12-05',
        period_year: 2026,
        period_month: 12,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const bill = {
      id: billId,
      apartment_id: landlord.user.apartmentId as string,
      tenant_id: tenant.user.id,
      tenancy_id: tenancyId,
    };
    await insertPayments(t.database.db, [paymentOn(bill, 500_025, now, i + 1)]);
  }
  const before = await fingerprint(t.database);
  expect(before.counts.users).toBe(4);

  // The source stays open and serving while the backup is taken.
  const file = path.join(work, t.database.dialect === 'postgres' ? 'backup.dump' : 'backup.db');
  const source =
    t.database.dialect === 'postgres'
      ? { databaseUrl: await currentUrl(t.database), dataDir: work }
      : { dataDir: await sqliteDir(t.database) };
  await backupDatabase(source, file);
  await registerTenant(t.app, landlord.user.apartmentId as string);

  const target = await emptyTarget();
  if (!target.databaseUrl) {
    // The restore lands in a database that already exists, as on a real server.
    const fresh = openDatabase({ dataDir: target.dataDir });
    await migrateToLatest(fresh.db);
    await fresh.close();
  }
  await restoreDatabase(target, file);
  const restored = openDatabase(target);
  cleanups.push(() => restored.close());
  expect(await fingerprint(restored)).toEqual(before);
});

async function currentUrl(database: Database): Promise<string> {
  const row = await sql<{ db: string }>`select current_database() as db`.execute(database.db);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${row.rows[0].db}`;
  return url.toString();
}

async function sqliteDir(database: Database): Promise<string> {
  const row = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
    database.db,
  );
  return path.dirname(row.rows[0].file);
}
