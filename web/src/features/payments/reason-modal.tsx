import { type LedgerPayment, MAX_REASON, ZReasonRequest } from '@safestay/contracts';
import { useEffect, useId } from 'react';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { UI_TEXT } from '../../components/ui/texts';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useDecidePayment } from './api';
import { paymentSummary } from './payment-summary';
import { PAY_TEXT } from './texts';

const EMPTY = { reason: '' };

/** Read at render, so the dialog follows the language. */
const copyOf = (action: 'reject' | 'reverse') =>
  action === 'reject'
    ? { title: PAY_TEXT.rejectTitle, submit: PAY_TEXT.rejectSubmit, hint: PAY_TEXT.rejectHint }
    : { title: PAY_TEXT.reverseTitle, submit: PAY_TEXT.reverseSubmit, hint: PAY_TEXT.reverseHint };

/**
 * Reject a tenant's claim or reverse a confirmed payment: both ask why (the tenant reads it), in
 * the confirm dialog's shape with the red button.
 */
export function ReasonModal({
  action,
  payment,
  onClose,
}: {
  action: 'reject' | 'reverse';
  payment: LedgerPayment | null;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZReasonRequest, EMPTY);
  const decide = useDecidePayment(action);
  const formId = useId();
  const copy = copyOf(action);
  const { reset } = form;

  useEffect(() => {
    if (payment) reset(EMPTY);
  }, [payment, reset]);

  const onSubmit = form.submit(async (body) => {
    if (!payment) return;
    await runAction(() => decide.mutateAsync({ id: payment._id, body }));
    onClose();
  });

  return (
    <Modal
      open={payment !== null}
      title={copy.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={decide.isPending}>
            {copy.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {payment ? <p className="text-sm text-gray-700">{paymentSummary(payment)}</p> : null}
        <TextAreaField
          label={UI_TEXT.reason}
          hint={copy.hint}
          limit={MAX_REASON}
          required
          rows={3}
          {...form.field('reason')}
        />
      </form>
    </Modal>
  );
}
