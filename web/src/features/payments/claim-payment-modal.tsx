import { formatKsh, PAYMENT_METHOD_LABELS } from '@safestay/contracts';
import { useEffect } from 'react';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useCreatePayment } from './api';
import { PaymentFields } from './payment-fields';
import {
  CLAIM_FIELDS,
  initialPayment,
  placePaymentErrors,
  recheckReference,
  toRequest,
  ZClaimForm,
} from './payment-form';
import { claimSentence, PAY_FORM_TEXT, PAY_TEXT } from './texts';

/** What a link may fill in: /payments?claim=1&bill=…&amount=… */
export interface ClaimPrefill {
  billId: string | null;
  amount: string | null;
}

/**
 * The tenant says they paid ("I paid KSH 7,500 with M-Pesa, code NLJ7RT61SV"): a claim the
 * landlord confirms or rejects; nothing changes until then.
 */
export function ClaimPaymentModal({
  open,
  prefill,
  onClose,
}: {
  open: boolean;
  prefill: ClaimPrefill;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZClaimForm, initialPayment(prefill.amount));
  const create = useCreatePayment();
  const { reset } = form;
  const { amount, billId } = prefill;

  useEffect(() => {
    if (open) reset(initialPayment(amount));
  }, [open, amount, reset]);

  const onSubmit = form.submit(async (values) => {
    const body = toRequest(values, billId);
    const outcome = await runAction(() => create.mutateAsync(body), {
      placed: (error) => placePaymentErrors(error, body, CLAIM_FIELDS, form.setError),
    });
    if (outcome.ok) onClose();
  });

  const method = form.watch('method');
  const typed = Number(form.watch('amount'));
  const reference = form.watch('reference').trim();
  const sentence =
    Number.isFinite(typed) && typed > 0
      ? claimSentence(
          formatKsh(typed),
          PAYMENT_METHOD_LABELS[method],
          method === 'mpesa' ? reference.toUpperCase() : reference,
        )
      : null;

  return (
    <FormModal
      open={open}
      title={PAY_TEXT.claimTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={PAY_TEXT.claimSubmit}
      submitting={create.isPending}
    >
      <p className="text-sm text-gray-600">{PAY_TEXT.claimIntro}</p>
      {billId ? <p className="text-sm text-gray-600">{PAY_TEXT.forBill}</p> : null}
      <PaymentFields
        field={form.field}
        method={method}
        onMethodChange={recheckReference(form)}
        dateLabel={PAY_FORM_TEXT.datePaid}
      />
      {sentence ? (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <span className="sr-only">{PAY_FORM_TEXT.youAreSaying}</span>“{sentence}”
        </p>
      ) : null}
    </FormModal>
  );
}
