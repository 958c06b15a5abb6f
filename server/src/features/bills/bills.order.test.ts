import { addDays, type Bill, nairobiToday } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, getList } from '../../../test/bills';
import { apiCaller, buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => t.close());

describe("a tenant's bills, what to pay first on top", () => {
  it('lists overdue first (oldest first), then due soon, then paid, then voided', async () => {
    const jan = await billFor(t, s.LA.auth, s.TA1.user.id, 'January');
    const feb = await billFor(t, s.LA.auth, s.TA1.user.id, 'February');
    const march = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
    const charge = async (description: string, dueDate: string) => {
      const res = await api(s.LA, 'POST', '/bills', {
        tenancyId: jan.tenancyId,
        kind: 'water',
        description,
        amount: 500,
        dueDate,
      });
      expect(res.statusCode).toBe(201);
      return res.json().bill as Bill;
    };
    const today = nairobiToday();
    const later = await charge('Water, next month', addDays(today, 20));
    const soon = await charge('Water, this week', addDays(today, 3));
    const voided = await charge('Water, entered twice', addDays(today, 3));
    expect((await api(s.LA, 'POST', `/bills/${voided._id}/void`, { reason: 'Entered twice' })).statusCode).toBe(200);
    // Pays January (oldest due first): January is paid, February and March stay overdue.
    await api(s.LA, 'POST', '/payments', { tenancyId: jan.tenancyId, amount: 15000, method: 'cash' });

    const mine = await getList(t, s.TA1.auth, '/api/bills/me');
    expect(mine.map((b) => b._id)).toEqual([feb._id, march._id, soon._id, later._id, jan._id, voided._id]);
    expect(mine.map((b) => b.overdue)).toEqual([true, true, false, false, false, false]);
  });
});
