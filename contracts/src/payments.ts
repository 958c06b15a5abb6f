import './zod-config';
import { z } from 'zod';
import {
  calendarDate,
  fieldText,
  kesText,
  lineText,
  moneyKes,
  optionalLine,
  said,
  ZId,
  ZMonthPageQuery,
} from './common';
import { MAX_BILL_KES, MAX_REASON } from './constants';
import {
  AUDIT_ENTITIES,
  LEDGER_PAYMENT_STATUSES,
  MAX_REFERENCE,
  MPESA_CODE,
  ONE_OFF_CHARGE_KINDS,
  PAYMENT_METHODS,
} from './ledger-terms';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { REPORT_MSG } from './rental-income';

// The ledger (docs/ledger.md): payments are entries of their own, allocated to charges oldest due
// first; what is left is credit on the tenancy. Money is KES in the API, integer cents in storage.

export const ZAllocation = z.object({ billId: z.string(), description: z.string(), amount: z.number() });
export type Allocation = z.infer<typeof ZAllocation>;

export const ZLedgerPayment = z.object({
  _id: z.string(),
  tenancy: z.object({ _id: z.string(), unit: z.string().nullable() }),
  tenant: z.object({ _id: z.string(), name: z.string() }),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  /** The day the money was received (YYYY-MM-DD). */
  receivedAt: z.string(),
  status: z.enum(LEDGER_PAYMENT_STATUSES),
  /** R-000001, given at confirmation, never reused. */
  receiptNumber: z.string().nullable(),
  allocations: z.array(ZAllocation),
  /** What this payment left as credit on the tenancy (KES). */
  credit: z.number(),
  /**
   * What its receipt said when it was issued, never changed since (docs/ledger.md "Receipts"):
   * what it paid then, the credit it left then, the balance right after it. Null without a receipt.
   */
  receipt: z
    .object({
      number: z.string(),
      paid: z.array(ZAllocation),
      credit: z.number(),
      balanceAfter: z.number(),
      issuedAt: z.string(),
    })
    .nullable()
    .optional(),
  /** Why a claim was rejected or a payment reversed. */
  reason: z.string().nullable(),
  recordedBy: z.object({ _id: z.string(), name: z.string(), role: z.string() }),
  createdAt: z.string(),
});
export type LedgerPayment = z.infer<typeof ZLedgerPayment>;
export const ZLedgerPaymentList = z.array(ZLedgerPayment);

const reference = optionalLine('Reference', MAX_REFERENCE);

/**
 * POST /payments: a landlord records money received (tenancyId required, confirmed at once); a
 * tenant claims a payment (tenancyId ignored: their own; pending until the landlord confirms).
 */
export const ZCreatePaymentRequest = z
  .object({
    tenancyId: ZId.optional(),
    amount: moneyKes('Amount', MAX_BILL_KES),
    method: z.enum(
      PAYMENT_METHODS,
      said(() => REQUEST_MSG.paymentMethod),
    ),
    reference,
    receivedAt: calendarDate('Date received').optional(),
    /** The bill this payment is meant for: it is paid first. */
    billId: ZId.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'mpesa') {
      const code = v.reference?.toUpperCase();
      if (!code || !MPESA_CODE.test(code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['reference'],
          message: REQUEST_MSG.mpesaReference,
        });
      }
    }
    // Tax withheld stands on its certificate (docs/reports.md).
    if (v.method === 'withholding' && !v.reference?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: REPORT_MSG.withholdingReference });
    }
  })
  .transform((v) => ({ ...v, reference: v.method === 'mpesa' ? v.reference?.toUpperCase() : v.reference }));
export type CreatePaymentRequest = z.input<typeof ZCreatePaymentRequest>;

/** The record / claim form: the request's rules with the amount and date as typed. */
export const ZPaymentForm = z.object({
  amount: kesText('Amount', MAX_BILL_KES),
  method: z.enum(PAYMENT_METHODS),
  reference: z
    .string()
    .trim()
    .max(
      MAX_REFERENCE,
      said(() => FIELD_MSG.tooLong(fieldLabel('Reference'), MAX_REFERENCE)),
    ),
  receivedAt: z.string().trim(),
});

