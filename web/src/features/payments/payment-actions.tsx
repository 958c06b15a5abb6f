import type { LedgerPayment } from '@safestay/contracts';
import { FileCheck2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { runAction } from '../../lib/action';
import { downloadPaymentReceipt } from './api';
import { buttonName } from './payment-summary';
import { PAY_TEXT } from './texts';

/**
 * The receipt PDF of a payment that was confirmed (a reversed one keeps its number). `label`
 * is what the button reads: "Receipt" on a card, the number itself in the table.
 */
export function ReceiptButton({ payment, label }: { payment: LedgerPayment; label?: string }) {
  const [downloading, setDownloading] = useState(false);
  if (!payment.receiptNumber) return null;
  const download = async () => {
    setDownloading(true);
    await runAction(() => downloadPaymentReceipt(payment));
    setDownloading(false);
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      className="whitespace-nowrap"
      loading={downloading}
      icon={<FileCheck2 className="size-4" aria-hidden="true" />}
      aria-label={PAY_TEXT.downloadReceipt(payment.receiptNumber)}
      onClick={download}
    >
      {label ?? PAY_TEXT.receipt}
    </Button>
  );
}

/** The landlord undoes a confirmed payment (asks why first). */
export function ReverseButton({
  payment,
  onReverse,
}: {
  payment: LedgerPayment;
  onReverse?: (payment: LedgerPayment) => void;
}) {
  if (!onReverse || payment.status !== 'confirmed') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="whitespace-nowrap"
      icon={<Undo2 className="size-4" aria-hidden="true" />}
      aria-label={PAY_TEXT.reverseWhat(buttonName(payment))}
      onClick={() => onReverse(payment)}
    >
      {PAY_TEXT.reverse}
    </Button>
  );
}
