import { BILL_MSG, MONTHS, nairobiMonth, ZGenerateMonthlyBillsForm } from '@safestay/contracts';
import { useState } from 'react';
import { DateField } from '../../components/ui/date-field';
import { SelectField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { unusualDate } from '../../lib/unusual-date';
import { useGenerateMonthlyBills } from './api';
import { BILL_ADMIN_TEXT } from './texts';

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
  const warning = unusualDate(form.watch('dueDate'), BILL_ADMIN_TEXT.theDueDate);

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
      title={BILL_ADMIN_TEXT.createMonthly}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={warning && confirmed === warning ? BILL_ADMIN_TEXT.createAnyway : BILL_ADMIN_TEXT.createBills}
      submitting={generate.isPending}
    >
      <p className="text-sm text-gray-600">
        {tenant ? BILL_MSG.monthlyBillsOne(tenant.name) : BILL_MSG.monthlyBillsAll}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={BILL_ADMIN_TEXT.month} required {...form.field('month')}>
          <option value="">{BILL_ADMIN_TEXT.selectMonth}</option>
          {MONTHS.map((m, i) => (
            <option key={m} value={m}>
              {BILL_ADMIN_TEXT.monthName(i)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={BILL_ADMIN_TEXT.year}
          type="number"
          inputMode="numeric"
          min={2000}
          max={2100}
          step={1}
          required
          {...form.field('year')}
        />
      </div>
      <DateField label={BILL_ADMIN_TEXT.dueDate} required {...form.field('dueDate')} />
      {warning && confirmed === warning ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning} {BILL_ADMIN_TEXT.goAhead(BILL_ADMIN_TEXT.createAnyway)}
        </p>
      ) : null}
    </FormModal>
  );
}
