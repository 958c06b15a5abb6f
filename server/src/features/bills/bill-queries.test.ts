import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import type { Caller } from '../../lib/caller';
import { listBills } from './bill-queries';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('what a list of bills still owes', () => {
  it("counts one month's own charges, not every payment of the building", async () => {
    const s = await seedTwoApartments(t.app);
    // March and April for both tenants of A: TA1 pays March in full and 4,000 of April.
    const march = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
    const april = await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const [marchTA2, aprilTA2] = [
      await billFor(t, s.LA.auth, s.TA2.user.id, 'March'),
      await billFor(t, s.LA.auth, s.TA2.user.id, 'April'),
    ];
    expect((await pay(t, s.LA.auth, march._id, march.amount)).statusCode).toBe(200);
    expect((await pay(t, s.LA.auth, april._id, 4000)).statusCode).toBe(200);
    const landlord: Caller = {
      userId: s.LA.user.id,
      role: 'Landlord',
      apartmentId: s.LA.user.apartmentId as string,
      name: s.LA.user.name,
      sessionId: 'test',
      tenancy: null,
    };
    const owed = async (month: number) =>
      (await listBills(t.database.db, landlord, { filter: 'all', period: { year: 2026, month } }, { limit: 10 }))
        .outstandingCents;
    const cents = (kes: number) => Math.round(kes * 100);
    expect(await owed(3)).toBe(cents(marchTA2.amount));
    expect(await owed(4)).toBe(cents(april.amount - 4000 + aprilTA2.amount));
  });
});
