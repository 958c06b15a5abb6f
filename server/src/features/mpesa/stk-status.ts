import type { StkPrompt } from '@safestay/contracts';
import { ERR_MSG } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import type { MpesaStkRequestsTable } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/errors';
import { processEvent } from './c2b';
import { darajaFor } from './daraja-for';
import { promptOf, type StkNotify, settlePrompt } from './stk';
import { UNCONFIRMED } from './stk-callback';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'secretBox' | 'mpesa'>;

/** A prompt with no answer after this is asked about (STK query) when the tenant's screen polls. */
const QUERY_AFTER_MS = 30_000;

/**
 * M-Pesa's query now says paid: the success callback that was kept until it did (stk-callback.ts)
 * is processed again, and this time credits the payment under its M-Pesa code.
 */
async function replayUnconfirmed(deps: Deps, notify: StkNotify, row: MpesaStkRequestsTable) {
  const kept = await deps.db
    .updateTable('mpesa_events')
    .set({ outcome: 'received', processed_at: null })
    .where('apartment_id', '=', row.apartment_id)
    .where('outcome', '=', UNCONFIRMED)
    .where('detail', '=', row.checkout_request_id)
    .returning('id')
    .execute();
  for (const { id } of kept) await processEvent(deps, notify, id);
  return deps.db.selectFrom('mpesa_stk_requests').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}

/**
 * GET /payments/mpesa/stk/:id: the tenant's own prompt. One still waiting after 30 s is asked
 * about (STK query), which settles a cancelled, failed or timed-out prompt whose callback never
 * came. A query that says "paid" credits nothing by itself: only the callback (or the Paybill's
 * confirmation) carries the M-Pesa code, and money is counted once, with its code.
 */
export async function stkPrompt(deps: Deps, notify: StkNotify, caller: Caller, id: string): Promise<StkPrompt> {
  const row = await deps.db
    .selectFrom('mpesa_stk_requests')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', caller.userId)
    .executeTakeFirst();
  if (!row) throw notFound(ERR_MSG.paymentRequestNotFound);
  if (row.status !== 'pending' || !row.checkout_request_id || Date.now() - Date.parse(row.created_at) < QUERY_AFTER_MS)
    return promptOf(row);
  try {
    const { client } = await darajaFor(deps, row.apartment_id);
    const answer = await client.stkQuery(row.checkout_request_id);
    if (answer.resultCode === 0) return promptOf(await replayUnconfirmed(deps, notify, row));
    if (answer.resultCode === null) return promptOf(row);
    return await settlePrompt(deps, notify, row, { code: answer.resultCode, desc: answer.resultDesc });
  } catch {
    // M-Pesa did not answer the query: the prompt stays as it was; the next poll asks again.
    return promptOf(row);
  }
}
