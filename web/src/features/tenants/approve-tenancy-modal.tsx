import { type Tenancy, type Unit, ZApproveTenancyForm } from '@safestay/contracts';
import { type ChangeEvent, useEffect } from 'react';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useVacantUnits } from '../../lib/vacant-units';
import { useApproveTenancy } from './api';
import { TENANT_TEXT } from './texts';

const valuesOf = (tenancy: Tenancy | null) => ({
  unitId: tenancy?.unit?._id ?? '',
  rent: tenancy && tenancy.rent > 0 ? String(tenancy.rent) : '',
  moveInDate: tenancy?.moveInDate.slice(0, 10) ?? '',
  openingBalance: '',
});

/** The vacant units, and the one the request names even if it is no longer vacant (the server then says why). */
function unitChoices(vacant: Unit[], tenancy: Tenancy | null): Pick<Unit, '_id' | 'code' | 'label'>[] {
  const asked = tenancy?.unit;
  if (!asked || vacant.some((u) => u._id === asked._id)) return vacant;
  return [{ ...asked, label: null }, ...vacant];
}

/** Lets a tenant in: the unit (its rent fills in), the rent, the move-in date and what they already owe. */
export function ApproveTenancyModal({ tenancy, onClose }: { tenancy: Tenancy | null; onClose: () => void }) {
  const form = useSchemaForm(ZApproveTenancyForm, valuesOf(tenancy));
  const { reset } = form;
  useEffect(() => reset(valuesOf(tenancy)), [tenancy, reset]);
  const vacant = useVacantUnits(tenancy !== null).data ?? [];
  const choices = unitChoices(vacant, tenancy);
  const approve = useApproveTenancy();
  const unitField = form.field('unitId');

  const chooseUnit = (event: ChangeEvent<HTMLSelectElement>) => {
    void unitField.onChange(event);
    const unit = vacant.find((u) => u._id === event.target.value);
    if (unit) form.setValue('rent', String(unit.rent), { shouldValidate: true });
  };

  const onSubmit = form.submit(async (body) => {
    if (!tenancy) return;
    const outcome = await runAction(() => approve.mutateAsync({ id: tenancy._id, body }), {
      // An occupied or deactivated unit (409) is said beside the unit, so another can be chosen.
      placed: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return false;
        form.setError('unitId', { message: error.message }, { shouldFocus: true });
        return true;
      },
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormModal
      open={tenancy !== null}
      title={tenancy ? TENANT_TEXT.approveWho(tenancy.tenant.name) : TENANT_TEXT.approve}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={TENANT_TEXT.approve}
      submitting={approve.isPending}
    >
      <SelectField label={TENANT_TEXT.unitField} hint={TENANT_TEXT.unitHint} {...unitField} onChange={chooseUnit}>
        {tenancy?.unit ? null : <option value="">{TENANT_TEXT.noUnitYet}</option>}
        {choices.map((unit) => (
          <option key={unit._id} value={unit._id}>
            {unit.label ? `${unit.code} (${unit.label})` : unit.code}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={TENANT_TEXT.rentField}
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          {...form.field('rent')}
        />
        <DateField label={TENANT_TEXT.moveInDate} {...form.field('moveInDate')} />
      </div>
      <TextField
        label={TENANT_TEXT.openingBalanceField}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        optional
        hint={TENANT_TEXT.openingBalanceHint}
        {...form.field('openingBalance')}
      />
    </FormModal>
  );
}
