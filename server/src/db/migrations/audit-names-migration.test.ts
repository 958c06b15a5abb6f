import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import { apiCaller, buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { migrationRunner } from '../database';
import { migrations } from './index';

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const MIGRATION = '0028-data-rights';
type Entry = { actor: { name: string }; summary: string };

describe('migration 0028 (the activity log names people by id)', () => {
  it('takes the copied names out of the entries already there; the log reads the same', async () => {
    const s = await seedTwoApartments(t.app);
    const db = t.database.db;
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id);
    await pay(t, s.LA.auth, bill._id, bill.amount);
    const [tenancy] = (await api(s.LA, 'GET', '/tenancies?status=active')).json();
    await api(s.LA, 'POST', '/bills', {
      tenancyId: tenancy._id,
      kind: 'other',
      description: 'Key {tenant} {{copy}}',
      amount: 300,
      dueDate: '2026-03-10',
    });
    const read = async () => (await api(s.LA, 'GET', '/audit')).json() as Entry[];
    const before = await read();
    expect(before.map((e) => e.actor.name)).toEqual(before.map(() => s.LA.user.name));
    expect(before.some((e) => e.summary.includes('Key {tenant} {{copy}}'))).toBe(true);

    // As SafeStay wrote entries before: names copied in.
    const migrator = migrationRunner(db);
    const names = Object.keys(migrations).sort();
    expect((await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1])).error).toBeUndefined();
    const old = await sql<{
      actor_name: string;
      summary: string;
    }>`select actor_name, summary from audit_events`.execute(db);
    expect(old.rows.every((r) => r.actor_name === s.LA.user.name)).toBe(true);
    expect(old.rows.filter((r) => r.summary.includes(s.TA1.user.name)).length).toBeGreaterThanOrEqual(3);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const stored = await db.selectFrom('audit_events').select(['actor_name', 'summary']).execute();
    expect(stored.every((r) => r.actor_name === '')).toBe(true);
    expect(stored.some((r) => r.summary.includes(s.TA1.user.name) || r.summary.includes(s.TA2.user.name))).toBe(false);
    expect(await read()).toEqual(before);
    // Still append-only.
    await expect(sql`update audit_events set summary = 'x'`.execute(db)).rejects.toThrow(/append-only/);
  });
});
