import { BILL_MSG, type Bill } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { formatDate, formatKsh } from '../../lib/format';
import { usePayCash } from './api';
import { BILL_TEXT } from './texts';

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
      title={isLandlord ? BILL_TEXT.recordCashTitle : BILL_MSG.paidCash}
      confirmLabel={isLandlord ? BILL_TEXT.recordCashConfirm : BILL_MSG.paidCash}
      tone="primary"
      loading={pay.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {bill ? (
        <div className="space-y-3 text-sm text-gray-700">
          {isLandlord ? (
            <p>{BILL_TEXT.cashReceived(formatKsh(amount), bill.tenant.name, bill.description)}</p>
          ) : (
            <p className="font-medium text-gray-900">{BILL_MSG.paidCashSaid(formatKsh(amount), bill.description)}</p>
          )}
          <p className="text-gray-600">
            {BILL_TEXT.dueOn(formatDate(bill.dueDate))} {isLandlord ? BILL_TEXT.countsAtOnce : BILL_MSG.paidCashThen}
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
