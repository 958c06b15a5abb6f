import { UNIT_MSG, type Unit, ZUnitForm } from '@safestay/contracts';
import { useEffect } from 'react';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useSaveUnit } from './api';

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
      title={editing ? `Edit unit ${editing.code}` : 'Add a unit'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={editing ? 'Save unit' : 'Add unit'}
      submitting={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          hint="What the tenant writes as the M-Pesa account number, like A1 or B12."
          autoCapitalize="characters"
          required
          {...form.field('code')}
        />
        <TextField label="Label" optional placeholder="e.g. 2nd floor, bedsitter" limit={60} {...form.field('label')} />
        <TextField
          label="Rent (KSH)"
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          required
          {...form.field('rent')}
        />
        <TextField
          label="Deposit (KSH)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          optional
          hint="Leave blank for none."
          {...form.field('deposit')}
        />
      </div>
    </FormModal>
  );
}
