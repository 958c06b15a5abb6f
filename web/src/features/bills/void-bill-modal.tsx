import type { Bill } from '@safestay/contracts';
import { ReasonFormModal } from '../../components/ui/reason-modal';
import { formatKsh } from '../../lib/format';
import { useVoidBill } from './api';
import { paidOn } from './bill-facts';

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
      title="Void Charge"
      submitLabel="Void charge"
      hint="The tenant sees this reason beside the charge."
      rows={3}
      send={(reason) => voiding.mutateAsync({ id: bill?._id ?? '', reason })}
      sending={voiding.isPending}
      onClose={onClose}
    >
      {bill ? (
        <p className="text-sm text-gray-700">
          <span className="font-medium text-gray-900">{bill.description}</span> of{' '}
          <span className="font-medium text-gray-900">{bill.tenant.name}</span> ({formatKsh(bill.amount)}) will count
          for nothing.
          {paid > 0 ? ` The ${formatKsh(paid)} paid on it becomes their credit.` : ''} This cannot be undone.
        </p>
      ) : null}
    </ReasonFormModal>
  );
}
