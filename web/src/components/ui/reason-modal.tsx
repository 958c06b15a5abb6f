import { MAX_REASON, ZReasonRequest } from '@safestay/contracts';
import type { ReactNode } from 'react';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { TextAreaField } from './field';
import { FormModal } from './form-modal';
import { UI_TEXT } from './texts';

const EMPTY = { reason: '' };

/**
 * A refusal that needs a reason the other person reads (turning down a join request, voiding a
 * charge): the reason field, `send` with it, the server's message as a toast, and closed on success.
 */
export function ReasonFormModal({
  open,
  title,
  submitLabel,
  hint,
  rows,
  send,
  sending,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Who reads the reason, and where. */
  hint: string;
  rows: number;
  send: (reason: string) => Promise<{ message: string }>;
  sending: boolean;
  onClose: () => void;
  /** What is being refused, above the reason. */
  children?: ReactNode;
}) {
  const form = useSchemaForm(ZReasonRequest, EMPTY);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async ({ reason }) => {
    const outcome = await runAction(() => send(reason));
    if (outcome.ok) close();
  });

  return (
    <FormModal
      open={open}
      title={title}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      submitting={sending}
    >
      {children}
      <TextAreaField
        label={UI_TEXT.reason}
        hint={hint}
        limit={MAX_REASON}
        required
        rows={rows}
        {...form.field('reason')}
      />
    </FormModal>
  );
}
