import type { RegisterRequest, Role } from '@safestay/contracts';
import { MSG } from '@safestay/contracts';
import { AlertCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { formatKsh } from '../../lib/format';
import { saveSession } from '../../lib/session';
import { unusualDate } from '../../lib/unusual-date';
import { login, register, useAvailableApartments } from './api';
import { type AuthFormValues, type AuthMode, EMPTY_AUTH_FORM, validateAuthForm } from './validate-auth-form';

/** docs/product.md §2 "Login screen": combined sign-in and create-account. */
export function LoginForm() {
  const [mode, setMode] = useState<AuthMode>('login');
  const [values, setValues] = useState<AuthFormValues>(EMPTY_AUTH_FORM);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A move-in date far from today is asked about once; pressing Create account again confirms it.
  const [confirmedDate, setConfirmedDate] = useState<string | null>(null);
  const apartments = useAvailableApartments(mode === 'register');
  const apartmentList = mode === 'register' ? (apartments.data ?? []) : [];

  const set = <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Toggling resets the form, the error and the apartment list (docs/product.md §2).
  const switchMode = (next: AuthMode) => {
    if (next === mode) return;
    setMode(next);
    setValues(EMPTY_AUTH_FORM);
    setError(null);
  };

  const chooseApartment = (id: string) => {
    const chosen = apartmentList.find((a) => a._id === id);
    setValues((v) => ({ ...v, apartmentId: id, apartmentName: chosen?.name ?? '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAuthForm(mode, values);
    setError(problem?.message ?? null);
    if (problem) {
      // On a phone the message sits above the fold: the field to fix comes into view instead.
      const field = (event.currentTarget as HTMLFormElement).elements.namedItem(problem.field);
      if (field instanceof HTMLElement) {
        field.focus();
        field.scrollIntoView?.({ block: 'center' });
      }
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
      // Signed in, the /login route sends the user on to /dashboard (routes.tsx).
      saveSession(result.token, result.user);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.authFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const isRegister = mode === 'register';
  return (
    <div className="w-full max-w-md">
      <h1 className="text-2xl font-bold text-gray-900">{isRegister ? 'Create your account' : 'Welcome back'}</h1>
      <p className="mt-1 text-sm text-gray-600">
        {isRegister ? 'Join SafeStay as a tenant or a landlord.' : 'Sign in to SafeStay to continue.'}
      </p>

      <div
        role="tablist"
        aria-label="Sign in or create account"
        className="mt-6 grid grid-cols-2 rounded-lg bg-gray-100 p-1"
      >
        {(['login', 'register'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => switchMode(m)}
            className={`min-h-11 rounded-md text-sm font-medium transition-colors ${mode === m ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900'}`}
          >
            {m === 'login' ? 'Sign in' : 'Create account'}
          </button>
        ))}
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 space-y-4"
        aria-label={isRegister ? 'Create account' : 'Sign in'}
      >
        {error ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </div>
        ) : null}

        {isRegister ? (
          <fieldset>
            <legend className="mb-1.5 block text-sm font-medium text-gray-700">I am a</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['Tenant', 'Landlord'] as Role[]).map((r) => (
                <label
                  key={r}
                  className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500 ${values.role === r ? 'border-emerald-600 bg-emerald-50 text-emerald-800' : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50'}`}
                >
                  <input
                    type="radio"
                    name="role"
                    value={r}
                    checked={values.role === r}
                    onChange={() => set('role', r)}
                    className="sr-only"
                  />
                  {r}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {isRegister ? (
          <TextField
            label="Full name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          hint={isRegister ? 'At least 8 characters.' : undefined}
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
        />

        {isRegister ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="National ID"
                name="nationalID"
                value={values.nationalID}
                onChange={(e) => set('nationalID', e.target.value)}
              />
              <TextField
                label="Phone number"
                name="primaryPhoneNumber"
                type="tel"
                autoComplete="tel"
                placeholder="+254 7XX XXX XXX"
                value={values.primaryPhoneNumber}
                onChange={(e) => set('primaryPhoneNumber', e.target.value)}
              />
            </div>
            <TextField
              label="Secondary phone"
              name="secondaryPhoneNumber"
              type="tel"
              optional
              value={values.secondaryPhoneNumber}
              onChange={(e) => set('secondaryPhoneNumber', e.target.value)}
            />
            {values.role === 'Landlord' ? (
              <>
                <TextField
                  label="Apartment name"
                  name="apartmentName"
                  value={values.apartmentName}
                  onChange={(e) => set('apartmentName', e.target.value)}
                />
                <TextField
                  label="Rent amount (KES)"
                  name="rentAmount"
                  type="number"
                  inputMode="decimal"
                  min="1"
                  step="0.01"
                  value={values.rentAmount}
                  onChange={(e) => set('rentAmount', e.target.value)}
                />
              </>
            ) : (
              <>
                <SelectField
                  label="Apartment"
                  name="apartmentId"
                  value={values.apartmentId}
                  onChange={(e) => chooseApartment(e.target.value)}
                  hint={
                    apartments.isFetching
                      ? 'Loading apartments…'
                      : apartmentList.length === 0
                        ? 'No apartments yet: ask your landlord to create an account first.'
                        : undefined
                  }
                >
                  <option value="">Select an apartment</option>
                  {apartmentList.map((a) => (
                    <option key={a._id} value={a._id}>
                      {a.name} ({formatKsh(a.rentAmount)}/month)
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="Date moved in"
                  name="dateMovedIn"
                  type="date"
                  optional
                  value={values.dateMovedIn}
                  onChange={(e) => set('dateMovedIn', e.target.value)}
                />
              </>
            )}
            <TextField
              label="Building name"
              name="buildingName"
              optional
              value={values.buildingName}
              onChange={(e) => set('buildingName', e.target.value)}
            />
          </>
        ) : null}

        <Button type="submit" loading={submitting} className="w-full">
          {isRegister ? 'Create account' : 'Sign in'}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-gray-600">
        {isRegister ? 'Already have an account? ' : 'New to SafeStay? '}
        <button
          type="button"
          onClick={() => switchMode(isRegister ? 'login' : 'register')}
          className="font-medium text-emerald-700 underline-offset-2 hover:underline"
        >
          {isRegister ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </div>
  );
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
