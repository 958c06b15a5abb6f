import { fromNairobi } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { runRetention, yearsBefore } from './retention';

let t: TestApp;
const call = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000 });
});
afterAll(async () => t.close());

/** A tenant who moved out on `moveOut` (written straight into the row: the API records today's move-outs only). */
async function formerTenant(landlord: Session, moveIn: string, moveOut: string) {
  const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, { dateMovedIn: moveIn });
  await t.database.db
    .updateTable('tenancies')
    .set({ status: 'ended', move_in_date: moveIn, move_out_date: moveOut })
    .where('tenant_id', '=', tenant.user.id)
    .execute();
  return tenant;
}

const usersRows = () => t.database.db.selectFrom('users').selectAll().orderBy('id').execute();

describe('the retention run', () => {
  it('pseudonymises only tenants who moved out more than RETENTION_YEARS ago; a second run changes nothing', async () => {
    const landlord = await registerLandlord(t.app);
    // Today is 28 Nov 2026 in Nairobi for this run; seven years before is 28 Nov 2019.
    const now = fromNairobi(2026, 11, 28, 3);
    const long = await formerTenant(landlord, '2015-01-01', '2019-11-27');
    const onTheDay = await formerTenant(landlord, '2015-01-01', '2019-11-28');
    const recent = await formerTenant(landlord, '2018-01-01', '2021-06-30');
    const living = await registerTenant(t.app, landlord.user.apartmentId as string, { dateMovedIn: '2010-01-01' });

    await runRetention(t.database.db, 7, now);

    const names = new Map((await usersRows()).map((u) => [u.id, u]));
    expect(names.get(long.user.id)).toMatchObject({
      name: expect.stringMatching(/^Former tenant T-/),
      primary_phone: '',
    });
    expect(names.get(long.user.id)?.email).not.toBe(long.user.email);
    expect(names.get(long.user.id)?.erased_at).not.toBeNull();
    for (const kept of [onTheDay, recent, living]) {
      expect(names.get(kept.user.id)).toMatchObject({ name: kept.user.name, email: kept.user.email, erased_at: null });
    }
    // The erased person's token is dead; the landlord's records name the pseudonym.
    expect((await call(long, 'GET', '/auth/me')).statusCode).toBe(401);
    const ended = (await call(landlord, 'GET', '/tenancies?status=ended')).json() as { tenant: { name: string } }[];
    expect(ended.map((x) => x.tenant.name)).toContain(names.get(long.user.id)?.name);

    const before = await usersRows();
    await runRetention(t.database.db, 7, now);
    expect(await usersRows()).toEqual(before);
    // The next day the one who moved out on the day is due; the others still are not.
    await runRetention(t.database.db, 7, fromNairobi(2026, 11, 29, 3));
    const after = new Map((await usersRows()).map((u) => [u.id, u]));
    expect(after.get(onTheDay.user.id)?.erased_at).not.toBeNull();
    expect(after.get(long.user.id)).toEqual(names.get(long.user.id));
    expect(after.get(recent.user.id)?.erased_at).toBeNull();
    expect(after.get(living.user.id)?.erased_at).toBeNull();
  });

  it('two processes running it at once erase each person once', async () => {
    const landlord = await registerLandlord(t.app);
    const gone = await formerTenant(landlord, '2012-01-01', '2015-03-31');
    const now = fromNairobi(2026, 12, 1, 3);
    await Promise.all([runRetention(t.database.db, 7, now), runRetention(t.database.db, 7, now)]);
    const row = await t.database.db
      .selectFrom('users')
      .select(['name', 'erased_at'])
      .where('id', '=', gone.user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toMatch(/^Former tenant T-/);
    const runs = await t.database.db.selectFrom('scheduled_runs').selectAll().where('name', '=', 'retention').execute();
    expect(runs.filter((r) => r.run_key === '2026-12-01')).toMatchObject([{ status: 'done' }]);
  });

  it('counts years by the calendar', () => {
    expect(yearsBefore('2026-11-28', 7)).toBe('2019-11-28');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
  });
});
