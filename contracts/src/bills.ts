import { z } from 'zod';
import { moneyKes, requiredText, ZDateString, ZId } from './common';
import { MONTHS, ZBillStatus } from './enums';
import { MSG } from './messages';

/** The most a single bill may be (KES); far above any rent, far below 2^53 cents. */
export const MAX_BILL_KES = 100_000_000;

export const ZPaymentEntry = z.object({
  _id: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.string(),
});
export type PaymentEntry = z.infer<typeof ZPaymentEntry>;

/** A bill as SPEC.md §3 names it; money in KES, remainingAmount derived from payments. */
export const ZBill = z.object({
  _id: z.string(),
  description: z.string(),
  amount: z.number(),
  remainingAmount: z.number(),
  dueDate: z.string(),
  status: ZBillStatus,
  tenant: z.object({ _id: z.string(), name: z.string() }),
  paymentHistory: z.array(ZPaymentEntry),
  /** Date of the last payment, or null. */
  paymentDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof ZBill>;
export const ZBillList = z.array(ZBill);

/** Optional landlord filter: GET /bills/apartment?tenant=<id> (SPEC.md §2 /bills?tenant=). */
export const ZBillListQuery = z.object({ tenant: ZId.optional() });

const thisYear = () => new Date().getFullYear();

/** SPEC.md §3 monthly-bill request; month is an English month name, year defaults to this year. */
export const ZGenerateMonthlyBillsRequest = z.object({
  month: z.enum(MONTHS, { error: 'Month must be an English month name, e.g. January.' }),
  year: z
    .number({ error: 'Year must be a number.' })
    .int('Year must be a whole number.')
    .min(2000, 'Year must be between 2000 and 2100.')
    .max(2100, 'Year must be between 2000 and 2100.')
    .optional()
    .transform((v) => v ?? thisYear()),
  dueDate: ZDateString,
});
export type GenerateMonthlyBillsRequest = z.input<typeof ZGenerateMonthlyBillsRequest>;

export const ZGenerateMonthlyBillsResponse = z.object({
  message: z.string(),
  bills: ZBillList,
  /** Bills made by this call. */
  created: z.number(),
  /** Tenants that already had a bill for that month. */
  existing: z.number(),
});
export type GenerateMonthlyBillsResponse = z.infer<typeof ZGenerateMonthlyBillsResponse>;

export const ZPayCashRequest = z.object({
  billId: ZId,
  amount: moneyKes(MAX_BILL_KES),
});
export type PayCashRequest = z.infer<typeof ZPayCashRequest>;

export const ZUpdateBillRequest = z.object({
  amount: moneyKes(MAX_BILL_KES),
  description: requiredText(200, MSG.requiredFields),
  dueDate: ZDateString,
});
export type UpdateBillRequest = z.input<typeof ZUpdateBillRequest>;

export const ZBillResponse = z.object({ message: z.string(), bill: ZBill });
export type BillResponse = z.infer<typeof ZBillResponse>;
