import { catalogue } from './i18n';
import { CHARGE_KIND_LABELS, PAYMENT_METHOD_LABELS } from './ledger-terms';
import { billDescription } from './messages-stored';
import { formatKsh } from './money';

/**
 * The activity log's sentences (docs/ledger.md "Audit log"), one per kind of change. The server
 * keeps each entry's values (`audit_events.summary_parts`) and draws the sentence when the log is
 * read, in the reader's language, with the tenant's current name (`tenant`). The English, drawn
 * once when the change is made, is also stored as `summary` for clients that read it and for rows
 * older than the parts. Amounts are KES, days `YYYY-MM-DD` (English writes them as stored).
 */

/** A payment as the log names it: amount, method and reference. */
export interface Paid {
  amount: number;
  method: string;
  reference: string | null;
}
/** The tenant, and the unit the money was for. */
export interface Payer {
  tenant: string;
  unit: string | null;
}

export const methodLabel = (method: string) =>
  PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method;
export const chargeLabel = (kind: string) => CHARGE_KIND_LABELS[kind as keyof typeof CHARGE_KIND_LABELS] ?? kind;
const paid = (p: Paid) => `${formatKsh(p.amount)} ${methodLabel(p.method)}${p.reference ? ` ${p.reference}` : ''}`;
export const payer = (p: Payer) => (p.unit ? `${p.tenant} (${p.unit})` : p.tenant);

export const ACTIVITY_MSG = catalogue('ACTIVITY_MSG', {
  billGenerated: (p: { tenant: string; kind: string; description: string; amount: number; dueDate: string }) =>
    `${billDescription(p.kind, p.description)} for ${p.tenant}: ${formatKsh(p.amount)}, due ${p.dueDate}.`,
  charged: (p: { tenant: string; kind: string; description: string; amount: number }) =>
    `Charged ${p.tenant} ${formatKsh(p.amount)} for ${chargeLabel(p.kind).toLowerCase()}: ${p.description}.`,
  billVoided: (p: { tenant: string; kind: string; description: string; amount: number; reason: string }) =>
    `Voided "${billDescription(p.kind, p.description)}" (${formatKsh(p.amount)}) of ${p.tenant}: "${p.reason}".`,
  billEdited: (p: { tenant: string; kind: string; description: string; from: number; to: number; paid: number }) =>
    `Edited "${billDescription(p.kind, p.description)}" of ${p.tenant}: ${formatKsh(p.from)} → ${formatKsh(p.to)}${p.paid > 0 ? ` (${formatKsh(p.paid)} had been paid)` : ''}.`,
  leftWithAccount: (p: { tenant: string; moveOutDate: string }) =>
    `${p.tenant} deleted their account and moved out on ${p.moveOutDate}.`,
  withdrawnWithAccount: (p: { tenant: string }) =>
    `${p.tenant} deleted their account; their join request is withdrawn.`,
  approved: (p: { tenant: string; unit: string | null; rent: number; moveInDate: string; openingBalance: number }) =>
    `Approved ${p.tenant}${p.unit ? ` into ${p.unit}` : ''} at ${formatKsh(p.rent)} a month from ${p.moveInDate}${p.openingBalance ? `, opening balance ${formatKsh(p.openingBalance)}` : ''}.`,
  joinRejected: (p: { tenant: string; reason: string }) => `Rejected the join request of ${p.tenant}: "${p.reason}".`,
  movedOut: (p: { tenant: string; moveOutDate: string; accountRef: string | null }) =>
    `${p.tenant} moved out on ${p.moveOutDate}${p.accountRef ? ` (${p.accountRef})` : ''}.`,
  tenancyChanged: (p: {
    tenant: string;
    fromUnit: string | null;
    fromRent: number;
    toUnit: string | null;
    toRent: number;
  }) =>
    `Changed the tenancy of ${p.tenant}: ${p.fromUnit} at ${formatKsh(p.fromRent)} → ${p.toUnit} at ${formatKsh(p.toRent)}.`,
  paymentRecorded: (p: Paid & Payer & { receipt: string | null }) =>
    `Recorded ${paid(p)} from ${payer(p)}, receipt ${p.receipt}.`,
  paymentClaimed: (p: Paid & Payer) => `${payer(p)} claimed ${paid(p)}.`,
  paymentConfirmed: (p: Paid & Payer & { receipt: string | null }) =>
    `Confirmed ${paid(p)} from ${payer(p)}, receipt ${p.receipt}.`,
  claimRejected: (p: Paid & Payer & { reason: string }) =>
    `Rejected the claim of ${paid(p)} from ${payer(p)}: "${p.reason}".`,
  paymentReversed: (p: Paid & Payer & { receipt: string | null; reason: string }) =>
    `Reversed ${paid(p)} from ${payer(p)} (${p.receipt}): "${p.reason}".`,
  nationalIdViewed: (p: { tenant: string }) => `Looked at the national ID of ${p.tenant}.`,
  // Team changes (docs/team.md): `tenant` is the caretaker, drawn by id like a tenant.
  staffInvited: (p: { tenant: string; hint: string }) => `Invited a caretaker (code ${p.hint}-…).`,
  staffInviteWithdrawn: (p: { tenant: string; hint: string }) => `Withdrew the caretaker invite ${p.hint}-….`,
  caretakerJoined: (p: { tenant: string }) => `${p.tenant} joined the team as caretaker.`,
  caretakerRemoved: (p: { tenant: string }) => `Removed ${p.tenant} from the team.`,
});

export type ActivityKey = keyof typeof ACTIVITY_MSG;
/** What an entry keeps to be drawn again: the sentence's values, its tenant aside. */
export type ActivityValues<K extends ActivityKey> = Omit<Parameters<(typeof ACTIVITY_MSG)[K]>[0], 'tenant'>;
