import {
  MAX_RULE_DESCRIPTION,
  MAX_RULE_TITLE,
  MSG,
  RULE_CATEGORIES,
  type Rule,
  type RuleCategory,
} from '@safestay/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { errorText } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveRule } from './api';
import { CATEGORY_LABEL } from './rule-category';

interface RuleFormValues {
  title: string;
  description: string;
  category: RuleCategory;
}

/** docs/product.md §4: the form resets to empty title, empty description, category general. */
const EMPTY: RuleFormValues = { title: '', description: '', category: 'general' };

/** `editing` undefined: closed; null: adding; a rule: editing it. */
export function RuleFormModal({ editing, onClose }: { editing: Rule | null | undefined; onClose: () => void }) {
  const [values, setValues] = useState<RuleFormValues>(EMPTY);
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const save = useSaveRule();
  const isEdit = Boolean(editing);

  useEffect(() => {
    setValues(editing ? { title: editing.title, description: editing.description, category: editing.category } : EMPTY);
    setErrors({});
  }, [editing]);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: values.title.trim() ? undefined : 'Title is required.',
      description: values.description.trim() ? undefined : 'Description is required.',
    };
    setErrors(next);
    if (next.title || next.description) return;
    try {
      await save.mutateAsync({
        id: editing?._id,
        rule: { title: values.title.trim(), description: values.description.trim(), category: values.category },
      });
      toast.success(isEdit ? 'Rule updated successfully!' : 'Rule added successfully!');
      close();
    } catch (error) {
      toast.error(MSG.ruleSaveFailed(errorText(error)));
    }
  };

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
        name="title"
        value={values.title}
        limit={MAX_RULE_TITLE}
        placeholder="e.g. Quiet hours"
        error={errors.title}
        required
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        limit={MAX_RULE_DESCRIPTION}
        placeholder="e.g. No loud music between 10 pm and 7 am."
        error={errors.description}
        required
        rows={4}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
      />
      <SelectField
        label="Category"
        name="category"
        value={values.category}
        onChange={(e) => setValues((v) => ({ ...v, category: e.target.value as RuleCategory }))}
      >
        {RULE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABEL[c]}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
