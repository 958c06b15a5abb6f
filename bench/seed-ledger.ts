import type { Kysely } from 'kysely';
import { insertMany } from '../server/src/db/insert-many';
import type { DB } from '../server/src/db/schema';
import { newId, nowIso } from '../server/src/lib/ids';
import { paymentOn } from '../server/test/ledger-rows';

/** Years of history the first tenant gets before the seeded months (their statement then spans five years). */
const HISTORY_MONTHS = 36;

/**
 * The ledger of the bench apartment: the first tenant's three earlier years of rent, then payments
 * on every bill (two thirds paid in full, one in six a third, the rest nothing), each a confirmed
 * payment with its allocation and a receipt number, as the app would have written them.
 */
export async function seedLedger(db: Kysely<DB>, apartmentId: string, firstTenantId: string) {
  const tenancy = await db
    .selectFrom('tenancies')
    .select(['id', 'rent_cents'])
    .where('tenant_id', '=', firstTenantId)
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const history = Array.from({ length: HISTORY_MONTHS }, (_, m) => {
    const year = 2020 + Math.floor(m / 12);
    const month = (m % 12) + 1;
    return {
      id: newId(),
      apartment_id: apartmentId,
      tenant_id: firstTenantId,
      tenancy_id: tenancy.id,
      kind: 'rent',
      description: `Rent for month ${month} of ${year}`,
      amount_cents: Number(tenancy.rent_cents),
      due_date: `${year}-${String(month).padStart(2, '0')}-05`,
      period_year: year,
      period_month: month,
      created_at: now,
      updated_at: now,
    };
  });
  await insertMany(db, 'bills', history);

  const bills = await db
    .selectFrom('bills')
    .select(['id', 'tenant_id', 'tenancy_id', 'apartment_id', 'amount_cents', 'due_date'])
    .where('apartment_id', '=', apartmentId)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  const made: ReturnType<typeof paymentOn>[] = [];
  bills.forEach((b, i) => {
    const kind = i % 6;
    if (kind >= 4) return; // Pending
    const cents = kind === 3 ? Math.floor(Number(b.amount_cents) / 3) : Number(b.amount_cents);
    made.push(paymentOn(b, cents, `${b.due_date}T09:00:00.000Z`, made.length + 1));
  });
  await insertMany(
    db,
    'payments',
    made.map((m) => m.payment),
  );
  await insertMany(
    db,
    'allocations',
    made.map((m) => m.allocation),
  );
  await db.updateTable('apartments').set({ receipts_issued: made.length }).where('id', '=', apartmentId).execute();
  const tenancyIds = (
    await db
      .selectFrom('tenancies')
      .select('id')
      .where('apartment_id', '=', apartmentId)
      .where('status', '=', 'active')
      .execute()
  ).map((r) => r.id);
  return { bills: bills.length, payments: made.length, tenancyIds };
}
