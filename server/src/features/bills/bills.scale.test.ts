import type { Bill } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  insertActiveTenancies,
  registerTenant,
  seedTwoApartments,
  type TestApp,
} from '../../../test/helpers';
import { insertPayments, paymentOn, tenancyOf } from '../../../test/ledger-rows';
import { newId, nowIso } from '../../lib/ids';

// A large landlord: 200 tenants x 120 months = 24,000 bills, a third of them with a payment.
const TENANTS = 200;
const MONTHS = 120;

describe('bill lists at scale', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    const apartmentId = s.LA.user.apartmentId as string;
    const tenantIds = [s.TA1.user.id];
    const rows = await Promise.all(
      Array.from({ length: TENANTS - 1 }, (_, i) =>
        t.database.db
          .insertInto('users')
          .values({
            id: newId(),
            name: `Bulk tenant ${i}`,
            email: `bulk-${i}-${apartmentId}@example.com`,
            password_hash: 'x',
            role: 'Tenant',
            apartment_id: apartmentId,
            national_id: `B${i}-${apartmentId.slice(-8)}`,
            id_number: `B${i}-${apartmentId.slice(-8)}`,
            primary_phone: '+254700000000',
            secondary_phone: null,
            building_name: null,
            date_moved_in: null,
            token_version: 0,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    tenantIds.push(...rows.map((r) => r.id));
    const tenancies = await insertActiveTenancies(t.database.db, apartmentId, tenantIds.slice(1));
    tenancies.set(s.TA1.user.id, await tenancyOf(t.database.db, s.TA1.user.id));
    const now = nowIso();
    const bills = [];
    const payments = [];
    for (const tenantId of tenantIds) {
      for (let m = 0; m < MONTHS; m += 1) {
        const id = newId();
        const paid = m % 3 === 0;
        const bill = {
          id,
          apartment_id: apartmentId,
          tenant_id: tenantId,
          tenancy_id: tenancies.get(tenantId) as string,
          description: `Rent ${m}`,
          amount_cents: 1_500_000,
          due_date: `${2016 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-05`,
          period_year: 2016 + Math.floor(m / 12),
          period_month: (m % 12) + 1,
          created_at: now,
          updated_at: now,
        };
        bills.push(bill);
        if (paid) payments.push(paymentOn(bill, 1_500_000, now));
      }
    }
    for (let i = 0; i < bills.length; i += 1000) {
      await t.database.db
        .insertInto('bills')
        .values(bills.slice(i, i + 1000))
        .execute();
    }
    await insertPayments(t.database.db, payments);
    // Another apartment's tenant, to check scoping holds at this size.
    await registerTenant(t.app, s.LB.user.apartmentId as string);
  }, 120_000);
  afterAll(async () => t.close());

  // How fast is measured by `npm run bench`, never here: a timed assertion flakes on a busy machine.
  it('lists 24,000 bills with their payments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/apartment', headers: s.LA.auth });
    expect(res.statusCode).toBe(200);
    const bills = res.json() as Bill[];
    expect(bills).toHaveLength(TENANTS * MONTHS);
    const paid = bills.filter((b) => b.status === 'Paid');
    expect(paid).toHaveLength(TENANTS * Math.ceil(MONTHS / 3));
    expect(paid.every((b) => b.paymentHistory.length === 1 && b.remainingAmount === 0)).toBe(true);
  });

  it('a tenant of that apartment still gets only their own bills', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bills/unpaid', headers: s.TA1.auth });
    const bills = res.json() as Bill[];
    expect(bills).toHaveLength(MONTHS - Math.ceil(MONTHS / 3));
    expect(bills.every((b) => b.tenant._id === s.TA1.user.id)).toBe(true);
  });
});
