import { type FormEvent, type ReactNode, useId } from 'react';
import { bringToField, fieldOverLimit, focusFirstInvalid } from '../../lib/focus-invalid';
import { Button } from './button';
import { Modal } from './modal';

interface FormModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting?: boolean;
  children: ReactNode;
}

/**
 * A modal holding one form, with Cancel and a submit button in its footer. A field over its limit
 * stops the submit; after any submit the first field in error gets the focus.
 */
export function FormModal({ open, title, onClose, onSubmit, submitLabel, submitting, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          const form = event.currentTarget;
          const tooLong = fieldOverLimit(form);
          if (tooLong) {
            event.preventDefault();
            bringToField(tooLong);
            return;
          }
          onSubmit(event);
          focusFirstInvalid(form);
        }}
        className="space-y-4"
      >
        {children}
      </form>
    </Modal>
  );
}
