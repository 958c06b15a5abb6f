import { BILL_MSG, type Bill } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { formatDate, formatKsh } from '../../lib/format';
import { useClaimCash, usePayCash } from './api';
import { BILL_TEXT } from './texts';

interface PayBillDialogProps {
  bill: Bill | null;
  /** The landlord records cash received (it counts at once); a tenant claims a payment. */
  isLandlord: boolean;
  /** A tenant's: what they owe in all (KES), the amount they say they paid (overdue settles first). */
  owed?: number;
  onClose: () => void;
}

/**
 * Cash for the full remaining amount (docs/ledger.md). A tenant's "I paid in cash" is a claim: the
 * landlord confirms it on receiving the cash, and only then does the bill change. A landlord's is
 * cash received, counted at once.
 */
export function PayBillDialog({ bill, isLandlord, owed = 0, onClose }: PayBillDialogProps) {
  const payCash = usePayCash();
  const claimCash = useClaimCash();
  const pay = isLandlord ? payCash : claimCash;
  const left = bill ? (typeof bill.remainingAmount === 'number' ? bill.remainingAmount : 0) : 0;
  // A tenant says they paid everything they owe; the landlord records cash for this bill.
  const amount = isLandlord ? left : Math.max(owed, left);

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
            <p className="font-medium text-gray-900">
              {amount > left
                ? BILL_TEXT.paidCashAll(formatKsh(amount))
                : BILL_MSG.paidCashSaid(formatKsh(amount), bill.description)}
            </p>
          )}
          <p className="text-gray-600">
            {BILL_TEXT.dueOn(formatDate(bill.dueDate))} {isLandlord ? BILL_TEXT.countsAtOnce : BILL_MSG.paidCashThen}
          </p>
          {isLandlord ? null : <p className="text-gray-600">{BILL_TEXT.otherAmount}</p>}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
