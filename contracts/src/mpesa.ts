import './zod-config';
import { z } from 'zod';
import { said, ZId } from './common';
import { C2B_VERSIONS, MPESA_ENVIRONMENTS, SHORTCODE_TYPES } from './constants';
import { FIELD_MSG, fieldLabel } from './messages-fields';
import { REQUEST_MSG } from './messages-requests';
import { kenyanPhone } from './phones';

const secret = (label: string) =>
  z
    .string(said(() => FIELD_MSG.notText(fieldLabel(label))))
    .trim()
    .min(
      1,
      said(() => FIELD_MSG.required(fieldLabel(label))),
    )
    .max(
      200,
      said(() => FIELD_MSG.tooLong(fieldLabel(label), 200)),
    );

/**
 * PUT /payments/mpesa/settings. The keys are kept encrypted and never shown again: leave one out
 * to keep the stored one (docs/mpesa.md).
 */
export const ZMpesaSettingsRequest = z.object({
  environment: z.enum(
    MPESA_ENVIRONMENTS,
    said(() => REQUEST_MSG.mpesaEnvironment),
  ),
  shortcodeType: z.enum(
    SHORTCODE_TYPES,
    said(() => REQUEST_MSG.paybillOrTill),
  ),
  shortcode: z
    .string(said(() => FIELD_MSG.notText(fieldLabel('Shortcode'))))
    .trim()
    .regex(
      /^\d{5,7}$/,
      said(() => REQUEST_MSG.shortcode),
    ),
  c2bVersion: z.enum(C2B_VERSIONS).default('v2'),
  consumerKey: secret('Consumer key').optional(),
  consumerSecret: secret('Consumer secret').optional(),
  passkey: secret('Passkey').optional(),
});
export type MpesaSettingsRequest = z.input<typeof ZMpesaSettingsRequest>;

/** The settings as the landlord sees them: no secret, only whether each is stored. */
export const ZMpesaSettings = z.object({
  configured: z.boolean(),
  environment: z.enum(MPESA_ENVIRONMENTS).nullable(),
  shortcodeType: z.enum(SHORTCODE_TYPES).nullable(),
  shortcode: z.string().nullable(),
  c2bVersion: z.enum(C2B_VERSIONS),
  hasConsumerKey: z.boolean(),
  hasConsumerSecret: z.boolean(),
  hasPasskey: z.boolean(),
  /** Where Safaricom sends payments: give these when registering (null until settings are saved). */
  callbackUrls: z.object({ confirmation: z.string(), validation: z.string(), stk: z.string() }).nullable(),
  urlsRegisteredAt: z.string().nullable(),
  lastEventAt: z.string().nullable(),
});
export type MpesaSettings = z.infer<typeof ZMpesaSettings>;
export const ZMpesaSettingsResponse = z.object({ message: z.string(), settings: ZMpesaSettings });

/** Tenancies unmatched money may belong to (a near account number, the same amount as the rent…), best first. */
export const ZSuggestions = z.array(
  z.object({ tenancyId: z.string(), tenantName: z.string(), unit: z.string().nullable(), why: z.string() }),
);

/**
 * A tenant's pending claim of the same code that does not fit the money (another account, another
 * amount): the landlord decides it before the money is given to anyone else.
 */
export const ZConflictingClaim = z
  .object({
    paymentId: z.string(),
    tenancyId: z.string(),
    tenantName: z.string(),
    unit: z.string().nullable(),
    amount: z.number(),
  })
  .nullable();

/** Money that reached the Paybill or Till but matched no tenant: the landlord assigns it. */
export const ZUnmatchedPayment = z.object({
  _id: z.string(),
  transId: z.string(),
  amount: z.number(),
  /** What the payer typed as the account number ("" for a Till). */
  billRef: z.string(),
  payerName: z.string(),
  /** As M-Pesa sends it: masked, e.g. "2547 ***** 126". */
  msisdn: z.string(),
  receivedAt: z.string(),
  suggestions: ZSuggestions,
  conflictingClaim: ZConflictingClaim,
});
export type UnmatchedPayment = z.infer<typeof ZUnmatchedPayment>;
export const ZUnmatchedList = z.array(ZUnmatchedPayment);

export const ZAssignRequest = z.object({ tenancyId: ZId });
export type AssignRequest = z.input<typeof ZAssignRequest>;

/** A Kenyan mobile number as people write it (kenyanPhone) in Daraja's form, 2547XXXXXXXX, without the +; or null. */
export function darajaPhone(text: string): string | null {
  return kenyanPhone(text)?.slice(1) ?? null;
}

export const STK_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'timeout'] as const;
export type StkStatus = (typeof STK_STATUSES)[number];

/** POST /payments/mpesa/stk (tenant), with an Idempotency-Key header: a double tap sends one prompt. */
export const ZStkRequest = z.object({
  amount: z
    .number(said(() => FIELD_MSG.notNumber(fieldLabel('Amount'))))
    .int(said(() => REQUEST_MSG.mpesaWholeShillings))
    .min(
      1,
      said(() => REQUEST_MSG.mpesaAtLeast(1)),
    )
    .max(
      250_000,
      said(() => REQUEST_MSG.mpesaAtMost(250_000)),
    ),
  phone: z
    .string(said(() => FIELD_MSG.notText(fieldLabel('Phone'))))
    .trim()
    .refine(
      (v) => darajaPhone(v) !== null,
      said(() => REQUEST_MSG.safaricomNumber),
    )
    .optional(),
  billId: ZId.optional(),
});
export type StkRequest = z.input<typeof ZStkRequest>;

/** A "Pay now" prompt and what became of it; `message` is the sentence the tenant reads. */
export const ZStkPrompt = z.object({
  _id: z.string(),
  status: z.enum(STK_STATUSES),
  amount: z.number(),
  /** Masked: 2547•••••678. */
  phone: z.string(),
  message: z.string(),
  receipt: z.string().nullable(),
  createdAt: z.string(),
});
export type StkPrompt = z.infer<typeof ZStkPrompt>;
export const ZStkPromptResponse = z.object({ message: z.string(), request: ZStkPrompt });

/** GET /payments/mpesa/how-to-pay (tenant): where to send rent and whether "Pay now" works. */
export const ZHowToPay = z.object({
  /** null until the landlord saves M-Pesa settings. */
  shortcodeType: z.enum(SHORTCODE_TYPES).nullable(),
  shortcode: z.string().nullable(),
  /** The account number to type at a Paybill: the tenant's unit code or account reference. */
  accountNumber: z.string().nullable(),
  /** True when the landlord's Daraja keys are saved, so a prompt can be sent to the phone. */
  payNow: z.boolean(),
});
export type HowToPay = z.infer<typeof ZHowToPay>;
