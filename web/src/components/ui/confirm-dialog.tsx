import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { UI_TEXT } from './texts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The button that does it: "Delete", "Withdraw", "Confirm Payment". */
  confirmLabel: string;
  /** Red for what cannot be undone lightly; the brand colour otherwise. */
  tone?: 'danger' | 'primary';
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The one "are you sure?" dialog: the question, Cancel, and the action. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  tone = 'danger',
  loading,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
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
          <Button variant={tone} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
