import { UNIT_MSG, type Unit } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorText } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeactivateUnit } from './api';

/** A unit is never deleted: deactivating asks once and says its history stays. */
export function DeactivateUnitDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const deactivate = useDeactivateUnit();
  const confirm = async () => {
    if (!unit) return;
    try {
      const result = await deactivate.mutateAsync(unit._id);
      toast.success(result.message);
    } catch (error) {
      toast.error(errorText(error));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={unit !== null}
      title="Deactivate unit"
      confirmLabel="Deactivate"
      loading={deactivate.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700">{unit ? UNIT_MSG.unitDeactivateConfirm(unit.code) : null}</p>
    </ConfirmDialog>
  );
}
