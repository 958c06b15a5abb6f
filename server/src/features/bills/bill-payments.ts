import type { Bill, ZPayCashRequest, ZUpdateBillRequest } from '@safestay/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { formatCents, toCents } from '../../lib/money';
import { BILL_NOT_FOUND, getBill } from './bill-queries';
import { statusFor } from './bill-status';

type BillsDeps = Pick<AppDeps, 'db' | 'dialect'>;

/** The bill row and what was paid on it, locked on PostgreSQL so payments and edits of one bill queue. */
async function lockBill(trx: Transaction<DB>, deps: BillsDeps, caller: Caller, billId: string) {
  let q = trx
    .selectFrom('bills')
    .select(['id', 'tenant_id', 'amount_cents'])
    .where('id', '=', billId)
    .where('apartment_id', '=', caller.apartmentId);
  if (caller.role === 'Tenant') q = q.where('tenant_id', '=', caller.userId);
  if (deps.dialect === 'postgres') q = q.forUpdate();
  const bill = await q.executeTakeFirst();
  if (!bill) throw notFound(BILL_NOT_FOUND);
  const paid = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('paid'))
    .where('bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  return { ...bill, amountCents: Number(bill.amount_cents), paidCents: Number(paid.paid) };
}

/** docs/product.md §4 Pay Cash: only the bill's tenant, never more than what is left. */
export async function recordCashPayment(
  deps: BillsDeps,
  caller: Caller,
  input: z.output<typeof ZPayCashRequest>,
): Promise<Bill> {
  const amountCents = toCents(input.amount);
  await deps.db.transaction().execute(async (trx) => {
    const bill = await lockBill(trx, deps, caller, input.billId);
    const remaining = bill.amountCents - bill.paidCents;
    if (remaining <= 0) throw conflict('This bill is already paid.');
    if (amountCents > remaining) {
      throw conflict(`The payment is more than the remaining amount (${formatCents(remaining)}).`);
    }
    const now = nowIso();
    await trx
      .insertInto('payments')
      .values({
        id: newId(),
        bill_id: bill.id,
        tenant_id: bill.tenant_id,
        apartment_id: caller.apartmentId,
        amount_cents: amountCents,
        method: 'Cash',
        paid_at: now,
      })
      .execute();
    await trx.updateTable('bills').set({ updated_at: now }).where('id', '=', bill.id).execute();
  });
  return getBill(deps.db, caller, input.billId);
}

/**
 * Landlord edit (docs/product.md §3): the amount may not drop below what was paid. The answer
 * says what changed, so the screen can tell the landlord that a raise reopened a Paid bill.
 */
export async function updateBill(
  deps: BillsDeps,
  caller: Caller,
  billId: string,
  input: z.output<typeof ZUpdateBillRequest>,
) {
  const amountCents = toCents(input.amount);
  const change = await deps.db.transaction().execute(async (trx) => {
    const bill = await lockBill(trx, deps, caller, billId);
    if (amountCents < bill.paidCents) {
      throw conflict(`The amount cannot be less than what has already been paid (${formatCents(bill.paidCents)}).`);
    }
    await trx
      .updateTable('bills')
      .set({ amount_cents: amountCents, description: input.description, due_date: input.dueDate, updated_at: nowIso() })
      .where('id', '=', bill.id)
      .execute();
    return {
      fromStatus: statusFor(bill.amountCents, bill.paidCents),
      toStatus: statusFor(amountCents, bill.paidCents),
      fromAmountCents: bill.amountCents,
    };
  });
  return { bill: await getBill(deps.db, caller, billId), ...change };
}
