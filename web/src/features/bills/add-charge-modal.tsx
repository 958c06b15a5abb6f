import {
  CHARGE_KIND_LABELS,
  formatMonth,
  nairobiMonth,
  nairobiToday,
  ONE_OFF_CHARGE_KINDS,
  type Tenancy,
  ZChargeForm,
} from '@safestay/contracts';
import { type ChangeEvent, useEffect, useState } from 'react';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useLoggedFailure } from '../../lib/query';
import { unusualDate } from '../../lib/unusual-date';
import { useActiveTenancies, useCreateCharge } from './api';
import { BILL_ADMIN_TEXT, BILL_TEXT } from './texts';

type Kind = (typeof ONE_OFF_CHARGE_KINDS)[number];

const MAX_DESCRIPTION = 200;

/** What the description says unless the landlord writes another: "Water for November 2026" (Nairobi's month). */
const suggested = (kind: Kind) => BILL_ADMIN_TEXT.suggested(CHARGE_KIND_LABELS[kind], formatMonth(nairobiMonth()));

const initial = (tenancyId: string) => ({
  tenancyId,
  kind: 'water' as Kind,
  description: suggested('water'),
  amount: '',
  dueDate: nairobiToday(),
});

/** "Amina Otieno · A1": who, and where, so two tenants of one name stay apart. */
export const tenancyLabel = (t: Tenancy) =>
  `${t.tenant.name} · ${t.unit ? BILL_ADMIN_TEXT.unitCode(t.unit.code) : BILL_ADMIN_TEXT.noUnit}`;

interface AddChargeModalProps {
  open: boolean;
  onClose: () => void;
  /** Chosen at first (the screen is filtered to this tenant). */
  tenantId?: string | null;
}

/** A one-off charge (water, deposit, penalty, …) for one tenant living here (docs/ledger.md). */
export function AddChargeModal({ open, onClose, tenantId }: AddChargeModalProps) {
  const tenancies = useActiveTenancies(open);
  useLoggedFailure(tenancies.error, 'tenancies');
  const list = tenancies.data ?? [];
  const preset = list.find((t) => t.tenant._id === tenantId)?._id ?? '';
  const form = useSchemaForm(ZChargeForm, initial(preset));
  const create = useCreateCharge();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const warning = unusualDate(form.watch('dueDate'), BILL_ADMIN_TEXT.theDueDate);
  const { getValues, setValue } = form;

  // The list arrives after the form opens: choose the filtered tenant once it is known.
  useEffect(() => {
    if (preset && !getValues('tenancyId')) setValue('tenancyId', preset);
  }, [preset, getValues, setValue]);

  const close = () => {
    form.reset(initial(''));
    setConfirmed(null);
    onClose();
  };

  const kindField = form.field('kind');
  const onKindChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const before = getValues('kind') as Kind;
    void kindField.onChange(event);
    // A description the form wrote follows the kind; one the landlord typed stays.
    if (getValues('description') === suggested(before)) {
      setValue('description', suggested(event.target.value as Kind));
    }
  };

  const onSubmit = form.submit(async (body) => {
    if (warning && confirmed !== warning) {
      setConfirmed(warning);
      return;
    }
    const outcome = await runAction(() => create.mutateAsync(body), {
      detail: ({ bill }) => `${bill.description}, ${bill.tenant.name}`,
    });
    if (outcome.ok) close();
  });

  return (
    <FormModal
      open={open}
      title={BILL_ADMIN_TEXT.chargeTitle}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={warning && confirmed === warning ? BILL_ADMIN_TEXT.addAnyway : BILL_ADMIN_TEXT.addCharge}
      submitting={create.isPending}
    >
      <SelectField label={BILL_TEXT.tenant} required {...form.field('tenancyId')}>
        <option value="">
          {tenancies.isPending
            ? BILL_ADMIN_TEXT.loadingTenants
            : list.length === 0
              ? BILL_ADMIN_TEXT.noTenantYet
              : BILL_ADMIN_TEXT.chooseTenant}
        </option>
        {list.map((t) => (
          <option key={t._id} value={t._id}>
            {tenancyLabel(t)}
          </option>
        ))}
      </SelectField>
      <SelectField label={BILL_TEXT.kind} required {...kindField} onChange={onKindChange}>
        {ONE_OFF_CHARGE_KINDS.map((k) => (
          <option key={k} value={k}>
            {CHARGE_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField label={BILL_ADMIN_TEXT.description} limit={MAX_DESCRIPTION} required {...form.field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={BILL_TEXT.amountField}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          required
          {...form.field('amount')}
        />
        <DateField label={BILL_ADMIN_TEXT.dueDate} required {...form.field('dueDate')} />
      </div>
      {warning && confirmed === warning ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning} {BILL_ADMIN_TEXT.goAhead(BILL_ADMIN_TEXT.addAnyway)}
        </p>
      ) : null}
    </FormModal>
  );
}
