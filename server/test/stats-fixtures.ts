import type { BillStatus, ComplaintStatus } from '@safestay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { newId, nowIso } from '../src/lib/ids';
import { insertPayments, paymentOn, tenancyOf } from './ledger-rows';

// Test-only rows written straight into the real database, so statistics can be checked
// without depending on the bills and complaints features' own routes.

/** The day the payments insertBill makes were received (the tenants' lastPayment). */
export const PAID_AT = '2001-02-03T00:00:00.000Z';

/**
 * A bill in the given status. Status derives from payments, so a Paid bill gets a payment of
 * its whole amount and a Partial one a payment of half; a Pending bill gets none.
 */
export async function insertBill(
  db: Kysely<DB>,
  row: { apartmentId: string; tenantId: string; status: BillStatus; dueDate: string; amountCents?: number },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  const amountCents = row.amountCents ?? 1_500_000;
  await db
    .insertInto('bills')
    .values({
      id,
      apartment_id: row.apartmentId,
      tenant_id: row.tenantId,
      tenancy_id: await tenancyOf(db, row.tenantId),
      description: `Bill ${id.slice(-6)}`,
      amount_cents: amountCents,
      due_date: row.dueDate,
      period_year: null,
      period_month: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (row.status !== 'Pending') {
    await insertPayment(db, {
      billId: id,
      apartmentId: row.apartmentId,
      tenantId: row.tenantId,
      paidAt: PAID_AT,
      amountCents: row.status === 'Paid' ? amountCents : Math.floor(amountCents / 2),
    });
  }
  return id;
}

/** A confirmed payment of the whole `amountCents` on one bill (with its allocation). */
export async function insertPayment(
  db: Kysely<DB>,
  row: { billId: string; apartmentId: string; tenantId: string; paidAt: string; amountCents?: number },
): Promise<void> {
  const bill = {
    id: row.billId,
    apartment_id: row.apartmentId,
    tenant_id: row.tenantId,
    tenancy_id: await tenancyOf(db, row.tenantId),
  };
  await insertPayments(db, [paymentOn(bill, row.amountCents ?? 500_000, row.paidAt)]);
}

export async function insertComplaint(
  db: Kysely<DB>,
  row: { apartmentId: string; tenantId: string; status: ComplaintStatus },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('complaints')
    .values({
      id: newId(),
      apartment_id: row.apartmentId,
      tenant_id: row.tenantId,
      title: 'Leaking tap',
      description: 'The kitchen tap leaks.',
      status: row.status,
      created_at: now,
      updated_at: now,
      resolved_at: row.status === 'Resolved' ? now : null,
    })
    .execute();
}

export const PAST = '2000-01-01';
export const FUTURE = '2999-12-31';
