import { MSG, type Unit } from '@safestay/contracts';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
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
    <Modal
      open={unit !== null}
      title="Deactivate unit"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={deactivate.isPending} onClick={confirm}>
            Deactivate
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{unit ? MSG.unitDeactivateConfirm(unit.code) : null}</p>
    </Modal>
  );
}
