import { type BankMapping, ERROR_CODE, IMPORT_MSG, type ImportRow } from '@safestay/contracts';
import { parseNairobiStamp } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { toKes } from '../../lib/money';
import { type CsvRecord, csvAmount, parseCsv } from '../units/units-csv';

// Reading a statement file (docs/imports.md): columns by their header's name, whatever their
// order; title lines above the header are skipped; a file that cannot be read is a 400 naming its
// first bad line, before anything is looked up or recorded.

/** A money-in row of a statement, read and checked. */
export interface StatementLine {
  line: number;
  reference: string;
  /** The instant (ISO, UTC) and the Nairobi day it names. */
  at: string;
  day: string;
  amountCents: number;
  account: string;
  payer: string;
  /** M-Pesa's "Other Party Info" phone part, as printed (masked or not). */
  phone: string;
  /** Bank lines: the description column ('' when none is mapped). */
  description: string;
}

export interface ReadStatement {
  /** Transaction rows after the header (blank lines not counted). */
  rows: number;
  lines: StatementLine[];
  /** Rows read but not money in (and short lines), with the reason, for the preview. */
  ignored: ImportRow[];
  problems: { line: number; message: string }[];
}

export const bad = (message: string) => new AppError(400, message, ERROR_CODE.badStatement);

const MPESA_COLUMNS = {
  receipt: 'Receipt No.',
  time: 'Completion Time',
  details: 'Details',
  status: 'Transaction Status',
  paidIn: 'Paid In',
  withdrawn: 'Withdrawn',
  party: 'Other Party Info',
  account: 'A/C No.',
} as const;
const MPESA_REQUIRED: readonly (keyof typeof MPESA_COLUMNS)[] = ['receipt', 'time', 'status', 'paidIn'];

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

function records(text: string): CsvRecord[] {
  if (text.trim() === '') throw bad(IMPORT_MSG.emptyFile);
  const parsed = parseCsv(text);
  if ('openQuoteLine' in parsed) throw bad(IMPORT_MSG.openQuote(parsed.openQuoteLine));
  return parsed.records;
}

/** The header record (the first holding every wanted column) and each wanted column's index. */
function findHeader<K extends string>(all: CsvRecord[], wanted: Record<K, string>, required: readonly K[]) {
  for (const [at, record] of all.entries()) {
    const names = record.cells.map(key);
    if (!required.every((k) => names.includes(key(wanted[k])))) continue;
    const index = {} as Record<K, number>;
    for (const k of Object.keys(wanted) as K[]) index[k] = names.indexOf(key(wanted[k]));
    return { at, index, width: record.cells.length };
  }
  throw bad(IMPORT_MSG.noHeader(required.map((k) => `"${wanted[k]}"`).join(', ')));
}

const two = (s: string) => s.padStart(2, '0');

/** `YYYY-MM-DD HH:MM[:SS]` or `DD/MM/YYYY HH:MM[:SS]` (or MM/DD/YYYY for a bank that writes it), Nairobi time. */
export function readNairobiTime(value: string, format: 'YYYY-MM-DD' | 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'either') {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  let parts: [string, string, string, string, string, string] | null = null;
  if (iso && (format === 'YYYY-MM-DD' || format === 'either'))
    parts = [iso[1]!, iso[2]!, iso[3]!, iso[4] ?? '0', iso[5] ?? '0', iso[6] ?? '0'];
  else if (slash && (format === 'DD/MM/YYYY' || format === 'either'))
    parts = [slash[3]!, slash[2]!, slash[1]!, slash[4] ?? '0', slash[5] ?? '0', slash[6] ?? '0'];
  else if (slash && format === 'MM/DD/YYYY')
    parts = [slash[3]!, slash[1]!, slash[2]!, slash[4] ?? '0', slash[5] ?? '0', slash[6] ?? '0'];
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const when = parseNairobiStamp(`${y}${two(mo)}${two(d)}${two(h)}${two(mi)}${two(s)}`);
  return when ? { at: when.toISOString(), day: `${y}-${two(mo)}-${two(d)}` } : null;
}

/** A positive amount in cents; '' and 0 are null (no money in); not an amount is a 400. */
function amountCents(line: number, column: string, cell: string): number | null {
  const plain = csvAmount(cell.replace(/^\+/, ''));
  if (plain === null) throw bad(IMPORT_MSG.badAmount(line, column, cell));
  if (plain === '') return null;
  const [whole, fraction = ''] = plain.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw bad(IMPORT_MSG.badAmount(line, column, cell));
  return plain.startsWith('-') ? -cents : cents;
}

const ignoredRow = (line: number, reason: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  line,
  reference: '',
  date: '',
  amount: 0,
  account: '',
  payer: '',
  outcome: 'ignored',
  reason,
  tenantName: null,
  ...extra,
});

