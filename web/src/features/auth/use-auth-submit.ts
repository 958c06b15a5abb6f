import { MSG, type RegisterRequest } from '@safestay/contracts';
import { type FormEvent, useState } from 'react';
import { bringToField } from '../../lib/focus-invalid';
import { saveSession } from '../../lib/session';
import { unusualDate } from '../../lib/unusual-date';
import { login, register } from './api';
import { type AuthFormValues, type AuthMode, validateAuthForm } from './validate-auth-form';

/**
 * Sending the sign-in or create-account form: the checks of docs/product.md §5 first (the field
 * to fix gets the focus), an unusual move-in date asked about once, then the call; success
 * stores the session and the /login route moves on.
 */
export function useAuthSubmit(mode: AuthMode, values: AuthFormValues) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmedDate, setConfirmedDate] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateAuthForm(mode, values);
    setError(problem?.message ?? null);
    if (problem) {
      bringToField(event.currentTarget.elements.namedItem(problem.field));
      return;
    }
    const odd = mode === 'register' ? unusualDate(values.dateMovedIn, 'move-in date') : null;
    if (odd && confirmedDate !== odd) {
      setConfirmedDate(odd);
      setError(`${odd} Press Create account again to confirm.`);
      return;
    }
    setSubmitting(true);
    try {
      const result =
        mode === 'login'
          ? await login({ email: values.email.trim(), password: values.password })
          : await register(toRegisterPayload(values));
      saveSession(result.token, result.user);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.authFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return { error, setError, submitting, onSubmit };
}

function toRegisterPayload(v: AuthFormValues): RegisterRequest {
  const landlord = v.role === 'Landlord';
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    role: v.role,
    nationalID: v.nationalID.trim(),
    primaryPhoneNumber: v.primaryPhoneNumber.trim(),
    secondaryPhoneNumber: v.secondaryPhoneNumber.trim() || undefined,
    buildingName: v.buildingName.trim() || undefined,
    dateMovedIn: landlord ? undefined : v.dateMovedIn || undefined,
    apartmentName: v.apartmentName.trim() || undefined,
    apartmentId: landlord ? undefined : v.apartmentId,
    rentAmount: landlord ? Number(v.rentAmount) : undefined,
  };
}
