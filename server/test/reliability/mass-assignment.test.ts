/**
 * docs/reliability.md §7: a tenant sending `status`, `amount`, `tenantId`, `apartmentId` (and ids) to the
 * routes a tenant may write changes nothing it may not change — checked in the stored rows. Numbers
 * sent as strings or arrays are refused.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusSql } from '../../src/features/ledger/bill-status';
import { buildReliabilityApp, figure, snapshot } from './support';
import { call, seedWorld, type World } from './world';

let t: Awaited<ReturnType<typeof buildReliabilityApp>>;
let w: World;

beforeAll(async () => {
  t = await buildReliabilityApp();
  w = await seedWorld(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('mass assignment by a tenant', () => {
  it('a complaint is stored as the caller’s, Pending, in the caller’s apartment, whatever the body says', async () => {
    const res = await call(t.app, w.TA1, 'POST', '/api/complaints', {
      title: 'Mass',
      description: 'assignment',
      status: 'Resolved',
      tenantId: w.TA2.user.id,
      tenant_id: w.TA2.user.id,
      apartmentId: w.LB.user.apartmentId,
      apartment_id: w.LB.user.apartmentId,
      id: '00000000-0000-7000-8000-000000000000',
      _id: '00000000-0000-7000-8000-000000000000',
      createdAt: '2000-01-01',
      resolvedAt: '2000-01-02',
      landlordNotes: [{ note: 'forged' }],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().complaint._id as string;
    const row = await t.database.db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.id).not.toBe('00000000-0000-7000-8000-000000000000');
    expect(row.tenant_id).toBe(w.TA1.user.id);
    expect(row.apartment_id).toBe(w.LA.user.apartmentId);
    expect(row.status).toBe('Pending');
    expect(row.resolved_at).toBeNull();
    expect(row.created_at.startsWith('2000')).toBe(false);
    const notes = await t.database.db
      .selectFrom('complaint_notes')
      .selectAll()
      .where('complaint_id', '=', id)
      .execute();
    expect(notes).toEqual([]);
  });

  it('a cash claim lands on the caller’s own bill with the caller as payer; status, ids and dates are not taken', async () => {
    const billId = w.objects.TA1.unpaidBill;
    const statusBefore = await t.database.db
      .selectFrom('bills')
      .select(statusSql.as('status'))
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, w.TA1, 'POST', '/api/bills/pay-cash', {
      billId,
      amount: 10,
      status: 'confirmed',
      tenantId: w.TA2.user.id,
      apartmentId: w.LB.user.apartmentId,
      method: 'mpesa',
      paidAt: '2000-01-01',
      receivedAt: '2000-01-01',
      receiptNumber: 1,
      remainingAmount: 0,
    });
    expect(res.statusCode).toBe(200);
    // A tenant's word changes no bill: the claim waits for the landlord.
    const bill = await t.database.db
      .selectFrom('bills')
      .select(['tenant_id', statusSql.as('status')])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(bill.status).toBe(statusBefore.status);
    expect(bill.tenant_id).toBe(w.TA1.user.id);
    const payments = await t.database.db.selectFrom('payments').selectAll().where('bill_id', '=', billId).execute();
    const claim = payments.find((p) => p.status === 'pending');
    expect(claim).toBeDefined();
    expect(claim?.tenant_id).toBe(w.TA1.user.id);
    expect(claim?.apartment_id).toBe(w.LA.user.apartmentId);
    expect(Number(claim?.amount_cents)).toBe(1000);
    expect(claim?.method).toBe('cash');
    expect(claim?.receipt_number).toBeNull();
    expect(claim?.received_at.startsWith('2000')).toBe(false);
  });

  it('refuses numbers sent as strings, arrays or objects, and changes nothing', async () => {
    const before = await snapshot(t.database);
    let refused = 0;
    for (const amount of ['1e3', '5', ['5'], [5], { value: 5 }, '10.00', true, null]) {
      const res = await call(t.app, w.TA1, 'POST', '/api/bills/pay-cash', { billId: w.objects.TA1.unpaidBill, amount });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      refused += 1;
    }
    for (const year of ['2030', '2e3', [2030]]) {
      const res = await call(t.app, w.LA, 'POST', '/api/bills/generate-monthly', {
        month: 'May',
        year,
        dueDate: '2030-05-05',
      });
      expect(res.statusCode, JSON.stringify(year)).toBe(400);
      refused += 1;
    }
    for (const amount of ['15000', ['15000']]) {
      const res = await call(t.app, w.LA, 'PUT', `/api/bills/${w.objects.TA1.unpaidBill}`, {
        amount,
        description: 'Rent',
        dueDate: '2026-01-05',
      });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
      refused += 1;
    }
    expect((await snapshot(t.database)).hash).toBe(before.hash);
    figure('numbers-as-strings refused', refused);
  });
});
