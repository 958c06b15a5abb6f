import { MSG, type Rule } from '@safestay/contracts';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { errorText } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeleteRule } from './api';

/** docs/architecture.md §8: the delete confirmation is a modal dialog with docs/product.md §5's exact question. */
export function DeleteRuleDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const remove = useDeleteRule();

  const confirm = async () => {
    if (!rule) return;
    try {
      await remove.mutateAsync(rule._id);
      toast.success(MSG.ruleDeleted);
      onClose();
    } catch (error) {
      toast.error(MSG.ruleDeleteFailed(errorText(error)));
      onClose();
    }
  };

  return (
    <Modal
      open={rule !== null}
      title="Delete Rule"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm wrap-anywhere text-gray-700">{rule ? MSG.ruleDeleteConfirm(rule.title) : null}</p>
    </Modal>
  );
}
