import type { Tenant } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  insertActiveTenancies,
  registerLandlord,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { insertPayments, paymentOn } from '../../../test/ledger-rows';
import { newId, nowIso } from '../../lib/ids';

const TENANTS = 1_000;
const BILLS_PER_TENANT = 24;

// Statistics stay correct (and, in the bench, fast) with 1,000 tenants and 24,000 bills (one GROUP BY per table).
describe('GET /api/users/tenants at scale', () => {
  let t: TestApp;
  let landlord: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    const db = t.database.db;
    const now = nowIso();
    const tenantIds = Array.from({ length: TENANTS }, () => newId());
    for (let i = 0; i < TENANTS; i += 500) {
      await db
        .insertInto('users')
        .values(
          tenantIds.slice(i, i + 500).map((id, k) => ({
            id,
            name: `Scale Tenant ${String(i + k).padStart(4, '0')}`,
            email: `scale-${id}@example.com`,
            password_hash: 'x',
            role: 'Tenant' as const,
            apartment_id: apartmentId,
            national_id: `S${id.slice(-12)}`,
            id_number: `S${id.slice(-12)}`,
            primary_phone: '+254700000009',
            secondary_phone: null,
            building_name: null,
            date_moved_in: '2024-01-01',
            token_version: 0,
            created_at: now,
          })),
        )
        .execute();
    }
    const tenancies = await insertActiveTenancies(db, apartmentId, tenantIds);
    const bills = tenantIds.flatMap((tenantId, n) =>
      Array.from({ length: BILLS_PER_TENANT }, (_, m) => ({
        id: newId(),
        apartment_id: apartmentId,
        tenant_id: tenantId,
        tenancy_id: tenancies.get(tenantId) as string,
        description: 'Rent',
        amount_cents: 1_500_000,
        due_date: m < BILLS_PER_TENANT - 1 || n % 10 === 0 ? '2024-01-05' : '2999-01-05',
        period_year: 2024 + Math.floor(m / 12),
        period_month: (m % 12) + 1,
        created_at: now,
        updated_at: now,
      })),
    );
    for (let i = 0; i < bills.length; i += 1_000) {
      await db
        .insertInto('bills')
        .values(bills.slice(i, i + 1_000))
        .execute();
    }
    // Every tenant's newest bill is unpaid (every 10th tenant's is overdue); the rest are paid.
    const payments = bills
      .filter((_, i) => i % BILLS_PER_TENANT < BILLS_PER_TENANT - 1)
      .map((b) => paymentOn(b, b.amount_cents, now));
    await insertPayments(db, payments);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  // How fast is measured by `npm run bench`, never here: a timed assertion flakes on a busy machine.
  it('returns every tenant with correct statistics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/tenants', headers: landlord.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Tenant[];
    expect(list).toHaveLength(TENANTS);
    expect(list.every((x) => x.stats.totalBills === BILLS_PER_TENANT && x.stats.pendingBills === 1)).toBe(true);
    expect(list.filter((x) => x.stats.paymentStatus === 'late')).toHaveLength(TENANTS / 10);
    expect(list.filter((x) => x.stats.paymentStatus === 'pending')).toHaveLength(TENANTS - TENANTS / 10);
  });
});
