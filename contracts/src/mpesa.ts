import './zod-config';
import { z } from 'zod';
import { ZId } from './common';

/** How the landlord's M-Pesa number takes money: a Paybill (with an account number) or a Till. */
export const SHORTCODE_TYPES = ['paybill', 'till'] as const;
export const MPESA_ENVIRONMENTS = ['sandbox', 'production'] as const;
export const C2B_VERSIONS = ['v1', 'v2'] as const;

const secret = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} must be at most 200 characters.`);

/**
 * PUT /payments/mpesa/settings. The keys are kept encrypted and never shown again: leave one out
 * to keep the stored one (docs/mpesa.md).
 */
export const ZMpesaSettingsRequest = z.object({
  environment: z.enum(MPESA_ENVIRONMENTS, { error: 'Environment must be sandbox or production.' }),
  shortcodeType: z.enum(SHORTCODE_TYPES, { error: 'Choose Paybill or Till.' }),
  shortcode: z
    .string({ error: 'Shortcode must be text.' })
    .trim()
    .regex(/^\d{5,7}$/, 'The shortcode is the 5 to 7 digit Paybill or Till number.'),
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
  /** Tenancies this may belong to (a near account number, the same amount as the rent…), best first. */
  suggestions: z.array(
    z.object({ tenancyId: z.string(), tenantName: z.string(), unit: z.string().nullable(), why: z.string() }),
  ),
});
export type UnmatchedPayment = z.infer<typeof ZUnmatchedPayment>;
export const ZUnmatchedList = z.array(ZUnmatchedPayment);

export const ZAssignRequest = z.object({ tenancyId: ZId });
export type AssignRequest = z.input<typeof ZAssignRequest>;
