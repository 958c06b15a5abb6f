import { UNIT_MSG, type Unit } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { useDeactivateUnit } from './api';
import { UNIT_TEXT } from './texts';

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
      title={UNIT_TEXT.deactivateTitle}
      confirmLabel={UNIT_TEXT.deactivate}
      loading={deactivate.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700">{unit ? UNIT_MSG.unitDeactivateConfirm(unit.code) : null}</p>
    </ConfirmDialog>
  );
}
