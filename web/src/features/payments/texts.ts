import type { LedgerPaymentStatus } from '@safestay/contracts';
import { catalogue } from '@safestay/contracts';
import type { BadgeTone } from '../../components/ui/badge';

/** What the Payments screen says (its own texts; the server's messages come from LEDGER_MSG). */
export const PAY_TEXT = catalogue('PAY_TEXT', {
  exportCsv: 'Download CSV',
  exportCsvName: 'Download every payment as CSV',
  landlordTitle: 'Payments',
  landlordSubtitle: 'Money received from your tenants: confirm their claims, record cash and download receipts.',
  tenantTitle: 'My Payments',
  tenantSubtitle: 'Tell your landlord when you have paid. Your balance changes once they confirm it.',
  recordButton: 'Record payment',
  claimButton: 'I paid',
  toConfirm: (n: string) => `To confirm (${n})`,
  toConfirmHint: 'Your tenants say they paid. Confirm once the money is in, or reject it with a reason.',
  allPayments: 'All payments',
  filterBanner: 'Showing payments of',
  noPayments: 'No payments yet',
  noPaymentsLandlord: 'When you record a payment or a tenant says they paid, it appears here.',
  noPaymentsTenant: 'When you pay your landlord, press “I paid” so they can confirm it.',
  noPaymentsFiltered: 'No payments match this filter.',
  showMore: 'Show more payments',
  recordTitle: 'Record payment',
  recordIntro: 'Money you received. It counts at once and gets a receipt number; it pays the oldest bills first.',
  claimTitle: 'I paid',
  claimIntro: 'Your landlord confirms this payment. Your bills change once they do; then you can download the receipt.',
  claimSubmit: 'Send to landlord',
  recordSubmit: 'Record payment',
  chooseTenant: 'Choose the tenant the payment is from.',
  mpesaHint: 'The M-Pesa code from the confirmation SMS, like NLJ7RT61SV.',
  referenceHint: 'A receipt, cheque or transaction number, if there is one.',
  certificateHint: "The number of the tenant's withholding tax certificate (tax withheld for KRA).",
  forBill: 'Paid towards the chosen bill first.',
  rejectTitle: 'Reject claim',
  rejectSubmit: 'Reject claim',
  rejectHint: 'The tenant reads this reason.',
  reverseTitle: 'Reverse payment',
  reverseSubmit: 'Reverse payment',
  reverseHint: 'Say why: the tenant reads it. The bills it paid open again; the receipt number stays used.',
  unmatched: (n: number) => `Unmatched payments (${n})`,
  importButton: 'Import statement',
  sourceMpesa: 'M-Pesa',
  sourceBank: 'Bank',
  bankDescription: 'Description',
  bankReference: 'Bank reference',
  unmatchedHint:
    'Money that reached your Paybill, Till or bank with an account number that names no tenant. Say whose it is.',
  assignTo: 'Assign to',
  assignButton: 'Assign',
  chooseToAssign: 'Choose a tenant',
  noAccount: 'none',
  /** A tenant's pending claim holds this money's M-Pesa code but does not fit it (another account or amount). */
  conflictingClaim: (name: string, amount: string) =>
    `${name} claims this M-Pesa code for ${amount} and the claim waits for you. Confirm or reject it below first: this money goes to ${name} only if you give it to them.`,
  credit: 'Credit',
  nothingYet: 'Nothing yet',
  // Who took the money, when the building's caretaker did (docs/team.md).
  recordedByCaretaker: (name: string) => `Recorded by ${name} (caretaker)`,
  // The list: its tabs, columns, cards and buttons.
  showPayments: 'Show payments',
  tabAll: 'All',
  tabConfirmed: 'Confirmed',
  tabPending: 'Pending',
  tabRejected: 'Rejected',
  tabReversed: 'Reversed',
  yourPayments: 'Your payments',
  oneTenant: 'one tenant',
  receivedIn: (month: string) => `Payments received in ${month}`,
  receivedInNewest: (month: string) => `Payments received in ${month}, newest first`,
  date: 'Date',
  tenant: 'Tenant',
  amount: 'Amount',
  method: 'Method',
  status: 'Status',
  receipt: 'Receipt',
  paidFor: 'Paid for',
  actions: 'Actions',
  fromName: (name: string) => ` from ${name}`,
  reason: 'Reason:',
  downloadReceipt: (number: string) => `Download receipt ${number}`,
  reverse: 'Reverse',
  reverseWhat: (what: string) => `Reverse ${what}`,
  reject: 'Reject',
  rejectWhat: (what: string) => `Reject ${what}`,
  confirm: 'Confirm',
  confirmWhat: (what: string) => `Confirm ${what}`,
  paidOn: (day: string) => `Paid on ${day}`,
  /** The name a row's buttons carry: "KSH 7,500 from Amina Otieno". */
  amountFrom: (amount: string, name: string) => `${amount} from ${name}`,
  /** One sentence naming a payment in a dialog. */
  summary: (amount: string, method: string, payer: string, day: string) =>
    `${amount} ${method} from ${payer}, received ${day}.`,
  owes: (amount: string) => `owes ${amount}`,
  inCredit: (amount: string) => `${amount} credit`,
  paidUp: 'paid up',
  // Unmatched M-Pesa money.
  unknownPayer: 'Unknown payer',
  accountTyped: 'Account typed',
  mpesaCode: 'M-Pesa code',
  assignToWho: (who: string) => `Assign to ${who}`,
  assignWhat: (amount: string, payer: string) => `Assign ${amount} from ${payer}`,
} as const);

/** What the record and claim forms say around their fields. */
export const PAY_FORM_TEXT = catalogue('PAY_FORM_TEXT', {
  amount: 'Amount (KSH)',
  method: 'Method',
  reference: 'Reference',
  dateReceived: 'Date received',
  datePaid: 'Date paid',
  tenant: 'Tenant',
  loadingTenants: 'Loading tenants…',
  selectTenant: 'Select a tenant',
  tenantFromLink: 'The tenant from the link',
  youAreSaying: 'You are saying: ',
  claimSentence: (amount: string, method: string, reference: string) =>
    `I paid ${amount} with ${method}${reference ? `, code ${reference}` : ''}`,
});

/** A claim as the tenant reads it before sending: "I paid KSH 7,500 with M-Pesa, code NLJ7RT61SV". */
export function claimSentence(amount: string, method: string, reference: string): string {
  return PAY_FORM_TEXT.claimSentence(amount, method, reference);
}

/** Each status in plain words, for the landlord and for the tenant (read by viewer and status, at render). */
export const STATUS_LABEL: Record<'Landlord' | 'Tenant', Record<LedgerPaymentStatus, string>> = catalogue(
  'PAY_STATUS_LABEL',
  {
    Landlord: { pending: 'Pending', confirmed: 'Confirmed', rejected: 'Rejected', reversed: 'Reversed' },
    Tenant: { pending: 'Waiting for landlord', confirmed: 'Confirmed', rejected: 'Rejected', reversed: 'Reversed' },
  },
);

export const STATUS_TONE: Record<LedgerPaymentStatus, BadgeTone> = {
  pending: 'yellow',
  confirmed: 'green',
  rejected: 'red',
  reversed: 'gray',
};
