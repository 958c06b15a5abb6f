import { ERR_MSG, ERROR_CODE, LEDGER_MSG, REPORT_MSG, type ZCreatePaymentRequest } from '@safestay/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DB } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { today } from '../../lib/dates';
import { isUniqueViolation } from '../../lib/db-errors';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { type InCents, toKes } from '../../lib/money';
import { audit, auditSummary } from '../activity/audit';
import { ledgerTransaction } from '../ledger/announce';
import {
  type LockedTenancy,
  lockTenancies,
  lockTenancy,
  lockTenancyOf,
  receiptLabel,
  settle,
  settleMany,
  takeReceiptNumber,
  tenancyBalances,
} from '../ledger/ledger';
import { issueReceipt, issueReceipts } from '../ledger/receipts';
import { notifyPayment } from '../notifications/news';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'ledgerNews'>;
type CreateInput = InCents<z.output<typeof ZCreatePaymentRequest>>;

/**
 * A payment as the activity log names it: amount, method, reference, and the unit it was for (the
 * tenant is drawn by id with their current name, activity/audit.ts).
 */
const paidBy = (t: LockedTenancy, amountCents: number, method: string, reference: string | null | undefined) => ({
  amount: toKes(amountCents),
  method,
  reference: reference ?? null,
  unit: t.unit_code,
});

/** An M-Pesa code already counted in the building is a 409 naming it; nothing is written. */
function duplicateCode(error: unknown, reference: string | null | undefined): never {
  if (isUniqueViolation(error) && reference)
    throw conflict(LEDGER_MSG.mpesaCodeUsed(reference), ERROR_CODE.mpesaCodeUsed);
  throw error;
}

/**
 * POST /payments. A landlord records money received: confirmed at once, a receipt number, laid
 * on the oldest open charges (the bill named first), the rest credit. A tenant claims: pending,
 * nothing changes until the landlord confirms. Returns the payment's id.
 */
export async function createPayment(deps: Deps, caller: Caller, input: CreateInput): Promise<string> {
  // The owner's and a caretaker's payments are confirmed at once, with a receipt (docs/team.md).
  const landlord = caller.role !== 'Tenant';
  // Tax withheld stands for the owner's tax: only they record it, never a tenant's claim (docs/reports.md).
  if (input.method === 'withholding' && caller.role !== 'Landlord') throw forbidden(REPORT_MSG.onlyOwnerWithholding);
  const tenancyId = landlord ? input.tenancyId : caller.tenancy?.id;
  if (!tenancyId)
    throw landlord
      ? badRequest(LEDGER_MSG.tenancyRequired, [{ field: 'tenancyId', message: LEDGER_MSG.tenancyRequired }])
      : notFound(LEDGER_MSG.noTenancyToClaim);
  const { amountCents } = input;
  const id = newId();
  try {
    await ledgerTransaction(deps, landlord ? 'payment' : 'claim', async (trx) => {
      const tenancy = await lockTenancy(trx, deps.dialect, caller.apartmentId, tenancyId);
      if (input.billId) await billOfTenancy(trx, tenancy.id, input.billId);
      const now = nowIso();
      const row = {
        id,
        apartment_id: caller.apartmentId,
        tenancy_id: tenancy.id,
        tenant_id: tenancy.tenant_id,
        bill_id: input.billId ?? null,
        amount_cents: amountCents,
        method: input.method,
        reference: input.reference ?? null,
        received_at: input.receivedAt ?? today(),
        status: landlord ? ('confirmed' as const) : ('pending' as const),
        // Given once the payment is settled, last before what prints it (ledger.ts takeReceiptNumber).
        receipt_number: null as number | null,
        recorded_by: caller.userId,
        decided_by: landlord ? caller.userId : null,
        decided_at: landlord ? now : null,
        created_at: now,
      };
      await trx.insertInto('payments').values(row).execute();
      const allocations = landlord ? await settle(trx, tenancy.id) : [];
      if (landlord) row.receipt_number = await takeReceiptNumber(trx, deps.dialect, caller.apartmentId, id);
      const receipt = row.receipt_number;
      if (landlord) await issueReceipt(trx, id);
      await audit(trx, caller, {
        action: landlord ? 'payment.recorded' : 'payment.claimed',
        entity: 'payment',
        entityId: id,
        tenantId: tenancy.tenant_id,
        summary: landlord
          ? auditSummary('paymentRecorded', {
              ...paidBy(tenancy, amountCents, input.method, input.reference),
              receipt: receiptLabel(receipt),
            })
          : auditSummary('paymentClaimed', paidBy(tenancy, amountCents, input.method, input.reference)),
        after: { ...row, allocations: allocations.map((a) => ({ billId: a.bill_id, cents: a.amount_cents })) },
      });
      await notifyPayment(trx, caller, id);
    });
  } catch (error) {
    duplicateCode(error, input.reference);
  }
  return id;
}

