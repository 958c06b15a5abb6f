import {
  darajaPhone,
  ERR_MSG,
  ERROR_CODE,
  MPESA_MSG,
  MSG,
  REQUEST_MSG,
  type StkPrompt,
  type StkStatus,
  type ZStkRequest,
} from '@safestay/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { MpesaStkRequestsTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { inLocale } from '../../lib/locale';
import { toKes } from '../../lib/money';
import { storedEnglish } from '../../lib/stored-words';
import type { Realtime } from '../../realtime/hub';
import { lockTenancy } from '../ledger/ledger';
import { DarajaError } from './daraja-error';
import { darajaFor, darajaProblem } from './daraja-for';
import { readSettings } from './mpesa-settings';
import { describeStkResult, describeStoredFailure } from './stk-words';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'secretBox' | 'mpesa' | 'ledgerNews'>;
export type StkNotify = Pick<Realtime, 'paymentUpdated'>;
type Row = MpesaStkRequestsTable;

/** Daraja refuses the same amount from the same phone within 2 minutes (its rule 17); so do we. */
export const PENDING_WINDOW_MS = 2 * 60_000;
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const mask = (phone: string) => `${phone.slice(0, 4)}•••••${phone.slice(-3)}`;

/** What the tenant's screen shows of a prompt. */
export function promptOf(row: Row): StkPrompt {
  const status: StkStatus = row.status === 'sending' ? 'pending' : row.status;
  const message =
    status === 'pending'
      ? MSG.stkWaiting
      : row.result_code !== null
        ? describeStkResult(row.result_code, row.result_desc ?? '')
        : describeStoredFailure(row.result_desc);
  return {
    _id: row.id,
    status,
    amount: toKes(Number(row.amount_cents)),
    phone: mask(row.phone),
    message,
    receipt: row.receipt,
    createdAt: row.created_at,
  };
}

/** The status a result code leaves a prompt in. */
export function statusOf(resultCode: number): StkStatus {
  if (resultCode === 0) return 'paid';
  if (resultCode === 1032) return 'cancelled';
  if (resultCode === 1037 || resultCode === 1019) return 'timeout';
  return 'failed';
}

/**
 * POST /payments/mpesa/stk: "Pay now". One prompt per Idempotency-Key (a double tap gets the same
 * prompt back), and none while another of the tenancy is waiting (2 minutes). The row is written
 * before M-Pesa is called, under the tenancy's lock, so two taps can never both send.
 */
