import { type Bill, MAX_REASON, ZReasonRequest } from '@safestay/contracts';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { formatKsh } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useVoidBill } from './api';
import { paidOn } from './bill-facts';

const EMPTY = { reason: '' };

/**
 * Voids a charge with a reason (docs/ledger.md): it then counts for nothing, what was paid on it
 * becomes the tenant's credit, and both sides see the reason.
 */
export function VoidBillModal({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  const form = useSchemaForm(ZReasonRequest, EMPTY);
  const voiding = useVoidBill();
  const paid = bill ? paidOn(bill) : 0;

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async ({ reason }) => {
    if (!bill) return;
    try {
      const result = await voiding.mutateAsync({ id: bill._id, reason });
      toast.success(result.message);
      close();
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <FormModal
      open={bill !== null}
      title="Void Charge"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Void charge"
      submitting={voiding.isPending}
    >
      {bill ? (
        <p className="text-sm text-gray-700">
          <span className="font-medium text-gray-900">{bill.description}</span> of{' '}
          <span className="font-medium text-gray-900">{bill.tenant.name}</span> ({formatKsh(bill.amount)}) will count
          for nothing.
          {paid > 0 ? ` The ${formatKsh(paid)} paid on it becomes their credit.` : ''} This cannot be undone.
        </p>
      ) : null}
      <TextAreaField
        label="Reason"
        hint="The tenant sees this reason beside the charge."
        limit={MAX_REASON}
        required
        rows={3}
        {...form.field('reason')}
      />
    </FormModal>
  );
}
