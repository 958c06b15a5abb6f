import { type Tenant, ZEndTenancyRequest } from '@safestay/contracts';
import { useEffect } from 'react';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { ApiError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { useEndTenancy } from './api';

/** Today on this device's calendar, as YYYY-MM-DD (the landlord's day, not UTC's). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
  const form = useSchemaForm(ZEndTenancyRequest, { moveOutDate: today() });
  const { reset } = form;
  useEffect(() => {
    if (tenant) reset({ moveOutDate: today() });
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
      <TextField label="Move-out date" type="date" required {...form.field('moveOutDate')} />
    </FormModal>
  );
}
