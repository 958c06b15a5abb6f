import {
  type CreatePaymentRequest,
  calendarDate,
  LEDGER_MSG,
  nairobiToday,
  type PaymentMethod,
  ZCreatePaymentRequest,
  ZPaymentForm,
} from '@safestay/contracts';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { PAY_TEXT } from './texts';

/**
 * The M-Pesa and certificate rules are the request's own (contracts ZCreatePaymentRequest): the form asks it about
 * the reference, so the message beside the field is the one the server would send.
 */
function checkReference(v: { method: PaymentMethod; reference: string }, ctx: z.RefinementCtx) {
  if (v.method !== 'mpesa' && v.method !== 'withholding') return;
  const result = ZCreatePaymentRequest.safeParse({ amount: 1, method: v.method, reference: v.reference });
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.path[0] === 'reference') ctx.addIssue({ code: 'custom', path: ['reference'], message: issue.message });
  }
}

/** The tenant's claim: amount, method, reference and the day they paid. */
export const ZClaimForm = ZPaymentForm.extend({ receivedAt: calendarDate('Date paid') }).superRefine(checkReference);

/** The landlord's record form: whom the money came from, and the same fields. */
export const ZRecordForm = ZPaymentForm.extend({
  // Read when the form is checked, so the message follows the language.
  tenancyId: z
    .string()
    .trim()
    .min(1, { error: () => PAY_TEXT.chooseTenant }),
  receivedAt: calendarDate('Date received'),
}).superRefine(checkReference);

export type PaymentFormValues = z.input<typeof ZClaimForm>;
export type RecordFormValues = z.input<typeof ZRecordForm>;

/** The values the form starts with: today in Nairobi, M-Pesa unless the link said otherwise. */
export function initialPayment(amount?: string | null): PaymentFormValues {
  return { amount: amount ?? '', method: 'mpesa', reference: '', receivedAt: nairobiToday() };
}

/** What the form's output sends: an M-Pesa code in capitals, no empty reference. */
export function toRequest(
  v: z.output<typeof ZClaimForm> & { tenancyId?: string },
  billId: string | null,
): CreatePaymentRequest {
  const reference = v.reference ? (v.method === 'mpesa' ? v.reference.toUpperCase() : v.reference) : undefined;
  return {
    ...(v.tenancyId ? { tenancyId: v.tenancyId } : {}),
    amount: v.amount,
    method: v.method,
    reference,
    receivedAt: v.receivedAt,
    ...(billId ? { billId } : {}),
  };
}

export const CLAIM_FIELDS = ['amount', 'method', 'reference', 'receivedAt'] as const;
export const RECORD_FIELDS = ['tenancyId', ...CLAIM_FIELDS] as const;

/**
 * Where a refusal belongs: a 400's field errors beside their fields, an M-Pesa code already
 * recorded (409) beside the reference. None: the refusal is for a toast.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  sent: CreatePaymentRequest,
  fields: readonly F[],
): Array<{ field: F; message: string }> {
  if (!(error instanceof ApiError)) return [];
  const reference = fields.find((f) => f === 'reference');
  if (
    error.status === 409 &&
    reference &&
    sent.reference &&
    error.message === LEDGER_MSG.mpesaCodeUsed(sent.reference)
  ) {
    return [{ field: reference, message: error.message }];
  }
  if (error.status !== 400) return [];
  return (error.errors ?? []).flatMap((e) =>
    (fields as readonly string[]).includes(e.field) ? [{ field: e.field as F, message: e.message }] : [],
  );
}

/**
 * Puts the server's refusal of a payment beside the fields it names (the first gets the focus);
 * false when it names none, and runAction says it in a toast.
 */
export function placePaymentErrors<F extends string>(
  error: unknown,
  sent: CreatePaymentRequest,
  fields: readonly F[],
  setError: (field: NoInfer<F>, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const problems = fieldErrorsOf(error, sent, fields);
  for (const [i, p] of problems.entries()) setError(p.field, { message: p.message }, { shouldFocus: i === 0 });
  return problems.length > 0;
}

/**
 * The reference's rule depends on the method: after the method changes, a message beside the
 * reference is checked again (M-Pesa's code rule no longer holds for cash).
 */
export const recheckReference =
  (form: {
    trigger: (name: 'reference') => Promise<boolean>;
    getFieldState: (name: 'reference') => { invalid: boolean };
  }) =>
  () => {
    if (form.getFieldState('reference').invalid) void form.trigger('reference');
  };
