import { PAYMENT_METHODS } from '@safestay/contracts';
import { useEffect } from 'react';
import { SelectField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useLoggedFailure } from '../../lib/query';
import { useActiveTenancies, useCreatePayment } from './api';
import { PaymentFields } from './payment-fields';
import {
  initialPayment,
  placePaymentErrors,
  RECORD_FIELDS,
  type RecordFormValues,
  recheckReference,
  toRequest,
  ZRecordForm,
} from './payment-form';
import { tenancyOption } from './payment-summary';
import { PAY_FORM_TEXT, PAY_TEXT } from './texts';

/** What a link may fill in: /payments?record=1&tenancy=…&bill=…&amount=… */
export interface RecordPrefill {
  tenancyId: string | null;
  billId: string | null;
  amount: string | null;
}

const valuesOf = (prefill: RecordPrefill): RecordFormValues => ({
  tenancyId: prefill.tenancyId ?? '',
  ...initialPayment(prefill.amount),
});

/** The landlord records money received: confirmed at once, with a receipt number. */
export function RecordPaymentModal({
  open,
  prefill,
  onClose,
}: {
  open: boolean;
  prefill: RecordPrefill;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZRecordForm, valuesOf(prefill));
  const tenancies = useActiveTenancies(open);
  useLoggedFailure(tenancies.error, 'tenants to record a payment for');
  const create = useCreatePayment();
  const { reset } = form;
  const { tenancyId, amount, billId } = prefill;

  useEffect(() => {
    if (open) reset(valuesOf({ tenancyId, amount, billId }));
  }, [open, tenancyId, amount, billId, reset]);

  const method = form.watch('method');
  const list = tenancies.data ?? [];
  const chosen = form.watch('tenancyId');
  // A link may name a tenant who has since moved out: still theirs to record.
  const unlisted = chosen && !tenancies.isPending && !list.some((t) => t._id === chosen);
  // The bill of the link only while its tenant is the one chosen.
  const bill = billId && chosen === tenancyId ? billId : null;

  const onSubmit = form.submit(async (values) => {
    const body = toRequest(values, bill);
    const outcome = await runAction(() => create.mutateAsync(body), {
      placed: (error) => placePaymentErrors(error, body, RECORD_FIELDS, form.setError),
    });
    if (outcome.ok) onClose();
  });

  return (
    <FormModal
      open={open}
      title={PAY_TEXT.recordTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={PAY_TEXT.recordSubmit}
      submitting={create.isPending}
    >
      <p className="text-sm text-gray-600">{PAY_TEXT.recordIntro}</p>
      <SelectField label={PAY_FORM_TEXT.tenant} required {...form.field('tenancyId')}>
        <option value="">{tenancies.isPending ? PAY_FORM_TEXT.loadingTenants : PAY_FORM_TEXT.selectTenant}</option>
        {list.map((t) => (
          <option key={t._id} value={t._id}>
            {tenancyOption(t)}
          </option>
        ))}
        {unlisted ? <option value={chosen}>{PAY_FORM_TEXT.tenantFromLink}</option> : null}
      </SelectField>
      {bill ? <p className="text-sm text-gray-600">{PAY_TEXT.forBill}</p> : null}
      <PaymentFields
        field={form.field}
        method={method}
        methods={PAYMENT_METHODS}
        onMethodChange={recheckReference(form)}
      />
    </FormModal>
  );
}
