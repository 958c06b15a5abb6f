import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { UI_TEXT } from './texts';

interface FormModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitting?: boolean;
  /** `danger` for a form that deletes something for good. */
  submitVariant?: 'primary' | 'danger';
  children: ReactNode;
}

/**
 * A modal holding one form, with Cancel and a submit button in its footer. The form's own
 * `onSubmit` (useSchemaForm's `submit`) checks it and brings the first field in error into view.
 */
export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  submitVariant = 'primary',
  children,
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" variant={submitVariant} form={formId} loading={submitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
      </form>
    </Modal>
  );
}
