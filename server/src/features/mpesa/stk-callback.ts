import { ERROR_CODE, MPESA_MSG } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { createPayment } from '../payments/payments.service';
import { darajaFor } from './daraja-for';
import { parseStkCallback, type StkCallback } from './daraja-parsers';
import { mpesaActor, nairobiDate } from './mpesa-payments';
import { type promptOf, type StkNotify, settlePrompt, tellTenant, update } from './stk';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'secretBox' | 'mpesa' | 'ledgerNews'>;
type Finish = (outcome: string, extra?: Record<string, unknown>) => Promise<void>;

/**
 * A stored STK callback (docs/mpesa.md "Pay now"): the prompt it answers, in this apartment, still
 * waiting. A success is checked with an STK query before any money is counted (Daraja signs
 * nothing), then becomes a confirmed payment under the M-Pesa code; a failure settles the prompt
 * with the tenant's sentence. A callback for a prompt that never existed credits nothing.
 */
export async function processStkEvent(
  deps: Deps,
  notify: StkNotify,
  event: { id: string; apartment_id: string; body: string },
  finish: Finish,
): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(event.body);
  } catch {
    return finish('rejected_shape', { detail: 'not JSON' });
  }
  const parsed = parseStkCallback(body);
  if (!parsed.ok) return finish('rejected_shape', { detail: parsed.problems.join('; ').slice(0, 500) });
  const callback = parsed.value;
  const row = await deps.db
    .selectFrom('mpesa_stk_requests')
    .selectAll()
    .where('apartment_id', '=', event.apartment_id)
    .where('checkout_request_id', '=', callback.checkoutRequestId)
    .executeTakeFirst();
  if (!row) return finish('rejected_unknown', { detail: `no prompt ${callback.checkoutRequestId}` });
  if (row.status !== 'pending' && row.status !== 'sending')
    return finish('duplicate', { detail: `prompt already ${row.status}` });
  if (callback.resultCode !== 0) {
    await settlePrompt(deps, notify, row, { code: callback.resultCode, desc: callback.resultDesc });
    return finish('stk_failed', { detail: `${callback.resultCode} ${callback.resultDesc}`.slice(0, 200) });
  }
  const verdict = await askMpesa(deps, row.apartment_id, callback.checkoutRequestId);
  if (verdict === 'not_paid') {
    await settlePrompt(deps, notify, row, { failed: () => MPESA_MSG.notConfirmed });
    return finish('rejected_by_query', { detail: 'the STK query did not confirm the callback' });
  }
  // Kept, and processed again once a later query says paid (stk-status.ts, as the tenant's screen polls).
  if (verdict === 'processing') return finish(UNCONFIRMED, { detail: callback.checkoutRequestId });
  await credit(deps, notify, row, callback, finish);
}

/** A success callback that M-Pesa's own query has not confirmed yet. */
export const UNCONFIRMED = 'stk_unconfirmed';

/**
 * What M-Pesa says of the prompt when asked directly. When it cannot be asked at all, the callback
 * (from an allowed address, with the secret token) is taken at its word.
 */
async function askMpesa(deps: Deps, apartmentId: string, checkoutRequestId: string) {
  try {
    const { client } = await darajaFor(deps, apartmentId);
    const answer = await client.stkQuery(checkoutRequestId);
    if (answer.resultCode === null) return 'processing' as const;
    return answer.resultCode === 0 ? ('paid' as const) : ('not_paid' as const);
  } catch {
    return 'unreachable' as const;
  }
}

/** The confirmed payment, under the M-Pesa code; if the Paybill's confirmation counted it first, that one. */
async function credit(
  deps: Deps,
  notify: StkNotify,
  row: {
    id: string;
    apartment_id: string;
    tenancy_id: string;
    tenant_id: string;
    bill_id: string | null;
    amount_cents: number;
  },
  callback: StkCallback,
  finish: Finish,
) {
  const receipt = callback.receipt as string;
  const amountCents = callback.amountCents ?? Number(row.amount_cents);
  let paymentId: string;
  try {
    paymentId = await createPayment(deps, await mpesaActor(deps, row.apartment_id), {
      tenancyId: row.tenancy_id,
      amountCents,
      method: 'mpesa',
      reference: receipt,
      receivedAt: nairobiDate(callback.transactionDate ?? nowIso()),
      ...(row.bill_id ? { billId: row.bill_id } : {}),
    });
  } catch (error) {
    // Only a confirmed payment holding this M-Pesa code is a duplicate; any other refusal is a fault.
    if (!(error instanceof AppError && error.code === ERROR_CODE.mpesaCodeUsed)) throw error;
    const counted = await deps.db
      .selectFrom('payments')
      .select('id')
      .where('apartment_id', '=', row.apartment_id)
      .where('method', '=', 'mpesa')
      .where('reference', '=', receipt)
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    paymentId = counted.id;
  }
  const changes = {
    status: 'paid' as const,
    result_code: 0,
    result_desc: callback.resultDesc,
    receipt,
    payment_id: paymentId,
    resolved_at: nowIso(),
  };
  await update(deps, row.id, changes);
  await tellTenant(deps, notify, { ...row, ...changes } as Parameters<typeof promptOf>[0]);
  await finish('stk_paid', { trans_id: receipt, amount_cents: amountCents, payment_id: paymentId });
}
