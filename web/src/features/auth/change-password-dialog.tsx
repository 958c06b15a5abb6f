import { ZChangePasswordForm } from '@safestay/contracts';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { saveSession } from '../../lib/session';
import { changePassword } from './api';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** A password change ends every other session: the server bumps the token version. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(ZChangePasswordForm, EMPTY);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async ({ currentPassword, newPassword }) => {
    const outcome = await runAction(() => changePassword({ currentPassword, newPassword }), {
      detail: () => 'Other devices have been signed out.',
      // A wrong current password is the usual reason: say it beside that field.
      placed: (error) => {
        form.setError('currentPassword', { message: errorText(error) }, { shouldFocus: true });
        return true;
      },
    });
    if (!outcome.ok) return;
    saveSession(outcome.result.token, outcome.result.user);
    close();
  });

  return (
    <FormModal
      open={open}
      title="Change password"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Change password"
      submitting={form.formState.isSubmitting}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
        {...form.field('newPassword')}
      />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
    </FormModal>
  );
}