export const ZReasonRequest = z.object({ reason: fieldText('Reason', MAX_REASON) });
export type ReasonRequest = z.input<typeof ZReasonRequest>;

export const ZPaymentListQuery = ZMonthPageQuery.extend({
  status: z
    .enum(
      LEDGER_PAYMENT_STATUSES,
      said(() => REQUEST_MSG.paymentStatus),
    )
    .optional(),
  tenancyId: ZId.optional(),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
});

export const ZPaymentResponse = z.object({ message: z.string(), payment: ZLedgerPayment });
export type PaymentResponse = z.infer<typeof ZPaymentResponse>;

/** POST /bills: a one-off charge for one tenancy (landlord). */
export const ZCreateChargeRequest = z.object({
  tenancyId: ZId,
  kind: z.enum(
    ONE_OFF_CHARGE_KINDS,
    said(() => REQUEST_MSG.chargeKind),
  ),
  description: lineText('Description', 200),
  amount: moneyKes('Amount', MAX_BILL_KES),
  dueDate: calendarDate('Due date'),
});
export type CreateChargeRequest = z.input<typeof ZCreateChargeRequest>;
export const ZChargeForm = ZCreateChargeRequest.extend({ amount: kesText('Amount', MAX_BILL_KES) });

/** A tenancy's running account (GET /tenancies/:id/statement, GET /me/statement). */
export const ZStatementEntry = z.object({
  date: z.string(),
  kind: z.enum(['charge', 'payment', 'void', 'reversal']),
  /** The whole line in the reader's language, "Voided: …" and "Reversed: …" marked (the PDF's). */
  description: z.string(),
  /** What happened without that mark, for a screen that marks a void or reversal itself (`kind`). */
  detail: z.string().optional(),
  reference: z.string().nullable(),
  /** What the tenant owes more (KES). */
  debit: z.number(),
  /** What the tenant owes less (KES). */
  credit: z.number(),
  /** Owed after this entry; negative is credit. */
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof ZStatementEntry>;

export const ZStatement = z.object({
  tenancy: z.object({
    _id: z.string(),
    unit: z.string().nullable(),
    status: z.string(),
    moveInDate: z.string(),
    moveOutDate: z.string().nullable(),
    accountRef: z.string(),
  }),
  tenant: z.object({ _id: z.string(), name: z.string() }),
  apartment: z.object({ name: z.string(), landlord: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The balance before `from` (0 without `from`). */
  openingBalance: z.number(),
  entries: z.array(ZStatementEntry),
  closingBalance: z.number(),
  /** Entries before these were summed into the opening balance (a PDF stays a few pages). */
  summarised: z.boolean(),
});
export type Statement = z.infer<typeof ZStatement>;

export const ZStatementQuery = z.object({
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
});

/** GET /me/balance and the dashboard: what the tenant owes now. */
export const ZBalance = z.object({
  /** Owed now (KES); negative is credit. */
  balance: z.number(),
  /** The earliest due date among charges still open, or null. */
  nextDueDate: z.string().nullable(),
  overdue: z.number().int(),
  /** Claims the landlord has not answered yet. */
  pendingClaims: z.number().int(),
});
export type Balance = z.infer<typeof ZBalance>;

export const ZAuditEvent = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string(), role: z.string() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** One sentence a landlord can read. */
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;
export const ZAuditList = z.array(ZAuditEvent);
export const ZAuditQuery = ZMonthPageQuery.extend({
  entity: z
    .enum(
      AUDIT_ENTITIES,
      said(() => REQUEST_MSG.auditEntity),
    )
    .optional(),
  entityId: ZId.optional(),
  /** Every event about this tenant's tenancies, bills and payments. */
  tenantId: ZId.optional(),
});

/** Socket event: money of a tenancy changed; the screens showing it reload. */
export interface LedgerChangedPayload {
  tenancyId: string;
  tenantId: string;
  what: 'payment' | 'claim' | 'charge';
}
