import type { BillStatus } from './enums';
import { catalogue } from './i18n';
import { formatKsh } from './money';

/**
 * The words of SafeStay's documents (receipts, bills, statements), written on the PDF threads in
 * the reader's language (docs/languages.md); `contracts/src/sw/pdf.ts` is their Kiswahili.
 */
export const PDF_TEXT = catalogue('PDF_TEXT', {
  tagline: 'Property management for landlords and tenants',
  dateIssued: (day: string) => `Date issued: ${day}`,
  notAssigned: 'Not assigned',
  none: 'None',
  // Headings and labels
  from: 'From',
  apartment: 'Apartment',
  landlord: 'Landlord',
  tenant: 'Tenant',
  unit: 'Unit',
  phone: 'Phone',
  nationalId: 'National ID',
  receivedFrom: 'Received from',
  billedTo: 'Billed to',
  amount: 'Amount',
  paid: 'Paid',
  remaining: 'Remaining',
  credit: 'Credit',
  balance: 'Balance',
  date: 'Date',
  method: 'Method',
  description: 'Description',
  period: 'Period',
  // Receipts
  paymentReceipt: 'Payment Receipt',
  receiptNumber: 'Receipt number',
  payment: 'Payment',
  inWords: 'In words',
  reference: 'Reference',
  receivedOn: 'Received on',
  whatItPaid: 'What it paid',
  charges: 'Charges',
  nothingDue: 'Nothing was due: all of it is credit.',
  moreCharges: (count: number) => `and ${count.toLocaleString('en-US')} more ${count === 1 ? 'charge' : 'charges'}`,
  afterThisPayment: 'After this payment',
  owed: (kes: number) => `${formatKsh(kes)} owed`,
  inCredit: (kes: number) => `${formatKsh(kes)} in credit`,
  nothingOwed: 'Nothing owed',
  keepReceipt: (number: string) => `Thank you. Keep this receipt (${number}) for your records.`,
  // Bills
  rentBill: 'Rent Bill',
  billNumber: 'Bill number',
  bill: 'Bill',
  dueDate: 'Due date',
  status: 'Status',
  billStatus: (status: BillStatus) => status as string,
  amounts: 'Amounts',
  paymentHistory: 'Payment history',
  noPaymentsYet: 'No payments yet.',
  earlierPayments: (count: number, totalKes: number) =>
    `and ${count.toLocaleString('en-US')} earlier ${count === 1 ? 'payment' : 'payments'} totalling ${formatKsh(totalKes)}`,
  receiptConfirms: 'This receipt confirms that the bill above has been paid in full. Thank you.',
  billPaidOn: (day: string) => `This bill was paid in full on ${day}. Keep it for your records.`,
  pleasePay: 'Please pay by the due date. Keep this bill for your records.',
  // Statements
  tenantStatement: 'Tenant Statement',
  account: 'Account',
  tenancy: 'Tenancy',
  movedIn: 'Moved in',
  movedOut: 'Moved out',
  fromTheStart: 'From the start',
  periodFromTo: (from: string, to: string) => `${from} to ${to}`,
  entries: 'Entries',
  charge: 'Charge',
  broughtForward: 'Balance brought forward (earlier entries summarised)',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  owes: (name: string, kes: number) => `${name} owes ${formatKsh(kes)}.`,
  isInCredit: (name: string, kes: number) => `${name} is ${formatKsh(kes)} in credit.`,
  owesNothing: (name: string) => `${name} owes nothing.`,
  balanceNote:
    'A positive balance is owed by the tenant; a negative balance is credit held for them. Computed from SafeStay records.',
} as const);
