import { ZChangePasswordForm } from '@safestay/contracts';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { saveSession } from '../../lib/session';
import { changePassword } from './api';
import { AUTH_TEXT } from './texts';

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
      detail: () => AUTH_TEXT.othersSignedOut,
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
      title={AUTH_TEXT.changePassword}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={AUTH_TEXT.changePassword}
      submitting={form.formState.isSubmitting}
    >
      <TextField
        label={AUTH_TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label={AUTH_TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXT.changeHint}
        {...form.field('newPassword')}
      />
      <TextField
        label={AUTH_TEXT.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
    </FormModal>
  );
}
