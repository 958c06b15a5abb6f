// Zod-free on purpose: screens read these names and labels without loading the schemas (docs/ledger.md).
import { catalogue } from './i18n';

/** `withholding`: tax a tenant appointed by KRA withheld from rent, recorded by the owner with its certificate number. */
export const PAYMENT_METHODS = ['cash', 'mpesa', 'bank', 'other', 'withholding'] as const;
/** What a tenant may say they paid with (never tax withheld: the owner records that). */
export const CLAIM_METHODS = ['cash', 'mpesa', 'bank', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = catalogue('PAYMENT_METHOD_LABELS', {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  bank: 'Bank',
  other: 'Other',
  withholding: 'Tax withheld',
});

/** pending: a tenant's claim awaiting the landlord; confirmed: counts; rejected/reversed: counts for nothing. */
export const LEDGER_PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected', 'reversed'] as const;
export type LedgerPaymentStatus = (typeof LEDGER_PAYMENT_STATUSES)[number];

export const CHARGE_KINDS = [
  'rent',
  'water',
  'electricity',
  'service',
  'garbage',
  'security',
  'penalty',
  'deposit',
  'opening_balance',
  'other',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
/** The kinds a landlord adds by hand (rent is generated monthly, the opening balance at approval). */
export const ONE_OFF_CHARGE_KINDS = [
  'water',
  'electricity',
  'service',
  'garbage',
  'security',
  'deposit',
  'penalty',
  'other',
] as const;
/** The kinds a house may pay every month besides rent, made with the month's rent (docs/utilities.md). */
export const RECURRING_CHARGE_KINDS = ['service', 'garbage', 'security'] as const;
export type RecurringChargeKind = (typeof RECURRING_CHARGE_KINDS)[number];
export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = catalogue('CHARGE_KIND_LABELS', {
  rent: 'Rent',
  water: 'Water',
  electricity: 'Electricity',
  service: 'Service charge',
  garbage: 'Garbage',
  security: 'Security',
  penalty: 'Penalty',
  deposit: 'Deposit',
  opening_balance: 'Opening balance',
  other: 'Other',
});

/** An M-Pesa transaction code as Safaricom prints it: ten capital letters and digits. */
export const MPESA_CODE = /^[A-Z0-9]{10}$/;
export const MAX_REFERENCE = 60;

/** What the activity log is about. */
export const AUDIT_ENTITIES = ['bill', 'payment', 'tenancy', 'team'] as const;
