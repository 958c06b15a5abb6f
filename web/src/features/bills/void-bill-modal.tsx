import type { Bill } from '@safestay/contracts';
import { ReasonFormModal } from '../../components/ui/reason-modal';
import { formatKsh } from '../../lib/format';
import { useVoidBill } from './api';
import { paidOn } from './bill-facts';
import { BILL_ADMIN_TEXT } from './texts';

/**
 * Voids a charge with a reason (docs/ledger.md): it then counts for nothing, what was paid on it
 * becomes the tenant's credit, and both sides see the reason.
 */
export function VoidBillModal({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  const voiding = useVoidBill();
  const paid = bill ? paidOn(bill) : 0;
  return (
    <ReasonFormModal
      open={bill !== null}
      title={BILL_ADMIN_TEXT.voidTitle}
      submitLabel={BILL_ADMIN_TEXT.voidSubmit}
      hint={BILL_ADMIN_TEXT.voidHint}
      rows={3}
      send={(reason) => voiding.mutateAsync({ id: bill?._id ?? '', reason })}
      sending={voiding.isPending}
      onClose={onClose}
    >
      {bill ? (
        <p className="text-sm text-gray-700">
          <span className="font-medium text-gray-900">{bill.description}</span>
          {BILL_ADMIN_TEXT.voidOf}
          <span className="font-medium text-gray-900">{bill.tenant.name}</span>
          {BILL_ADMIN_TEXT.voidCounts(formatKsh(bill.amount))}
          {paid > 0 ? BILL_ADMIN_TEXT.voidPaid(formatKsh(paid)) : ''}
          {BILL_ADMIN_TEXT.voidFinal}
        </p>
      ) : null}
    </ReasonFormModal>
  );
}
