import { BILL_MSG, MONTHS, nairobiMonth, ZGenerateMonthlyBillsForm } from '@safestay/contracts';
import { useState } from 'react';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { unusualDate } from '../../lib/unusual-date';
import { useGenerateMonthlyBills } from './api';

/** This month and year in Nairobi, whatever the device's clock says. */
const initial = () => {
  const [year, month] = nairobiMonth().split('-');
  return { month: MONTHS[Number(month) - 1], year, dueDate: '' };
};

interface GenerateBillsModalProps {
  open: boolean;
  onClose: () => void;
  /** Bill only this tenant (from their details: "Create Bill"); every tenant when absent. */
  tenant?: { id: string; name: string };
}

/** docs/product.md §3/§5: month (English name), year (default this year) and due date, all required. */
export function GenerateBillsModal({ open, onClose, tenant }: GenerateBillsModalProps) {
  const form = useSchemaForm(ZGenerateMonthlyBillsForm, initial());
  const generate = useGenerateMonthlyBills();
  // A due date far from today is asked about once; the second Create confirms it.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const warning = unusualDate(form.watch('dueDate'), 'due date');

  const close = () => {
    form.reset(initial());
    setConfirmed(null);
    onClose();
  };

  const onSubmit = form.submit(async (body) => {
    if (warning && confirmed !== warning) {
      setConfirmed(warning);
      return;
    }
    // Nothing created (every bill already existed) is news, not a success.
    const outcome = await runAction(() => generate.mutateAsync({ ...body, tenantId: tenant?.id }), {
      idle: (result) => result.created === 0,
    });
    if (outcome.ok) close();
  });

  return (
    <FormModal
      open={open}
      title="Create Monthly Bills"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={warning && confirmed === warning ? 'Create anyway' : 'Create Bills'}
      submitting={generate.isPending}
    >
      <p className="text-sm text-gray-600">
        {tenant ? BILL_MSG.monthlyBillsOne(tenant.name) : BILL_MSG.monthlyBillsAll}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Month" required {...form.field('month')}>
          <option value="">Select a month</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Year"
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          step={1}
          required
          {...form.field('year')}
        />
      </div>
      <DateField label="Due date" required {...form.field('dueDate')} />
      {warning && confirmed === warning ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning} Press “Create anyway” to go ahead.
        </p>
      ) : null}
    </FormModal>
  );
}
