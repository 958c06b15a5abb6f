import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { Modal } from './modal';

/** Runs a confirmed action and says how it went: the server's message, or why it failed. */
export async function toastOutcome(action: () => Promise<{ message: string }>): Promise<void> {
  try {
    toast.success((await action()).message);
  } catch (error) {
    toast.error(errorText(error));
  }
}

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
            Cancel
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
