import { MSG, type Rule } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { useDeleteRule } from './api';
import { RULE_TEXT } from './texts';

/** docs/architecture.md §8: the delete confirmation is a modal dialog with docs/product.md §5's exact question. */
export function DeleteRuleDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const remove = useDeleteRule();

  const confirm = async () => {
    if (!rule) return;
    await runAction(() => remove.mutateAsync(rule._id), { done: MSG.ruleDeleted });
    onClose();
  };

  return (
    <ConfirmDialog
      open={rule !== null}
      title={RULE_TEXT.deleteTitle}
      confirmLabel={RULE_TEXT.delete}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm wrap-anywhere text-gray-700">{rule ? MSG.ruleDeleteConfirm(rule.title) : null}</p>
    </ConfirmDialog>
  );
}