/** A bill of this tenancy that is not void, or a 404 (a bill of someone else looks like none). */
async function billOfTenancy(trx: Transaction<DB>, tenancyId: string, billId: string) {
  const bill = await trx
    .selectFrom('bills')
    .select(['id', 'amount_cents'])
    .where('id', '=', billId)
    .where('tenancy_id', '=', tenancyId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  if (!bill) throw notFound(ERR_MSG.billNotFound);
  return bill;
}

/** The payment row with its tenancy locked first (every ledger change locks the tenancy, then reads). */
async function lockPayment(trx: Transaction<DB>, deps: Deps, caller: Caller, paymentId: string) {
  const tenancy = await lockTenancyOf(trx, deps.dialect, caller.apartmentId, {
    table: 'payments',
    id: paymentId,
    missing: LEDGER_MSG.paymentNotFound,
  });
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { tenancy, payment };
}

/** What already happened to a payment that is not in the state an action needs: a 409 that says so. */
function alreadyDone(status: string, need: 'pending' | 'confirmed'): AppError {
  if (status === 'confirmed' && need === 'pending') return conflict(LEDGER_MSG.alreadyConfirmed);
  if (status === 'rejected') return conflict(LEDGER_MSG.alreadyRejected);
  if (status === 'reversed') return conflict(LEDGER_MSG.alreadyReversed);
  return conflict(need === 'pending' ? LEDGER_MSG.onlyPendingDecide : LEDGER_MSG.onlyConfirmedReverse);
}

/** The landlord confirms a tenant's claim: it gets a receipt number and pays charges like any payment. */
export async function confirmPayment(deps: Deps, caller: Caller, paymentId: string): Promise<void> {
  await ledgerTransaction(deps, 'payment', (trx) => confirmPaymentIn(trx, deps, caller, paymentId));
}

/**
 * `confirmPayment` inside a ledger transaction already open (a statement import confirms claims
 * in its one transaction). `notify: false` sends the tenant no receipt (an old statement row).
 */
export async function confirmPaymentIn(
  trx: Transaction<DB>,
  deps: Deps,
  caller: Caller,
  paymentId: string,
  { notify = true } = {},
): Promise<void> {
  const { tenancy, payment } = await lockPayment(trx, deps, caller, paymentId);
  if (payment.status !== 'pending') throw alreadyDone(payment.status, 'pending');
  await trx
    .updateTable('payments')
    .set({ status: 'confirmed', decided_by: caller.userId, decided_at: nowIso() })
    .where('id', '=', paymentId)
    .execute();
  const allocations = await settle(trx, tenancy.id);
  const receipt = await takeReceiptNumber(trx, deps.dialect, caller.apartmentId, paymentId);
  await issueReceipt(trx, paymentId);
  await audit(trx, caller, {
    action: 'payment.confirmed',
    entity: 'payment',
    entityId: paymentId,
    tenantId: tenancy.tenant_id,
    summary: auditSummary('paymentConfirmed', {
      ...paidBy(tenancy, Number(payment.amount_cents), payment.method, payment.reference),
      receipt: receiptLabel(receipt),
    }),
    before: { status: payment.status },
    after: {
      status: 'confirmed',
      receiptNumber: receipt,
      allocations: allocations.map((a) => ({ billId: a.bill_id, cents: a.amount_cents })),
    },
  });
  if (notify) await notifyPayment(trx, caller, paymentId);
}

/** One payment of a statement for `recordPaymentsIn`. */
export interface ImportedPayment {
  tenancyId: string;
  amountCents: number;
  method: 'mpesa' | 'bank';
  reference: string;
  receivedAt: string;
  /** Send the tenant a receipt (false for a row older than a few days). */
  notify: boolean;
}

/**
 * Many confirmed payments, of one tenancy or many, inside a ledger transaction already open (a
 * statement import: one transaction for the whole file). The same as `createPayment` by the
 * landlord, row for row: receipt numbers in the order given, laid on each tenancy's oldest open
 * charges, a receipt and an audit entry each; every step runs for the whole batch at once (the
 * tenancies locked together, inserts in batches, one settle, receipts and audit in bulk), so a
 * 10,000-row statement costs tens of queries, not tens of thousands. Returns the payments' ids in
 * the order given.
 */
export async function recordPaymentsIn(
  trx: Transaction<DB>,
  deps: Deps,
  caller: Caller,
  items: ImportedPayment[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const tenancies = await lockTenancies(
    trx,
    deps.dialect,
    caller.apartmentId,
    items.map((item) => item.tenancyId),
  );
  const { receipts_issued } = await trx
    .updateTable('apartments')
    .set((eb) => ({ receipts_issued: eb('receipts_issued', '+', items.length) }))
    .where('id', '=', caller.apartmentId)
    .returning('receipts_issued')
    .executeTakeFirstOrThrow();
  const first = Number(receipts_issued) - items.length + 1;
  const now = nowIso();
  const rows = items.map((item, i) => ({
    id: newId(),
    apartment_id: caller.apartmentId,
    tenancy_id: item.tenancyId,
    tenant_id: (tenancies.get(item.tenancyId) as LockedTenancy).tenant_id,
    bill_id: null,
    amount_cents: item.amountCents,
    method: item.method,
    reference: item.reference,
    received_at: item.receivedAt,
    status: 'confirmed' as const,
    receipt_number: first + i,
    recorded_by: caller.userId,
    decided_by: caller.userId,
    decided_at: now,
    created_at: now,
  }));
  // 15 columns a row: 1,000 rows stay under both databases' limits of bound parameters.
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('payments')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
  const allocations = await settleMany(trx, [...tenancies.keys()]);
  // Each receipt's balance is the one right after it: the balance now plus what came after it
  // on the same tenancy.
  const after = await tenancyBalances(trx, [...tenancies.keys()]);
  const balanceAfter: number[] = [];
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i] as (typeof rows)[number];
    const balance = after.get(row.tenancy_id) ?? 0;
    balanceAfter[i] = balance;
    after.set(row.tenancy_id, balance + row.amount_cents);
  }
  await issueReceipts(
    trx,
    rows.map((row, i) => ({ paymentId: row.id, balanceAfterCents: balanceAfter[i] })),
  );
  const byPayment = new Map<string, typeof allocations>();
  for (const a of allocations) byPayment.set(a.payment_id, [...(byPayment.get(a.payment_id) ?? []), a]);
  await audit(
    trx,
    caller,
    ...rows.map((row) => {
      const tenancy = tenancies.get(row.tenancy_id) as LockedTenancy;
      return {
        action: 'payment.recorded',
        entity: 'payment' as const,
        entityId: row.id,
        tenantId: tenancy.tenant_id,
        summary: auditSummary('paymentRecorded', {
          ...paidBy(tenancy, row.amount_cents, row.method, row.reference),
          receipt: receiptLabel(row.receipt_number),
        }),
        after: {
          ...row,
          allocations: (byPayment.get(row.id) ?? []).map((a) => ({ billId: a.bill_id, cents: a.amount_cents })),
        },
      };
    }),
  );
  for (const [i, item] of items.entries()) if (item.notify) await notifyPayment(trx, caller, rows[i].id);
  return rows.map((r) => r.id);
}

