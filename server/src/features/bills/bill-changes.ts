import {
  type ChargeKind,
  ERR_MSG,
  ERROR_CODE,
  LEDGER_MSG,
  type ZCreateChargeRequest,
  type ZPayCashRequest,
  type ZUpdateBillRequest,
} from '@safestay/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { insertMany } from '../../db/insert-many';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type InCents, toKes } from '../../lib/money';
import { audit, auditSummary } from '../activity/audit';
import { ledgerTransaction } from '../ledger/announce';
import { paidCents as paidOnBill, statusFor } from '../ledger/bill-status';
import { type LockedTenancy, lockTenancy, lockTenancyOf, settle, settleMany } from '../ledger/ledger';
import { notifyNewBills } from '../notifications/news';
import { createPayment } from '../payments/payments.service';

type BillsDeps = Pick<AppDeps, 'db' | 'dialect' | 'ledgerNews'>;

/**
 * The bill with its tenancy locked (every ledger change locks the tenancy first, docs/ledger.md)
 * and what its confirmed payments have put on it, for the landlord's void and edit.
 */
async function lockBill(trx: Transaction<DB>, deps: Pick<AppDeps, 'dialect'>, caller: Caller, billId: string) {
  const tenancy = await lockTenancyOf(trx, deps.dialect, caller.apartmentId, {
    table: 'bills',
    id: billId,
    missing: ERR_MSG.billNotFound,
  });
  const { paid, ...bill } = await trx
    .selectFrom('bills')
    .selectAll()
    .select(paidOnBill.as('paid'))
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();
  return { tenancy, bill, amountCents: Number(bill.amount_cents), paidCents: Number(paid) };
}

/**
 * docs/product.md §4 Pay Cash, as the ledger reads it: from the tenant, a claim for that bill that
 * changes nothing until the landlord confirms (never more than is left, as before); from the
 * landlord, a confirmed cash payment laid on that bill first. Returns the message to show.
 */
export async function payCash(deps: BillsDeps, caller: Caller, input: InCents<z.output<typeof ZPayCashRequest>>) {
  // One read, no lock: a tenant's claim changes no bill, and a landlord's payment locks in createPayment.
  const bill = await deps.db
    .selectFrom('bills')
    .select(['tenancy_id', 'amount_cents', 'voided_at', paidOnBill.as('paid')])
    .where('id', '=', input.billId)
    .where('apartment_id', '=', caller.apartmentId)
    .$if(caller.role === 'Tenant', (q) => q.where('tenant_id', '=', caller.userId))
    .executeTakeFirst();
  if (!bill) throw notFound(ERR_MSG.billNotFound);
  if (caller.role === 'Tenant') {
    const remaining = bill.voided_at ? 0 : Number(bill.amount_cents) - Number(bill.paid);
    if (remaining <= 0) throw conflict(ERR_MSG.billAlreadyPaid, ERROR_CODE.billPaid);
    if (input.amountCents > remaining) {
      throw conflict(ERR_MSG.moreThanRemaining(toKes(remaining)), ERROR_CODE.overRemaining);
    }
  }
  await createPayment(deps, caller, {
    tenancyId: bill.tenancy_id,
    amountCents: input.amountCents,
    method: 'cash',
    reference: undefined,
    billId: input.billId,
  });
  return caller.role === 'Tenant' ? LEDGER_MSG.payCashClaimed : undefined;
}

/** POST /bills: a one-off charge (water, deposit, …) for one tenancy; credit pays it at once. */
export async function createCharge(
  deps: BillsDeps,
  caller: Caller,
  input: InCents<z.output<typeof ZCreateChargeRequest>>,
) {
  return ledgerTransaction(deps, 'charge', async (trx) => {
    const tenancy = await lockTenancy(trx, deps.dialect, caller.apartmentId, input.tenancyId);
    return addCharge(trx, caller, tenancy, input);
  });
}

/**
 * A charge on a tenancy locked in the caller's ledger transaction: credit pays it at once, the
 * activity log says who charged what, and its tenant is told. The one way a charge is made by
 * hand or by a meter reading (features/meters); `addCharges` is the same for many at once.
 */
export async function addCharge(
  trx: Transaction<DB>,
  caller: Caller,
  tenancy: LockedTenancy,
  charge: NewCharge,
): Promise<string> {
  return (await addCharges(trx, caller, [{ tenancy, ...charge }]))[0] as string;
}

type NewCharge = { kind: ChargeKind; description: string; amountCents: number; dueDate: string };

/**
 * `addCharge` for many charges at once (a meter round), row for row the same: the bills in the
 * order given (their ids rise in that order, so charges due the same day are paid in it), one
 * settle of their tenancies, an activity entry each, and each charge its own news, as one by one.
 * Settling once after all the inserts lays credit exactly as settling after each would: payments
 * in the order the money came, each on the open charges oldest due first. Returns the bills' ids.
 */
