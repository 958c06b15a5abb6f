import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billFor, generate } from '../../../test/bills';
import { apiCaller, buildTestApp, registerLandlord, registerTenant, type TestApp } from '../../../test/helpers';

// docs/architecture.md §5 "Time": one clock, Nairobi's. From 00:00 to 03:00 in Nairobi, UTC is
// still on the day before; money recorded then belongs to the Nairobi day, everywhere.

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => t.close());

/** A landlord and a tenant who moved in early in 2025, so the year's bills are theirs. */
async function seed() {
  const LA = await registerLandlord(t.app);
  const TA1 = await registerTenant(t.app, LA.user.apartmentId as string, { dateMovedIn: '2025-01-01' });
  return { LA, TA1 };
}

/**
 * Only Date moves: timers, sockets and the database run as usual. The moments are in the past:
 * ids are UUIDv7, and once one is made at a future moment, every id after it in this thread is
 * later still, which would hide the next test file's new rows from windows read by id.
 */
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'] }).setSystemTime(new Date(iso));

describe("one clock, Nairobi's", () => {
  it('cash recorded at 01:30 on 1 December in Nairobi is December money on the payment, the receipt and the dashboard', async () => {
    const s = await seed();
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id, 'December', 2025);
    at('2025-11-30T22:30:00Z'); // 01:30 on 1 Dec in Nairobi, still 30 Nov in UTC
    const recorded = await api(s.LA, 'POST', '/payments', { tenancyId: bill.tenancyId, amount: 1000, method: 'cash' });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().payment.receivedAt).toBe('2025-12-01');

    const summary = (await api(s.LA, 'GET', '/dashboard/summary')).json();
    expect(summary.money).toMatchObject({ month: '2025-12', collected: 1000 });
  });

  it('a bill due on 1 December is not overdue at 01:30 that day in Nairobi, and is at 00:30 the next', async () => {
    const s = await seed();
    const made = await generate(t, s.LA.auth, { month: 'December', year: 2025, dueDate: '2025-12-01' });
    expect(made.statusCode).toBe(201);
    at('2025-11-30T22:30:00Z');
    expect((await api(s.TA1, 'GET', '/dashboard/summary')).json().overdueBills).toBe(0);
    at('2025-12-01T21:30:00Z'); // 00:30 on 2 Dec in Nairobi
    expect((await api(s.TA1, 'GET', '/dashboard/summary')).json().overdueBills).toBe(1);
  });
});
