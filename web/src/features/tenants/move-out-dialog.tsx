import { nairobiToday, type Tenant, ZEndTenancyRequest } from '@safestay/contracts';
import { useEffect } from 'react';
import { DateField } from '../../components/ui/date-field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useEndTenancy } from './api';

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
      title={tenant ? `Move out ${tenant.name}` : 'Move out'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Move out"
      submitting={end.isPending}
    >
      <p className="text-sm text-gray-700">
        {tenant?.unit ? `Unit ${tenant.unit.code} becomes vacant. ` : ''}They leave your tenant list and lose chat;
        their bills and payments stay.
      </p>
      <DateField label="Move-out date" required {...form.field('moveOutDate')} />
    </FormModal>
  );
}
