import { UNIT_MSG, type Unit, ZUnitForm } from '@safestay/contracts';
import { useEffect } from 'react';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useSaveUnit } from './api';
import { UNIT_TEXT } from './texts';

const valuesOf = (unit: Unit | null | undefined) => ({
  code: unit?.code ?? '',
  label: unit?.label ?? '',
  rent: unit ? String(unit.rent) : '',
  deposit: unit ? String(unit.deposit) : '',
});

/** `editing` undefined: closed; null: adding; a unit: editing it. */
export function UnitFormModal({ editing, onClose }: { editing: Unit | null | undefined; onClose: () => void }) {
  const form = useSchemaForm(ZUnitForm, valuesOf(editing));
  const save = useSaveUnit();
  const { reset } = form;
  useEffect(() => reset(valuesOf(editing)), [editing, reset]);

  const onSubmit = form.submit(async (unit) => {
    const outcome = await runAction(() => save.mutateAsync({ id: editing?._id, unit }), {
      // A code the building already has is said beside the code.
      placed: (error) => {
        form.setError('code', { message: errorText(error, UNIT_MSG.unitSaveFailed) }, { shouldFocus: true });
        return true;
      },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormModal
      open={editing !== undefined}
      title={editing ? UNIT_TEXT.editUnit(editing.code) : UNIT_TEXT.addTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={editing ? UNIT_TEXT.saveUnit : UNIT_TEXT.addUnit}
      submitting={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={UNIT_TEXT.code}
          hint={UNIT_TEXT.codeHint}
          autoCapitalize="characters"
          required
          {...form.field('code')}
        />
        <TextField
          label={UNIT_TEXT.label}
          optional
          placeholder={UNIT_TEXT.labelPlaceholder}
          limit={60}
          {...form.field('label')}
        />
        <TextField
          label={UNIT_TEXT.rentField}
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          required
          {...form.field('rent')}
        />
        <TextField
          label={UNIT_TEXT.depositField}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          optional
          hint={UNIT_TEXT.depositHint}
          {...form.field('deposit')}
        />
      </div>
    </FormModal>
  );
}