export async function startStk(
  deps: Deps,
  notify: StkNotify,
  caller: Caller,
  input: z.output<typeof ZStkRequest>,
  idempotencyKey: string | undefined,
): Promise<{ prompt: StkPrompt; created: boolean }> {
  if (!idempotencyKey || !KEY.test(idempotencyKey)) throw badRequest(ERR_MSG.idempotencyKeyNeeded);
  const tenancyId = caller.tenancy?.id;
  if (!tenancyId) throw notFound(ERR_MSG.noTenancyToPay);
  const { callbackUrls } = await readSettings(deps, caller);
  const { client } = await darajaFor(deps, caller.apartmentId).catch(() => {
    throw conflict(ERR_MSG.mpesaNotSetUp, ERROR_CODE.notSetUp);
  });
  if (!callbackUrls) throw conflict(ERR_MSG.mpesaUnreachable, ERROR_CODE.notSetUp);
  const phone = await phoneFor(deps, caller, input.phone);

  const id = newId();
  let accountRef = '';
  try {
    const existing = await deps.db.transaction().execute(async (trx) => {
      const tenancy = await lockTenancy(trx, deps.dialect, caller.apartmentId, tenancyId);
      accountRef = tenancy.account_ref;
      const same = await trx
        .selectFrom('mpesa_stk_requests')
        .selectAll()
        .where('tenant_id', '=', caller.userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (same) return same;
      await refuseWhilePending(trx, tenancyId);
      if (input.billId) await billOf(trx, tenancyId, input.billId);
      await trx
        .insertInto('mpesa_stk_requests')
        .values({
          id,
          apartment_id: caller.apartmentId,
          tenancy_id: tenancyId,
          tenant_id: caller.userId,
          bill_id: input.billId ?? null,
          idempotency_key: idempotencyKey,
          phone,
          amount_cents: input.amount * 100,
          status: 'sending',
          checkout_request_id: null,
          result_code: null,
          result_desc: null,
          receipt: null,
          payment_id: null,
          created_at: nowIso(),
          resolved_at: null,
        })
        .execute();
      return undefined;
    });
    if (existing) {
      if (Number(existing.amount_cents) !== input.amount * 100)
        throw conflict(ERR_MSG.paymentKeyReused, ERROR_CODE.idReused);
      return { prompt: promptOf(existing), created: false };
    }
  } catch (error) {
    // The same key from a second tap at the same instant: answer with the first tap's prompt.
    if (!isUniqueViolation(error)) throw error;
    return { prompt: promptOf(await requestByKey(deps, caller.userId, idempotencyKey)), created: false };
  }
  try {
    const sent = await client.stkPush({
      amount: input.amount,
      phone,
      accountReference: accountRef.slice(0, 12),
      description: 'Rent',
      callbackUrl: callbackUrls.stk,
    });
    await update(deps, id, { status: 'pending', checkout_request_id: sent.checkoutRequestId });
  } catch (error) {
    // Stored in English (docs/languages.md "Stored words"), read back in the tenant's language.
    const stored = storedEnglish(error instanceof DarajaError ? error.text : () => MPESA_MSG.refusedPayment);
    await update(deps, id, { status: 'failed', result_desc: stored, resolved_at: nowIso() });
    throw darajaProblem(error);
  }
  const row = await requestById(deps, id);
  notify.paymentUpdated(row.tenant_id, promptOf(row));
  return { prompt: promptOf(row), created: true };
}

async function phoneFor(deps: Deps, caller: Caller, typed: string | undefined): Promise<string> {
  const own = await deps.db
    .selectFrom('users')
    .select('primary_phone')
    .where('id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  const phone = darajaPhone(typed ?? own.primary_phone);
  if (!phone) {
    const message = REQUEST_MSG.safaricomNumber;
    throw badRequest(message, [{ field: 'phone', message }]);
  }
  return phone;
}

async function refuseWhilePending(trx: Deps['db'], tenancyId: string) {
  const since = new Date(Date.now() - PENDING_WINDOW_MS).toISOString();
  const waiting = await trx
    .selectFrom('mpesa_stk_requests')
    .select('created_at')
    .where('tenancy_id', '=', tenancyId)
    .where('status', 'in', ['sending', 'pending'])
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (!waiting) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(waiting.created_at) + PENDING_WINDOW_MS - Date.now()) / 1000));
  throw new AppError(409, ERR_MSG.stkWaiting(seconds), 'stk_pending').withRetryAfter(seconds);
}

async function billOf(trx: Deps['db'], tenancyId: string, billId: string) {
  const bill = await trx
    .selectFrom('bills')
    .select('id')
    .where('id', '=', billId)
    .where('tenancy_id', '=', tenancyId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  if (!bill) throw notFound(ERR_MSG.billNotFound);
}

async function requestById(deps: Pick<Deps, 'db'>, id: string) {
  return deps.db.selectFrom('mpesa_stk_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function requestByKey(deps: Pick<Deps, 'db'>, tenantId: string, key: string) {
  return deps.db
    .selectFrom('mpesa_stk_requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
}

export async function update(deps: Pick<Deps, 'db'>, id: string, changes: Partial<Row>) {
  await deps.db.updateTable('mpesa_stk_requests').set(changes).where('id', '=', id).execute();
}

/**
 * A prompt ends (or moves on): the row takes the changes and the tenant's open screens hear it
 * (socket paymentUpdated). Returns the prompt as it now is. A result code gives its status and
 * words; `outcome` alone (e.g. failed) when M-Pesa's query contradicts a callback.
 */
export async function settlePrompt(
  deps: Pick<Deps, 'db'>,
  notify: Pick<StkNotify, 'paymentUpdated'>,
  row: Row,
  result: { code: number; desc: string } | { failed: () => string },
): Promise<StkPrompt> {
  const changes =
    'code' in result
      ? { status: statusOf(result.code), result_code: result.code, result_desc: result.desc, resolved_at: nowIso() }
      : { status: 'failed' as const, result_desc: storedEnglish(result.failed), resolved_at: nowIso() };
  await update(deps, row.id, changes);
  await tellTenant(deps, notify, { ...row, ...changes });
  return promptOf({ ...row, ...changes });
}

/**
 * The tenant's open screens hear of their prompt in the tenant's language: a callback from M-Pesa
 * or a landlord's request is not theirs.
 */
export async function tellTenant(deps: Pick<Deps, 'db'>, notify: Pick<StkNotify, 'paymentUpdated'>, row: Row) {
  const tenant = await deps.db.selectFrom('users').select('locale').where('id', '=', row.tenant_id).executeTakeFirst();
  notify.paymentUpdated(
    row.tenant_id,
    inLocale(tenant?.locale, () => promptOf(row)),
  );
}
