import {
  MAX_RULE_DESCRIPTION,
  MAX_RULE_TITLE,
  MSG,
  RULE_CATEGORIES,
  type Rule,
  type RuleInput,
  ZRuleInput,
} from '@safestay/contracts';
import { useEffect } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useSaveRule } from './api';
import { CATEGORY_LABEL } from './rule-category';

/** docs/product.md §4: the form resets to empty title, empty description, category general. */
const EMPTY: RuleInput = { title: '', description: '', category: 'general' };

const valuesOf = (rule: Rule | null | undefined): RuleInput =>
  rule ? { title: rule.title, description: rule.description, category: rule.category } : EMPTY;

/** `editing` undefined: closed; null: adding; a rule: editing it. */
export function RuleFormModal({ editing, onClose }: { editing: Rule | null | undefined; onClose: () => void }) {
  const form = useSchemaForm(ZRuleInput, EMPTY);
  const save = useSaveRule();
  const isEdit = Boolean(editing);
  const { reset } = form;

  useEffect(() => reset(valuesOf(editing)), [editing, reset]);

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async (rule) => {
    const outcome = await runAction(() => save.mutateAsync({ id: editing?._id, rule }), {
      done: isEdit ? MSG.ruleUpdated : MSG.ruleAdded,
    });
    if (outcome.ok) close();
  });

  return (
    <FormModal
      open={editing !== undefined}
      title={isEdit ? 'Edit Rule' : 'Add New Rule'}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={isEdit ? 'Update Rule' : 'Add Rule'}
      submitting={save.isPending}
    >
      <TextField
        label="Title"
        limit={MAX_RULE_TITLE}
        placeholder="e.g. Quiet hours"
        required
        {...form.field('title')}
      />
      <TextAreaField
        label="Description"
        limit={MAX_RULE_DESCRIPTION}
        placeholder="e.g. No loud music between 10 pm and 7 am."
        required
        rows={4}
        {...form.field('description')}
      />
      <SelectField label="Category" {...form.field('category')}>
        {RULE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABEL[c]}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
