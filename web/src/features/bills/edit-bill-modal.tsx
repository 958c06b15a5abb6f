import { type Bill, MSG, parseKes } from '@safestay/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { errorText } from '../../lib/api-client';
import { formatKsh } from '../../lib/format';
import { toast } from '../../lib/toast';
import { unusualDate } from '../../lib/unusual-date';
import { useUpdateBill } from './api';

interface Values {
  amount: string;
  description: string;
  dueDate: string;
}

const valuesOf = (bill: Bill | null): Values => ({
  amount: bill ? String(bill.amount) : '',
  description: bill?.description ?? '',
  dueDate: bill?.dueDate?.slice(0, 10) ?? '',
});

/** docs/product.md §3/§5: amount, description and due date, all required. */
export function EditBillModal({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(bill));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  // A warning (raising a paid bill reopens it; an odd due date) shows on the first Save; the
  // second Save confirms exactly that warning.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const update = useUpdateBill();

  useEffect(() => {
    setValues(valuesOf(bill));
    setErrors({});
    setConfirmed(null);
  }, [bill]);

  const paid = bill ? Math.round((bill.amount - bill.remainingAmount) * 100) / 100 : 0;
  const reopens = bill?.status === 'Paid' && Number(values.amount) > bill.amount;
  const warning = reopens ? MSG.paidBillReopens : unusualDate(values.dueDate, 'due date');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!bill) return;
    const amount = parseKes(values.amount) ?? Number.NaN;
    const next = {
      amount: !values.amount.trim()
        ? 'Amount is required.'
        : Number.isNaN(amount)
          ? 'Enter the amount in shillings, like 15000 or 15000.50.'
          : amount <= 0
            ? 'Enter an amount greater than 0.'
            : amount < paid
              ? `The amount cannot be less than what has been paid (${formatKsh(paid)}).`
              : undefined,
      description: values.description.trim() ? undefined : 'Description is required.',
      dueDate: values.dueDate ? undefined : 'Due date is required.',
    };
    setErrors(next);
    if (next.amount || next.description || next.dueDate) return;
    if (warning && confirmed !== warning) {
      setConfirmed(warning);
      return;
    }
    try {
      const result = await update.mutateAsync({
        id: bill._id,
        body: { amount, description: values.description.trim(), dueDate: values.dueDate },
      });
      toast.success(MSG.billUpdated, result.change ? { description: result.change } : undefined);
      onClose();
    } catch (error) {
      toast.error(MSG.billUpdateFailed, { description: errorText(error) });
    }
  };

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <FormModal
      open={bill !== null}
      title="Edit Bill"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={warning && confirmed === warning ? (reopens ? 'Save and reopen' : 'Save anyway') : 'Save Changes'}
      submitting={update.isPending}
    >
      {bill ? (
        <p className="text-sm text-gray-600">
          Bill for <span className="font-medium text-gray-900">{bill.tenant.name}</span>
          {paid > 0 ? <> · {formatKsh(paid)} paid so far</> : null}
        </p>
      ) : null}
      <TextField
        label="Amount (KSH)"
        name="amount"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        value={values.amount}
        required
        error={errors.amount}
        onChange={set('amount')}
      />
      {warning && confirmed === warning ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning} Press “{reopens ? 'Save and reopen' : 'Save anyway'}” to go ahead.
        </p>
      ) : null}
      <TextField
        label="Description"
        name="description"
        value={values.description}
        limit={200}
        required
        error={errors.description}
        onChange={set('description')}
      />
      <TextField
        label="Due date"
        name="dueDate"
        type="date"
        value={values.dueDate}
        required
        error={errors.dueDate}
        onChange={set('dueDate')}
      />
    </FormModal>
  );
}
