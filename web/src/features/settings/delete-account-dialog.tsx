import { ZDeleteAccountRequest } from '@safestay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { clearSession, useSession } from '../../lib/session';
import { deleteMyAccount } from './privacy-api';
import { SETTINGS_TEXT } from './texts';

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
      title={SETTINGS_TEXT.deleteMyAccount}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={SETTINGS_TEXT.deleteMyAccount}
      submitVariant="danger"
      submitting={form.formState.isSubmitting}
    >
      <div className="space-y-3 text-sm text-gray-700">
        <p>{SETTINGS_TEXT.signedOutEverywhere}</p>
        <div>
          <h3 className="font-semibold text-gray-900">{SETTINGS_TEXT.whatWeErase}</h3>
          <p>{SETTINGS_TEXT.eraseAbout}</p>
        </div>
        <div>
          <h3 className="font-semibold text-gray-900">{SETTINGS_TEXT.whatWeKeep}</h3>
          <p>{landlord ? SETTINGS_TEXT.keepLandlord : SETTINGS_TEXT.keepTenant}</p>
        </div>
        {landlord ? null : <p>{SETTINGS_TEXT.tenancyEndsToday}</p>}
        <p>{SETTINGS_TEXT.downloadFirst}</p>
      </div>
      <TextField
        label={SETTINGS_TEXT.yourPassword}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
    </FormModal>
  );
}
