import { BILL_MSG, type Bill } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { formatDate, formatKsh } from '../../lib/format';
import { usePayCash } from './api';

interface PayBillDialogProps {
  bill: Bill | null;
  /** The landlord records cash received (it counts at once); a tenant claims a payment. */
  isLandlord: boolean;
  onClose: () => void;
}

/**
 * Cash for the full remaining amount (docs/ledger.md). A tenant's "I paid in cash" is a claim: the
 * landlord confirms it on receiving the cash, and only then does the bill change. A landlord's is
 * cash received, counted at once.
 */
export function PayBillDialog({ bill, isLandlord, onClose }: PayBillDialogProps) {
  const pay = usePayCash();
  const amount = bill ? (typeof bill.remainingAmount === 'number' ? bill.remainingAmount : 0) : 0;

  const confirm = async () => {
    if (!bill) return;
    const outcome = await runAction(() => pay.mutateAsync({ billId: bill._id, amount }));
    if (outcome.ok) onClose();
  };

  return (
    <ConfirmDialog
      open={bill !== null}
      title={isLandlord ? 'Record Cash' : BILL_MSG.paidCash}
      confirmLabel={isLandlord ? 'Record Payment' : BILL_MSG.paidCash}
      tone="primary"
      loading={pay.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {bill ? (
        <div className="space-y-3 text-sm text-gray-700">
          {isLandlord ? (
            <p>
              You received <span className="font-semibold text-gray-900">{formatKsh(amount)}</span> in cash from{' '}
              <span className="font-semibold text-gray-900">{bill.tenant.name}</span> for{' '}
              <span className="font-semibold text-gray-900">{bill.description}</span>.
            </p>
          ) : (
            <p className="font-medium text-gray-900">{BILL_MSG.paidCashSaid(formatKsh(amount), bill.description)}</p>
          )}
          <p className="text-gray-600">
            Due {formatDate(bill.dueDate)}.{' '}
            {isLandlord ? 'It counts at once and a receipt is issued.' : BILL_MSG.paidCashThen}
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
