import './zod-config';
import { z } from 'zod';
import { said } from './common';
import { catalogue } from './i18n';
import { FIELD_MSG } from './messages-fields';
import { ZConflictingClaim, ZSuggestions } from './mpesa';

/**
 * Statement imports (docs/imports.md): the CSV that M-Pesa's business portal exports, and a bank's
 * CSV read through the columns the landlord chose once per building. What names nobody waits in
 * the one unmatched queue, with the M-Pesa money that came by callback.
 */
export const IMPORT_MSG = catalogue('IMPORT_MSG', {
  onlyOwnerImports: 'Only the owner of the building can import statements and map bank columns.',
  emptyFile: 'The file is empty. Choose the CSV file of the statement.',
  noFile: 'Send the statement as a CSV file (a text/csv body, or a form field named "file").',
  noHeader: (columns: string) => `No header line with the columns ${columns} was found. Is this the right file?`,
  openQuote: (line: number) => `Line ${line}: a quote opened here is never closed.`,
  badDate: (line: number, value: string, formats: string) =>
    `Line ${line}: "${value}" is not a date and time like ${formats}.`,
  badAmount: (line: number, column: string, value: string) => `Line ${line}: "${value}" in ${column} is not an amount.`,
  noReceipt: (line: number) => `Line ${line}: the Receipt No. is missing.`,
  badReceipt: (line: number, value: string) => `Line ${line}: "${value}" is not an M-Pesa receipt number.`,
  shortLine: (line: number, cells: number, wanted: number) =>
    `Line ${line}: ${cells} cells where the header has ${wanted}; skipped.`,
  // Each row's outcome, as the preview shows it
  paidTo: (tenant: string, account: string) => `Paid by ${tenant} (account ${account}).`,
  claimConfirmed: (tenant: string) => `Confirms ${tenant}'s claim of this code.`,
  claimDiffers: (tenant: string) =>
    `${tenant} claimed this code for another account or amount: it waits unmatched until you decide.`,
  noAccount: (account: string) => `No tenant has the account number "${account}": it waits unmatched.`,
  noAccountGiven: 'No account number: it waits unmatched.',
  twoAccounts: (accounts: string) => `Names more than one account (${accounts}): it waits unmatched.`,
  alreadyRecorded: (receipt: string) => `${receipt} is already recorded: nothing changes.`,
  sameAsLine: (line: number) => `The same payment as line ${line}: nothing changes.`,
  notCompleted: (status: string) => `Status "${status}", not Completed: ignored.`,
  notPaidIn: 'Money paid out, not in: ignored.',
  notCredit: 'A debit, not a credit: ignored.',
  bankAlreadyRecorded: 'A bank payment with the same date, amount and reference is already recorded: nothing changes.',
  // Answers
  previewed: (rows: number) => `Read ${rows} rows. Nothing is recorded until you press Record.`,
  recorded: (matched: number, unmatched: number) =>
    `Recorded: ${matched} payments to tenants, ${unmatched} waiting unmatched.`,
  mappingSaved: "The bank's columns are saved.",
  mappingNeeded: "Choose the columns of your bank's file first (Bank columns).",
  colDate: 'The date column',
  colAmount: 'The amount column',
  colReference: 'The reference column',
  colDescription: 'The description column',
  lineNotFound: 'Unmatched payment not found.',
  alreadyGiven: 'This payment was already given to a tenant.',
  arrivedMeanwhile: 'A payment with one of these receipts arrived while importing. Import the file again.',
});

export const STATEMENT_SOURCES = ['mpesa', 'bank'] as const;
export type StatementSource = (typeof STATEMENT_SOURCES)[number];
export const ROW_OUTCOMES = ['matched', 'claim', 'unmatched', 'duplicate', 'ignored'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** One row of a statement and what the import does (did) with it. */
export const ZImportRow = z.object({
  line: z.number(),
  reference: z.string(),
  /** The day in Nairobi, YYYY-MM-DD ('' for a row that was ignored before its date was read). */
  date: z.string(),
  amount: z.number(),
  account: z.string(),
  payer: z.string(),
  outcome: z.enum(ROW_OUTCOMES),
  reason: z.string(),
  tenantName: z.string().nullable(),
});
export type ImportRow = z.infer<typeof ZImportRow>;

/** POST /payments/mpesa/statements, POST /payments/bank-statements (?dryRun=1: nothing recorded). */
export const ZImportAnswer = z.object({
  message: z.string(),
  dryRun: z.boolean(),
  rows: z.number(),
  matched: z.number(),
  unmatched: z.number(),
  duplicates: z.number(),
  ignored: z.number(),
  problems: z.array(z.object({ line: z.number(), message: z.string() })),
  lines: z.array(ZImportRow),
});
export type ImportAnswer = z.infer<typeof ZImportAnswer>;

export const ZImportQuery = z.object({ dryRun: z.enum(['0', '1', 'true', 'false']).optional() });

export const BANK_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type BankDateFormat = (typeof BANK_DATE_FORMATS)[number];

const column = (label: () => string) =>
  z
    .string(said(() => FIELD_MSG.notText(label())))
    .trim()
    .min(
      1,
      said(() => FIELD_MSG.required(label())),
    )
    .max(
      100,
      said(() => FIELD_MSG.tooLong(label(), 100)),
    );

/** PUT /payments/bank-statements/mapping: the column names of the landlord's bank export. */
export const ZBankMapping = z.object({
  date: column(() => IMPORT_MSG.colDate),
  amount: column(() => IMPORT_MSG.colAmount),
  reference: column(() => IMPORT_MSG.colReference),
  description: column(() => IMPORT_MSG.colDescription).nullish(),
  dateFormat: z.enum(BANK_DATE_FORMATS),
});
export type BankMapping = z.output<typeof ZBankMapping>;
export const ZBankMappingAnswer = z.object({ message: z.string(), mapping: ZBankMapping.nullable() });

/** GET /payments/unmatched: money that named nobody, from M-Pesa (callback or statement) or a bank statement. */
export const ZUnmatchedItem = z.object({
  _id: z.string(),
  source: z.enum(STATEMENT_SOURCES),
  reference: z.string(),
  amount: z.number(),
  /** What the payer typed as the account number, or the bank line's description. */
  account: z.string(),
  payer: z.string(),
  receivedAt: z.string(),
  suggestions: ZSuggestions,
  conflictingClaim: ZConflictingClaim,
});
export type UnmatchedItem = z.infer<typeof ZUnmatchedItem>;
export const ZUnmatchedQueue = z.array(ZUnmatchedItem);