/** The rows after the header that carry something, the short ones told as problems. */
function bodyRows(all: CsvRecord[], header: { at: number; width: number }, needed: number, into: ReadStatement) {
  const out: CsvRecord[] = [];
  for (const record of all.slice(header.at + 1)) {
    if (record.cells.every((c) => c === '')) continue;
    into.rows += 1;
    if (record.cells.length < needed) {
      const message = IMPORT_MSG.shortLine(record.line, record.cells.length, header.width);
      into.problems.push({ line: record.line, message });
      into.ignored.push(ignoredRow(record.line, message));
      continue;
    }
    out.push(record);
  }
  return out;
}

/** "2547******126 - JANE WANJIKU" → the phone part and the name. */
function otherParty(info: string): { phone: string; payer: string } {
  const at = info.indexOf(' - ');
  if (at < 0) return /\d/.test(info) ? { phone: info.trim(), payer: '' } : { phone: '', payer: info.trim() };
  return { phone: info.slice(0, at).trim(), payer: info.slice(at + 3).trim() };
}

/** The CSV of M-Pesa's business portal: Completed rows with a Paid In amount are money in. */
export function readMpesaStatement(text: string): ReadStatement {
  const all = records(text);
  const header = findHeader(all, MPESA_COLUMNS, MPESA_REQUIRED);
  const { index } = header;
  const read: ReadStatement = { rows: 0, lines: [], ignored: [], problems: [] };
  const needed = Math.max(...MPESA_REQUIRED.map((k) => index[k])) + 1;
  const cell = (r: CsvRecord, k: keyof typeof MPESA_COLUMNS) => (index[k] >= 0 ? (r.cells[index[k]] ?? '') : '');
  for (const r of bodyRows(all, header, needed, read)) {
    const status = cell(r, 'status');
    const receipt = cell(r, 'receipt').toUpperCase();
    if (status.toLowerCase() !== 'completed') {
      read.ignored.push(ignoredRow(r.line, IMPORT_MSG.notCompleted(status), { reference: receipt }));
      continue;
    }
    const cents = amountCents(r.line, MPESA_COLUMNS.paidIn, cell(r, 'paidIn'));
    if (cents === null || cents <= 0) {
      if (cents !== null && cents < 0) throw bad(IMPORT_MSG.badAmount(r.line, MPESA_COLUMNS.paidIn, cell(r, 'paidIn')));
      read.ignored.push(ignoredRow(r.line, IMPORT_MSG.notPaidIn, { reference: receipt }));
      continue;
    }
    if (receipt === '') throw bad(IMPORT_MSG.noReceipt(r.line));
    if (!/^[A-Z0-9]{8,20}$/.test(receipt)) throw bad(IMPORT_MSG.badReceipt(r.line, receipt));
    const when = readNairobiTime(cell(r, 'time'), 'either');
    if (!when) throw bad(IMPORT_MSG.badDate(r.line, cell(r, 'time'), '2026-11-05 14:30:00 or 05/11/2026 14:30:00'));
    const { phone, payer } = otherParty(cell(r, 'party'));
    read.lines.push({
      line: r.line,
      reference: receipt,
      ...when,
      amountCents: cents,
      account: cell(r, 'account'),
      payer,
      phone,
      description: cell(r, 'details'),
    });
  }
  return read;
}

/** A bank's CSV through the building's mapping: positive amounts are credits, the rest ignored. */
export function readBankStatement(text: string, mapping: BankMapping): ReadStatement {
  const all = records(text);
  const wanted = {
    date: mapping.date,
    amount: mapping.amount,
    reference: mapping.reference,
    description: mapping.description ?? mapping.reference,
  };
  const header = findHeader(all, wanted, ['date', 'amount', 'reference', 'description']);
  const { index } = header;
  const read: ReadStatement = { rows: 0, lines: [], ignored: [], problems: [] };
  const needed = Math.max(index.date, index.amount, index.reference, index.description) + 1;
  for (const r of bodyRows(all, header, needed, read)) {
    const reference = r.cells[index.reference] ?? '';
    const description = mapping.description ? (r.cells[index.description] ?? '') : '';
    const cents = amountCents(r.line, mapping.amount, r.cells[index.amount] ?? '');
    if (cents === null || cents <= 0) {
      read.ignored.push(
        ignoredRow(r.line, IMPORT_MSG.notCredit, {
          reference,
          amount: cents === null ? 0 : toKes(cents),
          account: description,
        }),
      );
      continue;
    }
    const raw = r.cells[index.date] ?? '';
    const when = readNairobiTime(raw, mapping.dateFormat);
    if (!when) throw bad(IMPORT_MSG.badDate(r.line, raw, mapping.dateFormat));
    read.lines.push({
      line: r.line,
      reference,
      ...when,
      amountCents: cents,
      account: description,
      payer: '',
      phone: '',
      description,
    });
  }
  return read;
}
