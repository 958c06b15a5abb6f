import { MSG } from '@safestay/contracts';
import { type FormEvent, useState } from 'react';
import { bringToField } from '../../lib/focus-invalid';
import { currentWebLocale } from '../../lib/locale';
import { saveSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { unusualDate } from '../../lib/unusual-date';
import { login, register } from './api';
import { type AuthFieldErrors, type AuthMode, checkSignIn, type RegistrationValues } from './auth-form';
import { AUTH_TEXT } from './texts';

/**
 * Sending the sign-in or create-account form: the checks of docs/product.md §5 first (the alert
 * says the first problem, each field its own, and the first field to fix gets the focus), an
 * unusual move-in date asked about once, then the call; success stores the session and the
 * /login (or /join) route moves on. A new account hears the server's message: it says when the
 * landlord must approve them first.
 */
export function useAuthSubmit(mode: AuthMode, values: RegistrationValues) {
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [confirmedDate, setConfirmedDate] = useState<string | null>(null);

  const clear = () => {
    setError(null);
    setFieldErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // The create-account check is the contracts' schema, in a chunk the form fetched once drawn.
    const checked =
      mode === 'login'
        ? { problem: checkSignIn(values), body: null }
        : (await import('./register-check')).checkRegistration(values);
    const { problem } = checked;
    setError(problem?.message ?? null);
    setFieldErrors(problem?.errors ?? {});
    if (problem) {
      bringToField(form.elements.namedItem(problem.field));
      return;
    }
    const odd = mode === 'register' ? unusualDate(values.dateMovedIn, AUTH_TEXT.moveInDate) : null;
    if (odd && confirmedDate !== odd) {
      setConfirmedDate(odd);
      setError(AUTH_TEXT.confirmOddDate(odd));
      return;
    }
    setSubmitting(true);
    try {
      const result = checked.body
        ? await register({ ...checked.body, locale: currentWebLocale() })
        : await login({ email: values.email.trim(), password: values.password });
      saveSession(result.token, result.user);
      if (checked.body) toast.success(result.message);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.authFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return { error, fieldErrors, clear, submitting, onSubmit };
}
