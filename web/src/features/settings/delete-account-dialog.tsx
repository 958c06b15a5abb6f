import { ZDeleteAccountRequest } from '@safestay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { clearSession, useSession } from '../../lib/session';
import { deleteMyAccount } from './privacy-api';

const EMPTY = { password: '' };

/** Deleting one's account (docs/privacy.md): what goes, what stays and why, then the password. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(ZDeleteAccountRequest, EMPTY);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const landlord = useSession().user?.role === 'Landlord';

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => deleteMyAccount(body), {
      placed: (error) => placeFieldErrors(error, ['password'] as const, form.setError),
    });
    if (!outcome.ok) return;
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  });

  return (
    <FormModal
      open={open}
      title="Delete my account"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Delete my account"
      submitVariant="danger"
      submitting={form.formState.isSubmitting}
    >
      <div className="space-y-3 text-sm text-gray-700">
        <p>You will be signed out everywhere and cannot sign in again.</p>
        <div>
          <h3 className="font-semibold text-gray-900">What we erase</h3>
          <p>
            Your name, email, phone numbers and national ID. From then on you are shown as "Former tenant" or "Former
            landlord" with a short code.
          </p>
        </div>
        <div>
          <h3 className="font-semibold text-gray-900">What we keep, and why</h3>
          <p>
            {landlord
              ? 'Your building with its bills, payments, receipts and activity log, under that name: your former tenants and the tax office (KRA) rely on those records.'
              : 'Your bills, payments, receipts, statements, complaints, chat and the activity log, under that name: rent records must be kept for the tax office (KRA).'}
          </p>
        </div>
        {landlord ? null : <p>If you live in the building now, your tenancy ends today.</p>}
        <p>Download your data first if you want a copy.</p>
      </div>
      <TextField label="Your password" type="password" autoComplete="current-password" {...form.field('password')} />
    </FormModal>
  );
}
