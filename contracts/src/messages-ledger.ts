import { catalogue } from './i18n';
import { formatKsh } from './money';

/** The texts of the ledger (payments, claims, charges, statements), for the server and the web app alike. */
export const LEDGER_MSG = catalogue('LEDGER_MSG', {
  paymentRecorded: (receipt: string) => `Payment recorded. Receipt ${receipt}.`,
  claimSent: (landlord: string) => `Thank you. ${landlord} will confirm your payment; your bill changes once they do.`,
  payCashClaimed: 'Your payment was sent to your landlord. The bill changes once they confirm it.',
  claimConfirmed: (receipt: string) => `Payment confirmed. Receipt ${receipt}.`,
  claimRejected: 'Claim rejected. The tenant sees your reason.',
  paymentReversed: 'Payment reversed. Its bills are open again; the receipt number stays used.',
  chargeAdded: 'Charge added.',
  chargeVoided: 'Charge voided. What was paid on it is credit now.',
  alreadyConfirmed: 'This payment is already confirmed.',
  alreadyRejected: 'This claim was already rejected.',
  alreadyReversed: 'This payment was already reversed.',
  onlyConfirmedReverse: 'Only a confirmed payment can be reversed.',
  onlyPendingDecide: 'Only a pending claim can be confirmed or rejected.',
  alreadyVoided: 'This charge was already voided.',
  mpesaCodeUsed: (code: string) => `M-Pesa code ${code} is already recorded in this building.`,
  paymentNotFound: 'Payment not found.',
  tenancyNotFound: 'Tenancy not found.',
  tenancyRequired: 'Choose the tenant (tenancyId) the payment is from.',
  noTenancyToClaim: 'You have no tenancy to pay towards.',
  receiptOnlyConfirmed: 'A receipt exists once the payment is confirmed.',
  youOwe: (kes: number) => `You owe ${formatKsh(kes)}`,
  youAreInCredit: (kes: number) => `You are ${formatKsh(kes)} in credit`,
  allPaid: 'You are all paid up',
  /** The earliest unpaid due date (days written "5 Dec 2026"): ahead, or already past. */
  nextDue: (day: string) => `Next due: ${day}`,
  overdueSince: (day: string) => `Overdue since ${day}`,
  editHasPayments: (paid: number) =>
    `${formatKsh(paid)} has been paid on this bill. Lowering it below that turns the difference into credit. Save anyway?`,
} as const);
