import { MSG, type User } from '@safestay/contracts';
import { type FormEvent, useState } from 'react';
import { bringToField } from '../../lib/focus-invalid';
import { choiceToSave, currentWebLocale } from '../../lib/locale';
import { saveSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { unusualDate } from '../../lib/unusual-date';
import { login, register, updateMe } from './api';
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
      saveSession(result.token, await withChosenLocale(result.token, result.user));
      if (checked.body) toast.success(result.message);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.authFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return { error, fieldErrors, clear, submitting, onSubmit };
}

/**
 * A person who chose a language on the sign-in screen and then signed in reads in it: the account
 * keeps the choice (PUT /auth/me, under the new token). If that fails they are signed in all the
 * same, in their account's language.
 */
async function withChosenLocale(token: string, user: User): Promise<User> {
  const locale = choiceToSave(user.locale);
  if (!locale) return user;
  try {
    return (await updateMe({ locale }, token)).user;
  } catch (error) {
    console.warn('Could not save the chosen language', error);
    return user;
  }
}
