import { type Bill, MSG } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { formatDate, formatKsh } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePayCash } from './api';

/** docs/product.md §4 Pay Cash: confirms, then sends the full remaining amount (0 if unknown). */
export function PayBillDialog({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  const pay = usePayCash();
  const amount = bill ? (typeof bill.remainingAmount === 'number' ? bill.remainingAmount : 0) : 0;

  const confirm = async () => {
    if (!bill) return;
    try {
      await pay.mutateAsync({ billId: bill._id, amount });
      toast.success(MSG.paymentSuccess);
      onClose();
    } catch (error) {
      console.warn('Payment failed', error);
      toast.error(MSG.paymentFailed);
    }
  };

  return (
    <ConfirmDialog
      open={bill !== null}
      title="Pay Cash"
      confirmLabel="Confirm Payment"
      tone="primary"
      loading={pay.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {bill ? (
        <div className="space-y-3 text-sm text-gray-700">
          <p>
            You are recording a cash payment of <span className="font-semibold text-gray-900">{formatKsh(amount)}</span>{' '}
            for <span className="font-semibold text-gray-900">{bill.description}</span>.
          </p>
          <p className="text-gray-600">Due {formatDate(bill.dueDate)}. This pays the full remaining amount.</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