export async function addCharges(
  trx: Transaction<DB>,
  caller: Caller,
  charges: (NewCharge & { tenancy: LockedTenancy })[],
): Promise<string[]> {
  if (charges.length === 0) return [];
  const now = nowIso();
  const rows = charges.map((charge) => ({
    id: newId(),
    apartment_id: caller.apartmentId,
    tenant_id: charge.tenancy.tenant_id,
    tenancy_id: charge.tenancy.id,
    kind: charge.kind,
    description: charge.description,
    amount_cents: charge.amountCents,
    due_date: charge.dueDate,
    period_year: null,
    period_month: null,
    created_at: now,
    updated_at: now,
  }));
  await insertMany(trx, 'bills', rows);
  await settleMany(
    trx,
    rows.map((r) => r.tenancy_id),
  );
  await audit(
    trx,
    caller,
    ...rows.map((row) => ({
      action: 'bill.created',
      entity: 'bill' as const,
      entityId: row.id,
      tenantId: row.tenant_id,
      summary: auditSummary('charged', {
        kind: row.kind,
        description: row.description,
        amount: toKes(row.amount_cents),
      }),
      after: row,
    })),
  );
  // One message a charge, as one by one: a tenant's second charge of the batch goes in a second
  // call (notifyNewBills gathers a tenant's bills of one call into one message).
  const layers: (typeof rows)[] = [];
  const told = new Map<string, number>();
  for (const row of rows) {
    const layer = told.get(row.tenant_id) ?? 0;
    told.set(row.tenant_id, layer + 1);
    if (layer === layers.length) layers.push([]);
    layers[layer]?.push(row);
  }
  for (const layer of layers) await notifyNewBills(trx, caller.apartmentId, layer);
  return rows.map((r) => r.id);
}

/** POST /bills/:id/void: the charge counts for nothing; what was paid on it becomes credit (and pays what is open). */
export async function voidCharge(deps: BillsDeps, caller: Caller, billId: string, reason: string) {
  await ledgerTransaction(deps, 'charge', (trx) => voidChargeIn(trx, deps, caller, billId, reason));
}

/** `voidCharge` inside a ledger transaction already open (a corrected meter reading voids its charges). */
export async function voidChargeIn(
  trx: Transaction<DB>,
  deps: Pick<AppDeps, 'dialect'>,
  caller: Caller,
  billId: string,
  reason: string,
) {
  const { tenancy, bill, paidCents } = await lockBill(trx, deps, caller, billId);
  if (bill.voided_at) throw conflict(LEDGER_MSG.alreadyVoided);
  const now = nowIso();
  await trx.deleteFrom('allocations').where('bill_id', '=', billId).execute();
  await trx
    .updateTable('bills')
    .set({ voided_at: now, void_reason: reason, updated_at: now })
    .where('id', '=', billId)
    .execute();
  await settle(trx, tenancy.id);
  await audit(trx, caller, {
    action: 'bill.voided',
    entity: 'bill',
    entityId: billId,
    tenantId: tenancy.tenant_id,
    summary: auditSummary('billVoided', {
      kind: bill.kind,
      description: bill.description,
      amount: toKes(Number(bill.amount_cents)),
      reason,
    }),
    before: { voided: false, paidCents },
    after: { voided: true, reason },
  });
}

/**
 * Landlord edit (docs/product.md §3). Lowering a bill below what was paid on it moves the
 * difference back to credit (newest allocations first), where it pays other open charges; the
 * screen warns before. The answer says what changed, e.g. that a raise reopened a Paid bill.
 */
export async function updateBill(
  deps: BillsDeps,
  caller: Caller,
  billId: string,
  input: InCents<z.output<typeof ZUpdateBillRequest>>,
) {
  const { amountCents } = input;
  return ledgerTransaction(deps, 'charge', async (trx) => {
    const { tenancy, bill, paidCents } = await lockBill(trx, deps, caller, billId);
    if (bill.voided_at) throw conflict(LEDGER_MSG.alreadyVoided);
    let excess = paidCents - amountCents;
    if (excess > 0) {
      const allocations = await trx
        .selectFrom('allocations')
        .select(['id', 'amount_cents'])
        .where('bill_id', '=', billId)
        .orderBy('id', 'desc')
        .execute();
      for (const a of allocations) {
        if (excess <= 0) break;
        const cut = Math.min(excess, Number(a.amount_cents));
        excess -= cut;
        if (cut === Number(a.amount_cents)) await trx.deleteFrom('allocations').where('id', '=', a.id).execute();
        else
          await trx
            .updateTable('allocations')
            .set({ amount_cents: Number(a.amount_cents) - cut })
            .where('id', '=', a.id)
            .execute();
      }
    }
    await trx
      .updateTable('bills')
      .set({ amount_cents: amountCents, description: input.description, due_date: input.dueDate, updated_at: nowIso() })
      .where('id', '=', billId)
      .execute();
    await settle(trx, tenancy.id);
    const before = { amount: toKes(Number(bill.amount_cents)), description: bill.description, dueDate: bill.due_date };
    const after = { amount: toKes(amountCents), description: input.description, dueDate: input.dueDate };
    await audit(trx, caller, {
      action: 'bill.edited',
      entity: 'bill',
      entityId: billId,
      tenantId: tenancy.tenant_id,
      summary: auditSummary('billEdited', {
        kind: bill.kind,
        description: bill.description,
        from: before.amount,
        to: after.amount,
        paid: toKes(paidCents),
      }),
      before,
      after,
    });
    const paidAfter = await trx
      .selectFrom('bills')
      .select(paidOnBill.as('paid'))
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    return {
      fromStatus: statusFor(Number(bill.amount_cents), paidCents),
      toStatus: statusFor(amountCents, Number(paidAfter.paid)),
      fromAmountCents: Number(bill.amount_cents),
    };
  });
}
