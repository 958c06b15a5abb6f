import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'safestay-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// What `npm run seed:demo` runs (tsx), in one process: not npx, then tsx's CLI, then its child.
const seed = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/src/scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '4321' },
    encoding: 'utf8',
  });

// Each test runs the script as its own process, which loads the whole server: a ceiling for a busy host.
describe('npm run seed:demo', { timeout: 90_000 }, () => {
  it('builds a lived-in building and says how to sign in', () => {
    const run = seed();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('http://localhost:4321/login with password "safestay-demo"');
    expect(run.stdout).toContain('landlord@demo.safestay');
    const db = new SQLite(path.join(dataDir, 'safestay.db'), { readonly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    try {
      // Twelve living in their houses, and one join request waiting for the landlord.
      expect(count(`select count(*) n from users where role = 'Tenant'`)).toBe(13);
      expect(count(`select count(*) n from tenancies where status = 'active' and unit_id is not null`)).toBe(12);
      expect(count(`select count(*) n from tenancies where status = 'pending'`)).toBe(1);
      expect(count('select count(*) n from units')).toBe(12);
      // Four months of rent for twelve, a water charge and a voided one.
      expect(count(`select count(*) n from bills where kind = 'rent'`)).toBe(48);
      expect(count(`select count(*) n from bills where kind = 'water' and voided_at is not null`)).toBe(1);
      // full, partial and missing payments
      const paid = `(select coalesce(sum(amount_cents), 0) from allocations a where a.bill_id = b.id)`;
      expect(count(`select count(*) n from bills b where ${paid} >= b.amount_cents`)).toBeGreaterThan(30);
      expect(count(`select count(*) n from bills b where ${paid} > 0 and ${paid} < b.amount_cents`)).toBe(3);
      expect(count(`select count(*) n from bills b where ${paid} = 0`)).toBeGreaterThan(2);
      // Claims waiting for the landlord, and one turned down with a reason.
      expect(count(`select count(*) n from payments where status = 'pending'`)).toBe(2);
      expect(count(`select count(*) n from payments where status = 'rejected' and reason is not null`)).toBe(1);
      for (const status of ['Pending', 'In Progress', 'Resolved']) {
        expect(count(`select count(*) n from complaints where status = '${status}'`)).toBe(2);
      }
      expect(count('select count(*) n from complaint_notes')).toBeGreaterThan(0);
      expect(count('select count(*) n from rules')).toBe(6);
      expect(count('select count(*) n from messages')).toBe(10);
    } finally {
      db.close();
    }
  });

  it('run again, it leaves the building alone and still prints the sign-in', () => {
    const run = seed();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('already here');
    expect(run.stdout).toContain('tenant12@demo.safestay');
  });
});
