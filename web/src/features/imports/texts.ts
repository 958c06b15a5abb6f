import { catalogue, type RowOutcome } from '@safestay/contracts';
import type { BadgeTone } from '../../components/ui/badge';

/** What the Import statement screen says (the server's reasons come from IMPORT_MSG). */
export const IMPORT_TEXT = catalogue('IMPORT_TEXT', {
  title: 'Import statement',
  subtitle:
    'Upload the CSV statement from M-Pesa or your bank. See what will happen to each row first; nothing is recorded until you press Record.',
  backToPayments: 'Back to payments',
  kindLegend: 'Which statement?',
  mpesaKind: 'M-Pesa (Paybill or Till)',
  bankKind: 'Bank',
  mpesaHow: 'On the M-Pesa business portal (org.ke.m-pesa.com), open the statement and export it as CSV.',
  sample: 'Download a sample M-Pesa statement',
  chooseFile: 'Choose the CSV file',
  dropHere: 'or drop it here',
  reading: 'Reading the file…',
  fileName: (name: string) => `File: ${name}`,
  previewTitle: 'Preview',
  resultTitle: 'Recorded',
  counts: (rows: number) => `${rows} rows`,
  matched: 'Paid to tenants',
  unmatched: 'Unmatched',
  duplicates: 'Already recorded',
  ignored: 'Ignored',
  problems: 'Lines skipped',
  record: 'Record',
  recordHint: 'Matched rows become confirmed payments with receipts; unmatched money waits on the Payments screen.',
  another: 'Import another file',
  seeUnmatched: 'See unmatched payments',
  colLine: 'Line',
  colDate: 'Date',
  colReference: 'Receipt / reference',
  colAmount: 'Amount',
  colAccount: 'Account',
  colOutcome: 'Outcome',
  colReason: 'Why',
  tableCaption: 'Each row of the statement and what happens to it',
  // Bank columns
  mappingTitle: 'Bank columns',
  mappingHint:
    "Type the column names exactly as your bank's CSV writes them in its header line. They are kept for this building.",
  dateColumn: 'Date column',
  amountColumn: 'Amount (credit) column',
  referenceColumn: 'Reference column',
  descriptionColumn: 'Description column',
  dateFormat: 'How the bank writes dates',
  saveMapping: 'Save columns',
  mappingFirst: 'Save the bank columns before choosing a file.',
});

/** Each outcome's word and colour on the preview. */
export const OUTCOME_LABEL: Record<RowOutcome, string> = catalogue('IMPORT_OUTCOME_LABEL', {
  matched: 'Paid',
  claim: 'Claim confirmed',
  unmatched: 'Unmatched',
  duplicate: 'Already recorded',
  ignored: 'Ignored',
});

export const OUTCOME_TONE: Record<RowOutcome, BadgeTone> = {
  matched: 'green',
  claim: 'green',
  unmatched: 'yellow',
  duplicate: 'gray',
  ignored: 'gray',
};
