import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { saveSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { changePassword } from './api';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** A password change ends every other session: the server bumps the token version. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.currentPassword || !values.newPassword) return setError('Please fill in all required fields.');
    if (values.newPassword.length < 8) return setError('Password must be at least 8 characters.');
    if (values.newPassword !== values.confirm) return setError('The new passwords do not match.');
    setSaving(true);
    try {
      const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      saveSession(result.token, result.user);
      toast.success('Password changed. Other devices have been signed out.');
      close();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not change the password.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open={open}
      title="Change password"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Change password"
      submitting={saving}
    >
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
        value={values.newPassword}
        onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
      />
    </FormModal>
  );
}
