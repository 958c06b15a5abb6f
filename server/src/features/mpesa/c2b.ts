import { ERROR_CODE, unitCode } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { toKes } from '../../lib/money';
import { notifyLandlord } from '../notifications/notify';
import { confirmPayment, createPayment } from '../payments/payments.service';
import { type C2bConfirmation, normaliseAccountRef, parseC2bConfirmation } from './daraja-parsers';
import { mpesaActor, nairobiDate, type PendingClaim, pendingClaims } from './mpesa-payments';
import { settingsRow } from './mpesa-settings';
import type { StkNotify } from './stk';
import { processStkEvent } from './stk-callback';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'secretBox' | 'mpesa' | 'ledgerNews'>;
type Notify = StkNotify;

/** Outcomes of a callback that took effect: its TransID is then taken in the apartment. */
export const EFFECTIVE = ['matched', 'unmatched', 'assigned', 'claim_confirmed'];

/** A tenancy an account number names, as the matcher found it. */
export interface AccountTenancy {
  id: string;
  tenant_id: string;
  status: string;
  tenant_name: string;
}

/** The account numbers a payer's typing may mean: as typed (compacted) and as a unit code. */
function refsOf(billRef: string): string[] {
  return [...new Set([normaliseAccountRef(billRef), unitCode(billRef)])].filter(Boolean);
}

/**
 * The tenancy each account number names: a tenant living there now, else one who moved out (money
 * towards their arrears). Pending or turned-down requests never take money on their own. For
 * many account numbers at once (a statement import), a query per 500 of them.
 */
export async function tenanciesByAccounts(
  deps: Pick<Deps, 'db'>,
  apartmentId: string,
  billRefs: string[],
): Promise<Map<string, AccountTenancy>> {
  const wanted = [...new Set(billRefs.flatMap(refsOf))];
  const rows: (AccountTenancy & { account_ref: string })[] = [];
  for (let i = 0; i < wanted.length; i += 500) {
    rows.push(
      ...(await deps.db
        .selectFrom('tenancies as t')
        .innerJoin('users as u', 'u.id', 't.tenant_id')
        .select(['t.id', 't.tenant_id', 't.status', 't.account_ref', 'u.name as tenant_name'])
        .where('t.apartment_id', '=', apartmentId)
        .where('t.account_ref', 'in', wanted.slice(i, i + 500))
        .where('t.status', 'in', ['active', 'ended'])
        .execute()),
    );
  }
  rows.sort((a, b) => (a.id < b.id ? 1 : -1));
  const found = new Map<string, AccountTenancy>();
  for (const billRef of new Set(billRefs)) {
    const refs = refsOf(billRef);
    const named = rows.filter((r) => refs.includes(r.account_ref));
    const pick = named.find((r) => r.status === 'active') ?? named[0];
    if (pick) found.set(billRef, pick);
  }
  return found;
}

async function tenancyByAccount(deps: Deps, apartmentId: string, billRef: string) {
  return (await tenanciesByAccounts(deps, apartmentId, [billRef])).get(billRef);
}

/**
 * What M-Pesa's word does to a tenant's pending claim of the same code: it confirms the claim when
 * it is this tenancy's claim of this amount; otherwise the money waits for the landlord, showing
 * the claim, and is never credited to the claimant nor filed as a duplicate (docs/reliability.md §73).
 */
export function claimVerdict(
  claim: PendingClaim | undefined,
  tenancyId: string | undefined,
  amountCents: number,
): 'confirm' | 'unmatched' | 'none' {
  if (!claim) return 'none';
  return claim.tenancyId === tenancyId && claim.amountCents === amountCents ? 'confirm' : 'unmatched';
}

async function finish(deps: Pick<Deps, 'db'>, eventId: string, outcome: string, extra: Record<string, unknown> = {}) {
  await deps.db
    .updateTable('mpesa_events')
    .set({ outcome, processed_at: nowIso(), ...extra })
    .where('id', '=', eventId)
    .where('outcome', '=', 'received')
    .execute();
}

/**
 * Step two: what a stored callback means. A confirmation whose account number names a tenancy
 * becomes a confirmed payment there (receipt, allocation, audit: the ledger's one way); one that
 * names nobody waits in the landlord's unmatched queue. The same TransID never counts twice.
 * Safe to run again on the same event: only a 'received' one is looked at.
 */