/** The landlord rejects a claim with a reason the tenant reads; nothing else changes. */
export async function rejectPayment(deps: Deps, caller: Caller, paymentId: string, reason: string): Promise<void> {
  await ledgerTransaction(deps, 'claim', async (trx) => {
    const { tenancy, payment } = await lockPayment(trx, deps, caller, paymentId);
    if (payment.status !== 'pending') throw alreadyDone(payment.status, 'pending');
    await trx
      .updateTable('payments')
      .set({ status: 'rejected', reason, decided_by: caller.userId, decided_at: nowIso() })
      .where('id', '=', paymentId)
      .execute();
    await audit(trx, caller, {
      action: 'payment.rejected',
      entity: 'payment',
      entityId: paymentId,
      tenantId: tenancy.tenant_id,
      summary: auditSummary('claimRejected', {
        ...paidBy(tenancy, Number(payment.amount_cents), payment.method, payment.reference),
        reason,
      }),
      before: { status: payment.status },
      after: { status: 'rejected', reason },
    });
  });
}

/**
 * The landlord undoes a confirmed payment (entered by mistake, a bounced cheque): its allocations
 * go, the bills reopen (other credit may pay them again), the receipt number stays used.
 */
export async function reversePayment(deps: Deps, caller: Caller, paymentId: string, reason: string): Promise<void> {
  await ledgerTransaction(deps, 'payment', async (trx) => {
    const { tenancy, payment } = await lockPayment(trx, deps, caller, paymentId);
    if (payment.status !== 'confirmed') throw alreadyDone(payment.status, 'confirmed');
    const removed = await trx
      .deleteFrom('allocations')
      .where('payment_id', '=', paymentId)
      .returning(['bill_id', 'amount_cents'])
      .execute();
    await trx
      .updateTable('payments')
      .set({ status: 'reversed', reason, decided_by: caller.userId, decided_at: nowIso() })
      .where('id', '=', paymentId)
      .execute();
    await settle(trx, tenancy.id);
    await audit(trx, caller, {
      action: 'payment.reversed',
      entity: 'payment',
      entityId: paymentId,
      tenantId: tenancy.tenant_id,
      summary: auditSummary('paymentReversed', {
        ...paidBy(tenancy, Number(payment.amount_cents), payment.method, payment.reference),
        receipt: receiptLabel(payment.receipt_number === null ? null : Number(payment.receipt_number)),
        reason,
      }),
      before: {
        status: 'confirmed',
        allocations: removed.map((a) => ({ billId: a.bill_id, cents: Number(a.amount_cents) })),
      },
      after: { status: 'reversed', reason },
    });
  });
}
