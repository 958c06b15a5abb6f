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
import { RULE_CATEGORY_LABELS, RULE_TEXT } from './texts';

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
      title={isEdit ? RULE_TEXT.editTitle : RULE_TEXT.addNew}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={isEdit ? RULE_TEXT.update : RULE_TEXT.add}
      submitting={save.isPending}
    >
      <TextField
        label={RULE_TEXT.title}
        limit={MAX_RULE_TITLE}
        placeholder={RULE_TEXT.titlePlaceholder}
        required
        {...form.field('title')}
      />
      <TextAreaField
        label={RULE_TEXT.description}
        limit={MAX_RULE_DESCRIPTION}
        placeholder={RULE_TEXT.descriptionPlaceholder}
        required
        rows={4}
        {...form.field('description')}
      />
      <SelectField label={RULE_TEXT.category} {...form.field('category')}>
        {RULE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {RULE_CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
