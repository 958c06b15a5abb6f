import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { newId } from '../src/lib/ids';

// Ledger rows written straight into the database, for tests that need many bills and payments
// (or a given status) without going through the routes. They keep the ledger's invariants: a
// payment is confirmed, carries a receipt number, and its allocation never exceeds its bill.

interface BillLike {
  id: string;
  apartment_id: string;
  tenant_id: string;
  tenancy_id: string;
}

/** A confirmed payment of `cents` on `bill`, with its one allocation, received at `at`. */
export function paymentOn(bill: BillLike, cents: number, at: string, receiptNumber: number | null = null) {
  const id = newId();
  return {
    payment: {
      id,
      apartment_id: bill.apartment_id,
      tenancy_id: bill.tenancy_id,
      tenant_id: bill.tenant_id,
      bill_id: bill.id,
      amount_cents: cents,
      method: 'cash' as const,
      reference: null,
      received_at: at.slice(0, 10),
      status: 'confirmed' as const,
      receipt_number: receiptNumber,
      recorded_by: bill.tenant_id,
      created_at: at,
    },
    allocation: {
      id: newId(),
      payment_id: id,
      bill_id: bill.id,
      tenancy_id: bill.tenancy_id,
      tenant_id: bill.tenant_id,
      apartment_id: bill.apartment_id,
      amount_cents: cents,
      created_at: at,
    },
  };
}

/** Inserts payments made by `paymentOn` (payments first, then their allocations), in chunks. */
export async function insertPayments(db: Kysely<DB>, made: ReturnType<typeof paymentOn>[]): Promise<void> {
  for (let i = 0; i < made.length; i += 500) {
    const chunk = made.slice(i, i + 500);
    await db
      .insertInto('payments')
      .values(chunk.map((m) => m.payment))
      .execute();
    await db
      .insertInto('allocations')
      .values(chunk.map((m) => m.allocation))
      .execute();
  }
}

/** The latest tenancy of a tenant (the one a bill of theirs belongs to). */
export async function tenancyOf(db: Kysely<DB>, tenantId: string): Promise<string> {
  const row = await db
    .selectFrom('tenancies')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}
