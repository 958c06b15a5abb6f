import { type Bill, LEDGER_MSG, MAX_BILL_DESCRIPTION, MSG, ZUpdateBillForm } from '@safestay/contracts';
import { useEffect, useState } from 'react';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { formatKsh } from '../../lib/format';
import { unusualDate } from '../../lib/unusual-date';
import { useUpdateBill } from './api';
import { paidOn } from './bill-facts';
import { BILL_ADMIN_TEXT, BILL_TEXT } from './texts';

const valuesOf = (bill: Bill | null) => ({
  amount: bill ? String(bill.amount) : '',
  description: bill?.description ?? '',
  dueDate: bill?.dueDate?.slice(0, 10) ?? '',
});

/**
 * docs/product.md §3/§5: amount, description and due date, all required. The amount may go below
 * what was paid (docs/ledger.md): the difference becomes the tenant's credit, so the form asks first.
 */
export function EditBillModal({ bill, onClose }: { bill: Bill | null; onClose: () => void }) {
  const paid = bill ? paidOn(bill) : 0;
  const form = useSchemaForm(ZUpdateBillForm, valuesOf(bill));
  // A warning (raising a paid bill reopens it, lowering it below what was paid makes credit, an
  // odd due date) shows on the first Save; the second Save confirms exactly that warning.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const update = useUpdateBill();
  const { reset } = form;

  useEffect(() => {
    reset(valuesOf(bill));
    setConfirmed(null);
  }, [bill, reset]);

  const amount = form.watch('amount');
  const dueDate = form.watch('dueDate');
  const reopens = bill?.status === 'Paid' && Number(amount) > bill.amount;
  const makesCredit = paid > 0 && amount.trim() !== '' && Number(amount) < paid;
  const moneyWarning = reopens ? MSG.paidBillReopens : makesCredit ? LEDGER_MSG.editHasPayments(paid) : null;
  const warning = [moneyWarning, unusualDate(dueDate, BILL_ADMIN_TEXT.theDueDate)].filter(Boolean).join(' ') || null;
  const confirmLabel = reopens ? BILL_ADMIN_TEXT.saveAndReopen : BILL_ADMIN_TEXT.saveAnyway;

  const onValid = form.submit(async (body) => {
    if (!bill) return;
    if (warning && confirmed !== warning) {
      setConfirmed(warning);
      return;
    }
    const outcome = await runAction(() => update.mutateAsync({ id: bill._id, body }), {
      detail: (result) => result.change,
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormModal
      open={bill !== null}
      title={BILL_ADMIN_TEXT.editTitle}
      onClose={onClose}
      onSubmit={onValid}
      submitLabel={warning && confirmed === warning ? confirmLabel : BILL_ADMIN_TEXT.saveChanges}
      submitting={update.isPending}
    >
      {bill ? (
        <p className="text-sm text-gray-600">
          {BILL_ADMIN_TEXT.billFor}
          <span className="font-medium text-gray-900">{bill.tenant.name}</span>
          {paid > 0 ? BILL_ADMIN_TEXT.paidSoFar(formatKsh(paid)) : null}
        </p>
      ) : null}
      <TextField
        label={BILL_TEXT.amountField}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        required
        {...form.field('amount')}
      />
      {warning && confirmed === warning ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning} {BILL_ADMIN_TEXT.goAhead(confirmLabel)}
        </p>
      ) : null}
      <TextField
        label={BILL_ADMIN_TEXT.description}
        limit={MAX_BILL_DESCRIPTION}
        required
        {...form.field('description')}
      />
      <DateField label={BILL_ADMIN_TEXT.dueDate} required {...form.field('dueDate')} />
    </FormModal>
  );
}
