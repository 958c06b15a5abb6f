import { nairobiToday, type Tenant, ZEndTenancyRequest } from '@safestay/contracts';
import { useEffect } from 'react';
import { DateField } from '../../components/ui/date-field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useEndTenancy } from './api';
import { TENANT_TEXT } from './texts';

/** Records that a tenant left: their tenancy ends on the date; their bills stay with them. */
export function MoveOutDialog({
  tenant,
  onClose,
  onMovedOut,
}: {
  tenant: Tenant | null;
  onClose: () => void;
  onMovedOut: () => void;
}) {
  const form = useSchemaForm(ZEndTenancyRequest, { moveOutDate: nairobiToday() });
  const { reset } = form;
  useEffect(() => {
    if (tenant) reset({ moveOutDate: nairobiToday() });
  }, [tenant, reset]);
  const end = useEndTenancy();

  const onSubmit = form.submit(async (body) => {
    if (!tenant) return;
    const outcome = await runAction(() => end.mutateAsync({ id: tenant.tenancyId, body }), {
      // A date before the move-in or in the future is a 400 naming the date: said beside it.
      placed: (error) => {
        if (!(error instanceof ApiError && error.status === 400)) return false;
        form.setError('moveOutDate', { message: error.message }, { shouldFocus: true });
        return true;
      },
    });
    if (outcome.ok) onMovedOut();
  });

  return (
    <FormModal
      open={tenant !== null}
      title={tenant ? TENANT_TEXT.moveOutWho(tenant.name) : TENANT_TEXT.moveOut}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={TENANT_TEXT.moveOut}
      submitting={end.isPending}
    >
      <p className="text-sm text-gray-700">
        {tenant?.unit ? TENANT_TEXT.becomesVacant(tenant.unit.code) : ''}
        {TENANT_TEXT.theyLeave}
      </p>
      <DateField label={TENANT_TEXT.moveOutDate} required {...form.field('moveOutDate')} />
    </FormModal>
  );
}