export async function processEvent(deps: Deps, notify: Notify, eventId: string): Promise<void> {
  const event = await deps.db
    .selectFrom('mpesa_events')
    .selectAll()
    .where('id', '=', eventId)
    .where('outcome', '=', 'received')
    .executeTakeFirst();
  if (!event) return;
  if (event.kind === 'stk') {
    return processStkEvent(deps, notify, event, (outcome, extra) => finish(deps, event.id, outcome, extra));
  }
  if (event.kind === 'validation') {
    // Answered Accepted on arrival: money counts at the confirmation that follows.
    return finish(deps, event.id, 'ignored', { detail: 'validation answered Accepted' });
  }
  let body: unknown;
  try {
    body = JSON.parse(event.body);
  } catch {
    return finish(deps, event.id, 'rejected_shape', { detail: 'not JSON' });
  }
  const parsed = parseC2bConfirmation(body);
  if (!parsed.ok) return finish(deps, event.id, 'rejected_shape', { detail: parsed.problems.join('; ').slice(0, 500) });
  const c2b = parsed.value;
  const settings = await settingsRow(deps, event.apartment_id);
  if (!settings || settings.shortcode !== c2b.businessShortCode) {
    return finish(deps, event.id, 'rejected_shortcode', {
      detail: `shortcode ${c2b.businessShortCode} is not this building's`,
      trans_id: c2b.transId,
      amount_cents: c2b.amountCents,
    });
  }
  const facts = { trans_id: c2b.transId, amount_cents: c2b.amountCents };
  if (await alreadyCounted(deps, event.apartment_id, event.id, c2b.transId)) {
    return finish(deps, event.id, 'duplicate', { ...facts, detail: `${c2b.transId} already counted` });
  }
  const tenancy = await tenancyByAccount(deps, event.apartment_id, c2b.billRefNumber);
  if (!tenancy) return markUnmatched(deps, event, c2b);
  await payTenancy(deps, event, c2b, tenancy);
}

/** A payment or an earlier callback already holds this TransID. */
async function alreadyCounted(deps: Deps, apartmentId: string, eventId: string, transId: string) {
  const [payment, earlier] = await Promise.all([
    deps.db
      .selectFrom('payments')
      .select('id')
      .where('apartment_id', '=', apartmentId)
      .where('method', '=', 'mpesa')
      .where('reference', '=', transId)
      .where('status', '=', 'confirmed')
      .executeTakeFirst(),
    deps.db
      .selectFrom('mpesa_events')
      .select('id')
      .where('apartment_id', '=', apartmentId)
      .where('trans_id', '=', transId)
      .where('outcome', 'in', EFFECTIVE)
      .where('id', '!=', eventId)
      .executeTakeFirst(),
  ]);
  return payment !== undefined || earlier !== undefined;
}

/** Into the landlord's unmatched queue, and the landlord is told in the same transaction. */
async function markUnmatched(deps: Deps, event: { id: string; apartment_id: string }, c2b: C2bConfirmation) {
  const facts = { trans_id: c2b.transId, amount_cents: c2b.amountCents };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await finish({ db: trx }, event.id, 'unmatched', facts);
      const payer = [c2b.firstName, c2b.lastName].filter(Boolean).join(' ') || c2b.msisdnMasked || 'M-Pesa';
      await notifyLandlord(trx, event.apartment_id, {
        kind: 'payment_received',
        link: '/payments?status=unmatched',
        params: { payer, amount: toKes(c2b.amountCents), reference: c2b.transId, matched: false },
      });
    });
  } catch (error) {
    // The same TransID took effect through another event at this instant.
    if (!isUniqueViolation(error)) throw error;
    await finish(deps, event.id, 'duplicate', { ...facts, detail: `${facts.trans_id} already counted` });
  }
}

/** A confirmed payment on the tenancy; the tenancy's own pending claim of the same code and amount is confirmed instead. */
async function payTenancy(
  deps: Deps,
  event: { id: string; apartment_id: string },
  c2b: C2bConfirmation,
  tenancy: { id: string; tenant_id: string },
) {
  const actor = await mpesaActor(deps, event.apartment_id);
  const facts = { trans_id: c2b.transId, amount_cents: c2b.amountCents };
  try {
    const paymentId = await createPayment(deps, actor, {
      tenancyId: tenancy.id,
      amountCents: c2b.amountCents,
      method: 'mpesa',
      reference: c2b.transId,
      receivedAt: nairobiDate(c2b.transTime),
    });
    await finish(deps, event.id, 'matched', { ...facts, payment_id: paymentId });
  } catch (error) {
    if (!(error instanceof AppError && error.code === ERROR_CODE.mpesaCodeUsed)) throw error;
    // A tenant's pending claim holds the code. M-Pesa's word confirms it only when it is this
    // account's claim of this amount; otherwise the money waits for the landlord, showing the
    // claim, and is never credited to the claimant nor filed as a duplicate (docs/reliability.md §73).
    const claim = (await pendingClaims(deps, event.apartment_id, [c2b.transId])).get(c2b.transId);
    if (claim && claimVerdict(claim, tenancy.id, c2b.amountCents) === 'confirm') {
      await confirmPayment(deps, actor, claim.id);
      return finish(deps, event.id, 'claim_confirmed', { ...facts, payment_id: claim.id });
    }
    // No claim: a confirmed payment took the code between the check and the insert.
    if (!claim && (await alreadyCounted(deps, event.apartment_id, event.id, c2b.transId))) {
      return finish(deps, event.id, 'duplicate', { ...facts, detail: `${c2b.transId} already counted` });
    }
    return markUnmatched(deps, event, c2b);
  }
}

/**
 * The callbacks stored but not processed when the last process stopped, oldest first: at start-up
 * they join the processing queue ahead of any new one (callbacks.routes.ts).
 */
export async function receivedEventIds(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const waiting = await deps.db
    .selectFrom('mpesa_events')
    .select('id')
    .where('outcome', '=', 'received')
    .orderBy('received_at')
    .execute();
  return waiting.map((row) => row.id);
}
