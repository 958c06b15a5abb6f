import { type Bill, CHARGE_KIND_LABELS, subtractKes } from '@safestay/contracts';

/** What has been paid on a bill (KES); a voided charge keeps nothing, its payments went to credit. */
export const paidOn = (bill: Bill) => (bill.voidedAt ? 0 : subtractKes(bill.amount, bill.remainingAmount));

/** Money can still go to this bill: it is not voided and something remains. */
export const isOpen = (bill: Bill) => !bill.voidedAt && bill.remainingAmount > 0;

export const kindLabel = (bill: Bill) => CHARGE_KIND_LABELS[bill.kind] ?? bill.kind;

/** The landlord's payment form (Payments screen) for this bill, its tenant and what remains. */
/** A tenant's "I paid by M-Pesa" for this bill: the claim form, the amount left filled in. */
export function claimPaymentPath(bill: Bill, amount = bill.remainingAmount): string {
  const params = new URLSearchParams({ claim: '1', bill: bill._id, amount: String(amount) });
  return `/payments?${params}`;
}

export function recordPaymentPath(bill: Bill): string {
  const params = new URLSearchParams({
    record: '1',
    tenancy: bill.tenancyId,
    bill: bill._id,
    amount: String(bill.remainingAmount),
  });
  return `/payments?${params}`;
}

/** Everything that happened to this bill (Activity screen). */
export const historyPath = (bill: Bill) => `/activity?${new URLSearchParams({ entity: 'bill', id: bill._id })}`;
