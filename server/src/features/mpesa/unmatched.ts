import { ERR_MSG, ERROR_CODE, MPESA_MSG, type UnmatchedPayment, unitCode } from '@safestay/contracts';
import type { AppDeps } from '../../app-deps';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { confirmPayment, createPayment } from '../payments/payments.service';
import { normaliseAccountRef, parseC2bConfirmation } from './daraja-parsers';
import { nairobiDate, pendingClaims } from './mpesa-payments';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'ledgerNews'>;

interface Candidate {
  tenancyId: string;
  tenantName: string;
  accountRef: string;
  unit: string | null;
  rentCents: number;
}

/** True when a and b differ by one letter added, removed or changed ("A4" and "A44", "B12" and "B13"). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/** Why a tenancy may be the payer's, best reason first; nothing here moves money on its own. */
function suggest(candidates: Candidate[], billRef: string, amountCents: number, firstName: string) {
  const ref = normaliseAccountRef(billRef);
  const first = firstName.trim().toLowerCase();
  const scored = candidates.flatMap((c) => {
    const why: string[] = [];
    if (ref && (oneEditApart(ref, c.accountRef) || oneEditApart(unitCode(billRef), c.accountRef)))
      why.push(MPESA_MSG.accountRefClose(c.accountRef));
    if (first && c.tenantName.toLowerCase().split(/\s+/).includes(first)) why.push(MPESA_MSG.payerFirstName(firstName));
    if (amountCents === c.rentCents) why.push(MPESA_MSG.sameAmountAsRent);
    return why.length ? [{ c, why, score: why.length }] : [];
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ c, why }) => ({ tenancyId: c.tenancyId, tenantName: c.tenantName, unit: c.unit, why: why.join(', ') }));
}

/** GET /payments/mpesa/unmatched: money at the Paybill or Till that named no tenant, oldest first. */
export async function listUnmatched(deps: Deps, caller: Caller): Promise<UnmatchedPayment[]> {
  const [events, candidates] = await Promise.all([
    deps.db
      .selectFrom('mpesa_events')
      .select(['id', 'body', 'received_at'])
      .where('apartment_id', '=', caller.apartmentId)
      .where('outcome', '=', 'unmatched')
      .orderBy('received_at')
      .limit(200)
      .execute(),
    deps.db
      .selectFrom('tenancies as t')
      .innerJoin('users as u', 'u.id', 't.tenant_id')
      .leftJoin('units as n', 'n.id', 't.unit_id')
      .select(['t.id', 'u.name', 't.account_ref', 'n.code', 't.rent_cents'])
      .where('t.apartment_id', '=', caller.apartmentId)
      .where('t.status', '=', 'active')
      .execute(),
  ]);
  const people: Candidate[] = candidates.map((r) => ({
    tenancyId: r.id,
    tenantName: r.name,
    accountRef: r.account_ref,
    unit: r.code,
    rentCents: Number(r.rent_cents),
  }));
  const parsedEvents = events.flatMap((e) => {
    const parsed = parseC2bConfirmation(JSON.parse(e.body));
    return parsed.ok ? [{ e, c: parsed.value }] : [];
  });
  const claims = await pendingClaims(
    deps,
    caller.apartmentId,
    parsedEvents.map(({ c }) => c.transId),
  );
  return parsedEvents.map(({ e, c }) => {
    const claim = claims.get(c.transId);
    return {
      _id: e.id,
      transId: c.transId,
      amount: toKes(c.amountCents),
      billRef: c.billRefNumber,
      payerName: [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' '),
      msisdn: c.msisdnMasked,
      receivedAt: c.transTime,
      suggestions: suggest(people, c.billRefNumber, c.amountCents, c.firstName),
      conflictingClaim: claim
        ? {
            paymentId: claim.id,
            tenancyId: claim.tenancyId,
            tenantName: claim.tenantName,
            unit: claim.unit,
            amount: toKes(claim.amountCents),
          }
        : null,
    };
  });
}

/**
 * POST /payments/mpesa/unmatched/:id/assign: the landlord says whose money it is. It becomes a
 * confirmed M-Pesa payment of that tenancy (receipt, allocation, audit), once: a second assign of
 * the same money is a 409.
 */
export async function assignUnmatched(deps: Deps, caller: Caller, eventId: string, tenancyId: string): Promise<string> {
  const event = await deps.db
    .selectFrom('mpesa_events')
    .select(['id', 'outcome', 'trans_id', 'amount_cents', 'body'])
    .where('id', '=', eventId)
    .where('apartment_id', '=', caller.apartmentId)
    .where('kind', '=', 'confirmation')
    .executeTakeFirst();
  if (!event || !event.trans_id || event.amount_cents === null) throw notFound(ERR_MSG.paymentNotFound);
  if (event.outcome !== 'unmatched') throw conflict(ERR_MSG.alreadyAssigned, ERROR_CODE.alreadyAssigned);
  const parsed = parseC2bConfirmation(JSON.parse(event.body));
  const receivedAt = parsed.ok ? nairobiDate(parsed.value.transTime) : undefined;
  const amountCents = Number(event.amount_cents);
  // A tenant's pending claim of this code: the claimant's own claim of this amount is confirmed
  // (the money is theirs); any other claim is decided first (docs/reliability.md §73).
  const claim = (await pendingClaims(deps, caller.apartmentId, [event.trans_id])).get(event.trans_id);
  let paymentId: string;
  if (claim && claim.tenancyId === tenancyId && claim.amountCents === amountCents) {
    await confirmPayment(deps, caller, claim.id);
    paymentId = claim.id;
  } else if (claim) {
    throw conflict(ERR_MSG.mpesaCodeClaimed(claim.tenantName, event.trans_id), ERROR_CODE.mpesaCodeClaimed);
  } else {
    paymentId = await createPayment(deps, caller, {
      tenancyId,
      amountCents,
      method: 'mpesa',
      reference: event.trans_id,
      receivedAt,
    });
  }
  await deps.db
    .updateTable('mpesa_events')
    .set({ outcome: 'assigned', payment_id: paymentId })
    .where('id', '=', event.id)
    .where('outcome', '=', 'unmatched')
    .execute();
  return paymentId;
}
