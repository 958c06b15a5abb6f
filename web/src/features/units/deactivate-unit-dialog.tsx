import { UNIT_MSG, type Unit } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { useDeactivateUnit } from './api';

/** A unit is never deleted: deactivating asks once and says its history stays. */
export function DeactivateUnitDialog({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const deactivate = useDeactivateUnit();
  const confirm = async () => {
    if (!unit) return;
    await runAction(() => deactivate.mutateAsync(unit._id));
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
