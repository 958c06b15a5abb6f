import './zod-config';
import { z } from 'zod';
import { calendarDate, kesText, lineText, moneyKes, said, wholeNumberText, ZId, ZMonthPageQuery } from './common';
import { MAX_BILL_DESCRIPTION, MAX_BILL_KES, MONTHS } from './constants';
import { nairobiMonth } from './dates';
import { ZBillStatus } from './enums';
import { CHARGE_KINDS } from './ledger-terms';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';

export const ZPaymentEntry = z.object({
  _id: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.string(),
});
export type PaymentEntry = z.infer<typeof ZPaymentEntry>;

/** A bill as docs/product.md §3 names it; money in KES, remainingAmount derived from payments. */
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
  /** What the charge is for (docs/ledger.md): rent, water, deposit, … */
  kind: z.enum(CHARGE_KINDS),
  /** Due date passed and something remains. */
  overdue: z.boolean(),
  tenancyId: z.string(),
  /** The unit's code when the tenancy has one. */
  unit: z.string().nullable(),
  /** A voided charge counts for nothing; its payments went back to credit. */
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type Bill = z.infer<typeof ZBill>;
export const ZBillList = z.array(ZBill);

/** Optional landlord filter: GET /bills/apartment?tenant=<id> (docs/product.md §2 /bills?tenant=), and paging. */
export const ZBillListQuery = ZMonthPageQuery.extend({ tenant: ZId.optional() });

const yearRange = said(() => FIELD_MSG.outOfRange(fieldLabel('Year'), 2000, 2100));

const thisYear = () => Number(nairobiMonth().slice(0, 4));

/** docs/product.md §3 monthly-bill request; month is an English month name, year defaults to this year. */
export const ZGenerateMonthlyBillsRequest = z.object({
  month: z.enum(
    MONTHS,
    said(() => REQUEST_MSG.monthName),
  ),
  year: z
    .number(said(() => FIELD_MSG.notNumber(fieldLabel('Year'))))
    .int(said(() => FIELD_MSG.notWhole(fieldLabel('Year'))))
    .min(2000, yearRange)
    .max(2100, yearRange)
    .optional()
    .transform((v) => v ?? thisYear()),
  dueDate: calendarDate('Due date'),
  /** Only this tenant's bill (e.g. someone who moved in mid-month); every tenant's when absent. */
  tenantId: ZId.optional(),
});
export type GenerateMonthlyBillsRequest = z.input<typeof ZGenerateMonthlyBillsRequest>;

/** The monthly-bills form: the request's rules, with the year as typed. */
export const ZGenerateMonthlyBillsForm = ZGenerateMonthlyBillsRequest.extend({
  month: z.enum(
    MONTHS,
    said(() => REQUEST_MSG.chooseMonth),
  ),
  year: wholeNumberText('Year', 2000, 2100),
});

export const ZGenerateMonthlyBillsResponse = z.object({
  message: z.string(),
  bills: ZBillList,
  /** Bills made by this call. */
  created: z.number(),
  /** Tenants that already had a bill for that month. */
  existing: z.number(),
  /** Tenants who had not moved in yet, or had moved out, that month. */
  skipped: z.number(),
});
export type GenerateMonthlyBillsResponse = z.infer<typeof ZGenerateMonthlyBillsResponse>;

export const ZPayCashRequest = z.object({
  billId: ZId,
  amount: moneyKes('Amount', MAX_BILL_KES),
});
export type PayCashRequest = z.infer<typeof ZPayCashRequest>;

export const ZUpdateBillRequest = z.object({
  amount: moneyKes('Amount', MAX_BILL_KES),
  description: lineText('Description', MAX_BILL_DESCRIPTION),
  dueDate: calendarDate('Due date'),
});
export type UpdateBillRequest = z.input<typeof ZUpdateBillRequest>;

/** The bill-edit form: the request's rules, with the amount as typed. */
export const ZUpdateBillForm = ZUpdateBillRequest.extend({ amount: kesText('Amount', MAX_BILL_KES) });

export const ZBillResponse = z.object({ message: z.string(), bill: ZBill });
export type BillResponse = z.infer<typeof ZBillResponse>;

/** A landlord's edit also says what changed, e.g. that raising a Paid bill reopened it. */
export const ZUpdateBillResponse = ZBillResponse.extend({ change: z.string().optional() });
export type UpdateBillResponse = z.infer<typeof ZUpdateBillResponse>;
