import './zod-config';
import { z } from 'zod';
import { wholeNumberText } from './common';
import { catalogue } from './i18n';

/** `?year=` of the collection report and its CSV: this year in Nairobi when absent. */
export const ZCollectionQuery = z.object({ year: wholeNumberText('Year', 2000, 2100).optional() });

/** One month of the collection report (docs/reports.md "Collection"), KES. */
export const ZCollectionMonth = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** Non-voided charges due that month. */
  expected: z.number(),
  /** Confirmed payments received that month. */
  collected: z.number(),
  /** Still owed at the month's close (today for this month); null for a month still to come. */
  outstanding: z.number().nullable(),
  /** Of it, what was late then; null for a month still to come. */
  overdue: z.number().nullable(),
  /** The day `outstanding` and `overdue` stand at, `YYYY-MM-DD`; null for a month still to come. */
  asAt: z.string().nullable(),
});
export type CollectionMonth = z.infer<typeof ZCollectionMonth>;

/** `GET /reports/collection?year=`: the building's twelve months. */
export const ZCollectionReport = z.object({ year: z.number().int(), months: z.array(ZCollectionMonth) });
export type CollectionReport = z.infer<typeof ZCollectionReport>;

/** The texts of the collection report and the CSV exports (headers a person reads in a spreadsheet). */
export const COLLECTION_MSG = catalogue('COLLECTION_MSG', {
  month: 'Month',
  expected: 'Expected (KES)',
  collected: 'Collected (KES)',
  outstandingAtMonthEnd: 'Outstanding at month end (KES)',
  overdueAtMonthEnd: 'Overdue at month end (KES)',
  asAt: 'As at',
  dueDate: 'Due date',
  tenant: 'Tenant',
  unit: 'Unit',
  description: 'Description',
  kind: 'Kind',
  amount: 'Amount (KES)',
  paid: 'Paid (KES)',
  owed: 'Still owed (KES)',
  status: 'Status',
  voidedOn: 'Voided on',
  voidReason: 'Why voided',
  receivedOn: 'Received on',
  receipt: 'Receipt',
  method: 'Method',
  reference: 'Reference',
  reason: 'Reason',
  phone: 'Phone',
  email: 'Email',
  nationalId: 'National ID',
  movedIn: 'Moved in',
  rent: 'Rent (KES)',
  balance: 'Balance (KES)',
  date: 'Date',
  entry: 'Entry',
  charge: 'Charge (KES)',
  payment: 'Payment (KES)',
  openingBalance: 'Opening balance',
  billOpen: 'Open',
  billPartial: 'Partly paid',
  billPaid: 'Paid',
  billVoided: 'Voided',
  paymentPending: 'Waiting to be confirmed',
  paymentConfirmed: 'Confirmed',
  paymentRejected: 'Rejected',
  paymentReversed: 'Reversed',
} as const);
