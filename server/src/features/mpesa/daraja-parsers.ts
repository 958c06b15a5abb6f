import { z } from 'zod';
import { nairobiStamp, parseNairobiStamp } from '../../lib/dates';

/**
 * Pure pieces of the Daraja protocol (docs/mpesa.md): the STK password and timestamp, account
 * numbers as tenants type them, amounts as Daraja writes them, and the two callbacks that bring
 * money in. The callbacks come from outside, so they are parsed into problems, never thrown.
 */

/** `YYYYMMDDHHmmss` in Nairobi time, the form Daraja expects in `Timestamp` and the STK password. */
export const darajaTimestamp = nairobiStamp;

/** The instant a Daraja `YYYYMMDDHHmmss` (Nairobi time) names, or null when it names none. */
export const parseDarajaTimestamp = parseNairobiStamp;

/** Daraja's STK `Password`: base64 of shortcode, passkey and the same timestamp sent beside it. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/**
 * An account number as a tenant typed it, reduced to what we compare: uppercase, without spaces,
 * dashes, '#' or '/'. A letter O among digits is read as a zero ("1O5" is "105"), but never in a
 * code with other letters, where O may be meant ("BO4").
 */
export function normaliseAccountRef(ref: string): string {
  const compact = ref.toUpperCase().replace(/[\s\-#/]/g, '');
  const onlyDigitsAndOs = /^[0-9O]+$/.test(compact) && /[0-9]/.test(compact);
  return onlyDigitsAndOs ? compact.replace(/O/g, '0') : compact;
}

/**
 * A Daraja amount ("5.00", "1500", 1500.5) in integer cents, read digit by digit so no binary
 * fraction creeps in; null for anything else (negative, more than two decimals, exponents).
 */
export function amountToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A phone number as C2B shows it ("2547 ***** 126"): a full number is masked the same way. */
export function maskMsisdn(msisdn: string): string {
  const digits = msisdn.replace(/\s/g, '');
  if (!/^\d{12}$/.test(digits)) return msisdn.trim();
  return `${digits.slice(0, 4)} ***** ${digits.slice(-3)}`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const problemsOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);

const numberOrNumericString = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'must be a whole number'),
]);

const ZStkCallback = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: numberOrNumericString,
      ResultDesc: z.string().default(''),
      CallbackMetadata: z
        .object({
          // Daraja leaves out Value on some items (Balance), so an item may be a bare name.
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
        })
        .optional(),
    }),
  }),
});

export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  amountCents?: number;
  receipt?: string;
  /** As sent, e.g. "254708374149". */
  phone?: string;
  /** ISO 8601 (UTC) of M-Pesa's TransactionDate, which is Nairobi time. */
  transactionDate?: string;
}

/** The `Body.stkCallback` Daraja posts to an STK push's CallBackURL; metadata only on success. */
export function parseStkCallback(body: unknown): Parsed<StkCallback> {
  const parsed = ZStkCallback.safeParse(body);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const cb = parsed.data.Body.stkCallback;
  const value: StkCallback = {
    merchantRequestId: cb.MerchantRequestID,
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: Number(cb.ResultCode),
    resultDesc: cb.ResultDesc,
  };
  const items = new Map((cb.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const problems: string[] = [];
  const amount = items.get('Amount');
  if (amount !== undefined) {
    const cents = amountToCents(amount);
    if (cents === null) problems.push(`CallbackMetadata.Amount: not an amount (${String(amount).slice(0, 20)})`);
    else value.amountCents = cents;
  }
  const receipt = items.get('MpesaReceiptNumber');
  if (receipt !== undefined) value.receipt = String(receipt);
  const phone = items.get('PhoneNumber');
  if (phone !== undefined) value.phone = String(phone);
  const date = items.get('TransactionDate');
  if (date !== undefined) {
    const when = parseDarajaTimestamp(String(date));
    if (when === null) problems.push('CallbackMetadata.TransactionDate: not a YYYYMMDDHHmmss time');
    else value.transactionDate = when.toISOString();
  }
  if (value.resultCode === 0 && (value.amountCents === undefined || value.receipt === undefined)) {
    problems.push('CallbackMetadata: a successful payment must carry Amount and MpesaReceiptNumber');
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

const ZC2bConfirmation = z.object({
  TransactionType: optionalText,
  TransID: z.string().regex(/^[A-Za-z0-9]{8,20}$/, 'must be 8 to 20 letters or digits'),
  TransTime: text.refine((v) => parseDarajaTimestamp(v) !== null, 'must be a YYYYMMDDHHmmss time'),
  TransAmount: text.refine((v) => (amountToCents(v) ?? 0) > 0, 'must be a positive amount like "1500" or "5.00"'),
  BusinessShortCode: text.refine((v) => /^\d{5,7}$/.test(v), 'must be a 5 to 7 digit shortcode'),
  BillRefNumber: optionalText,
  InvoiceNumber: optionalText,
  MSISDN: optionalText,
  FirstName: optionalText,
  MiddleName: optionalText,
  LastName: optionalText,
});

export interface C2bConfirmation {
  transactionType: string;
  transId: string;
  /** ISO 8601 (UTC) of TransTime, which is Nairobi time. */
  transTime: string;
  amountCents: number;
  businessShortCode: string;
  /** What the payer typed as the account number, raw; "" for a Till (Daraja may send "null"). */
  billRefNumber: string;
  invoiceNumber: string;
  /** Always masked like "2547 ***** 126", even if a full number arrived. */
  msisdnMasked: string;
  firstName: string;
  middleName: string;
  lastName: string;
}

/** A C2B confirmation (or validation: the same shape) as Daraja posts it to a registered URL. */
export function parseC2bConfirmation(body: unknown): Parsed<C2bConfirmation> {
  const parsed = ZC2bConfirmation.safeParse(body);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const c = parsed.data;
  return {
    ok: true,
    value: {
      transactionType: c.TransactionType,
      transId: c.TransID.toUpperCase(),
      transTime: parseDarajaTimestamp(c.TransTime)!.toISOString(),
      amountCents: amountToCents(c.TransAmount)!,
      businessShortCode: c.BusinessShortCode,
      billRefNumber: c.BillRefNumber.toLowerCase() === 'null' ? '' : c.BillRefNumber,
      invoiceNumber: c.InvoiceNumber,
      msisdnMasked: maskMsisdn(c.MSISDN),
      firstName: c.FirstName,
      middleName: c.MiddleName,
      lastName: c.LastName,
    },
  };
}
