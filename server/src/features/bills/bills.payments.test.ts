import type { Bill } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, confirmClaims, getList, pay, snapshot } from '../../../test/bills';
import { buildTestApp, registerTenant, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { statusSql } from '../ledger/bill-status';

describe('POST /api/bills/pay-cash and PUT /api/bills/:id', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  let bill: Bill;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    bill = await billFor(t, s.LA.auth, s.TA1.user.id);
  });
  afterAll(async () => t.close());

  it("a tenant's Pay Cash is a claim that changes nothing until the landlord confirms; the landlord's is a payment", async () => {
    const first = await pay(t, s.TA1.auth, bill._id, 5000.5);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Your payment was sent to your landlord. The bill changes once they confirm it.');
    expect(first.json().bill).toMatchObject({ status: 'Pending', remainingAmount: 15000, paymentHistory: [] });

    expect(await confirmClaims(t, s.LA.auth)).toBe(1);
    const [partial] = (await getList(t, s.TA1.auth, '/api/bills/me')).filter((b) => b._id === bill._id);
    expect(partial).toMatchObject({ status: 'Partial', amount: 15000, remainingAmount: 9999.5 });
    expect(partial.paymentHistory).toHaveLength(1);
    expect(partial.paymentHistory[0]).toMatchObject({ amount: 5000.5, method: 'Cash' });
    expect(partial.paymentDate).toBe(partial.paymentHistory[0].date);

    const unpaid = await getList(t, s.TA1.auth, '/api/bills/unpaid');
    expect(unpaid.map((b) => b._id)).toContain(bill._id);

    // The landlord's Pay Cash records money received: confirmed at once, on that bill.
    const rest = await pay(t, s.LA.auth, bill._id, 9999.5);
    expect(rest.statusCode).toBe(200);
    expect(rest.json().message).toBe('Payment successful!');
    expect(rest.json().bill).toMatchObject({ status: 'Paid', remainingAmount: 0 });
    expect((rest.json().bill as Bill).paymentHistory.map((p) => p.amount)).toEqual([5000.5, 9999.5]);

    const paid = await getList(t, s.TA1.auth, '/api/bills/paid');
    expect(paid.map((b) => b._id)).toEqual([bill._id]);
    expect((await getList(t, s.TA1.auth, '/api/bills/unpaid')).map((b) => b._id)).not.toContain(bill._id);
    const seen = (await getList(t, s.LA.auth, '/api/bills/paid')).find((b) => b._id === bill._id);
    expect(seen?.status).toBe('Paid');
  });

  it('a payment on a Paid bill is refused with 409 and stores nothing', async () => {
    const before = await snapshot(t);
    const res = await pay(t, s.TA1.auth, bill._id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already paid/);
    expect(await snapshot(t)).toBe(before);
  });

  it.each([
    ['over the remaining amount', 15000.01, 409],
    ['zero', 0, 400],
    ['negative', -100, 400],
    ['three decimals', 10.005, 400],
    ['a number as text "1e3"', '1e3', 400],
    ['an array', [5], 400],
    ['missing', undefined, 400],
  ])('refuses an amount %s', async (_name, amount, status) => {
    const fresh = await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const before = await snapshot(t);
    const res = await pay(t, s.TA1.auth, fresh._id, amount);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    expect(await snapshot(t)).toBe(before);
  });

  it('only the bill’s own tenant and landlord can pay it: other tenants and landlords get 404, anonymous 401', async () => {
    const target = await billFor(t, s.LA.auth, s.TA1.user.id, 'May');
    const before = await snapshot(t);
    expect((await pay(t, s.TA2.auth, target._id, 100)).statusCode).toBe(404);
    expect((await pay(t, s.TB1.auth, target._id, 100)).statusCode).toBe(404);
    expect((await pay(t, s.LB.auth, target._id, 100)).statusCode).toBe(404);
    expect((await pay(t, undefined, target._id, 100)).statusCode).toBe(401);
    expect((await pay(t, s.TA1.auth, 'not-an-id', 100)).statusCode).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });

  describe('editing', () => {
    const edit = (auth: { authorization: string }, id: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/bills/${id}`,
        headers: auth,
        payload: { amount: 16000, description: 'Rent and water', dueDate: '2026-06-10', ...body },
      });

    it('the landlord changes amount, description and due date', async () => {
      const target = await billFor(t, s.LA.auth, s.TA2.user.id, 'June');
      const res = await edit(s.LA.auth, target._id, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Bill updated successfully!');
      expect(res.json().bill).toMatchObject({
        amount: 16000,
        remainingAmount: 16000,
        description: 'Rent and water',
        dueDate: '2026-06-10',
        status: 'Pending',
      });
      const mine = await getList(t, s.TA2.auth, '/api/bills/me');
      expect(mine.find((b) => b._id === target._id)?.description).toBe('Rent and water');
    });

    it('going below what was paid turns the difference into credit, recorded; status follows the new amount', async () => {
      // A tenant with no other open charge: money goes to the oldest due first (docs/ledger.md).
      const tenant = await registerTenant(t.app, s.LA.user.apartmentId as string, { dateMovedIn: '2026-01-01' });
      const target = await billFor(t, s.LA.auth, tenant.user.id, 'July');
      expect((await pay(t, s.LA.auth, target._id, 6000)).statusCode).toBe(200);
      const low = await edit(s.LA.auth, target._id, { amount: 5999.99 });
      expect(low.statusCode).toBe(200);
      expect(low.json().bill).toMatchObject({ status: 'Paid', remainingAmount: 0 });
      // The 0.01 went back to credit: no other charge of the tenancy needs it.
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/audit?entity=bill&entityId=${target._id}`,
        headers: s.LA.auth,
      });
      expect(history.json()[0]).toMatchObject({ action: 'bill.edited', actor: { name: s.LA.user.name } });
      expect(history.json()[0].summary).toContain('KSH 15,000 → KSH 5,999.99 (KSH 6,000 had been paid)');

      // Raised again, the credit comes back to it.
      const exact = await edit(s.LA.auth, target._id, { amount: 6000 });
      expect(exact.json().bill).toMatchObject({ status: 'Paid', remainingAmount: 0 });
      const raised = await edit(s.LA.auth, target._id, { amount: 7000 });
      expect(raised.json().bill).toMatchObject({ status: 'Partial', remainingAmount: 1000 });
      const stored = await t.database.db
        .selectFrom('bills')
        .select(statusSql.as('status'))
        .where('id', '=', target._id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('Partial');
    });

    it('raising a paid bill says it reopened it', async () => {
      const tenant = await registerTenant(t.app, s.LA.user.apartmentId as string, { dateMovedIn: '2026-01-01' });
      const target = await billFor(t, s.LA.auth, tenant.user.id, 'September');
      expect((await pay(t, s.LA.auth, target._id, 15000)).statusCode).toBe(200);
      const raised = await edit(s.LA.auth, target._id, { amount: 16000 });
      expect(raised.json().bill).toMatchObject({ status: 'Partial', remainingAmount: 1000 });
      expect(raised.json().change).toBe('Amount KSH 15,000 → KSH 16,000. The bill was paid in full and is open again.');
    });

    it('others cannot edit (LB 404, tenants 403) and bad input is a 400', async () => {
      const target = await billFor(t, s.LA.auth, s.TA1.user.id, 'August');
      const before = await snapshot(t);
      expect((await edit(s.LB.auth, target._id, {})).statusCode).toBe(404);
      expect((await edit(s.TA1.auth, target._id, {})).statusCode).toBe(403);
      expect((await edit(s.TB1.auth, target._id, {})).statusCode).toBe(403);
      for (const body of [
        { amount: '16000' },
        { amount: 0 },
        { amount: 1.234 },
        { description: '   ' },
        { dueDate: '2026-13-01' },
        { dueDate: '' },
      ]) {
        const res = await edit(s.LA.auth, target._id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await snapshot(t)).toBe(before);
    });
  });
});
