import type { AvailableApartment, Role } from '@safestay/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { TextField } from '../../components/ui/field';
import { ROLE_LABELS } from '../../lib/texts';
import {
  AUTH_LABELS,
  type AuthField,
  type AuthFieldErrors,
  type AuthFormValues,
  EMPTY_AUTH_FORM,
  type RegistrationValues,
} from './auth-form';
import { BuildingPicker } from './building-picker';
import { ErrorAlert } from './login-form';
import { AUTH_TEXT } from './texts';
import { useAuthSubmit } from './use-auth-submit';

// The fields only the create-account forms have (docs/product.md §2, §5): this chunk loads when
// "Create account" is chosen, and on /join. Their check (the contracts' schema, and zod with it)
// is a chunk of its own, fetched once a form is drawn, so the fields need not wait for it.

/** Fetches the create-account check while the person types (use-auth-submit.ts runs it). */
function usePrefetchedCheck() {
  useEffect(() => {
    import('./register-check').catch(() => {});
  }, []);
}

export interface FieldProps {
  values: AuthFormValues;
  errors: AuthFieldErrors;
  set: <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => void;
}

/** A text field of this form, by its key: label, value, error and change handler. */
function bind({ values, errors, set }: FieldProps, key: Exclude<AuthField, 'role'>) {
  return {
    label: AUTH_LABELS[key],
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  };
}

export function RolePicker({ values, set }: FieldProps) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-gray-700">{AUTH_LABELS.role}</legend>
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
            {ROLE_LABELS[r]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ContactFields(props: FieldProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind(props, 'nationalID')} />
        <TextField type="tel" autoComplete="tel" placeholder="0712 345 678" {...bind(props, 'primaryPhoneNumber')} />
      </div>
      <TextField type="tel" optional placeholder="0712 345 678" {...bind(props, 'secondaryPhoneNumber')} />
    </>
  );
}

export function LandlordFields(props: FieldProps) {
  return (
    <>
      <TextField {...bind(props, 'apartmentName')} />
      <TextField type="number" inputMode="decimal" min="1" step="0.01" {...bind(props, 'rentAmount')} />
    </>
  );
}

export function TenantFields(props: FieldProps & TenantExtras) {
  return (
    <>
      <BuildingPicker
        label={AUTH_LABELS.apartmentId}
        name="apartmentId"
        error={props.errors.apartmentId}
        chosen={props.chosenApartment}
        onChoose={props.chooseApartment}
      />
      <MoveInField {...props} />
    </>
  );
}

export function MoveInField(props: FieldProps) {
  return <DateField optional {...bind(props, 'dateMovedIn')} />;
}

/** Name, email and a new password, for a form that only creates accounts (/join). */
export function AccountFields(props: FieldProps) {
  return (
    <>
      <TextField autoComplete="name" {...bind(props, 'name')} />
      <TextField type="email" autoComplete="email" {...bind(props, 'email')} />
      <TextField
        type="password"
        autoComplete="new-password"
        hint={AUTH_TEXT.passwordHint}
        {...bind(props, 'password')}
      />
    </>
  );
}

type TenantExtras = {
  chosenApartment: AvailableApartment | null;
  chooseApartment: (apartment: AvailableApartment | null) => void;
};

/** Everything below the password when creating an account. */
export function RegisterFields(props: FieldProps & TenantExtras) {
  usePrefetchedCheck();
  return (
    <>
      <ContactFields {...props} />
      {props.values.role === 'Landlord' ? <LandlordFields {...props} /> : <TenantFields {...props} />}
      <TextField optional {...bind(props, 'buildingName')} />
    </>
  );
}

/**
 * /join/:code's create-account form: the tenant fields above, checked by the same contracts schema
 * and sent the same way as the sign-in screen's, with the invite's code in place of an apartment.
 * Success stores the session; the /join route then opens the dashboard.
 */
export function InviteRegisterForm({ inviteCode }: { inviteCode: string }) {
  return (
    <RegisterWithCode
      start={{ role: 'Tenant', inviteCode }}
      code={{ name: 'inviteCode', value: inviteCode, hint: AUTH_TEXT.inviteCodeHint }}
      withMoveIn
    />
  );
}

/**
 * /staff/join/:code's create-account form (docs/team.md): a caretaker's account, made with the
 * owner's staff invite. The register form's account and contact fields, without an apartment,
 * rent or move-in date; success stores the session and the route opens the dashboard.
 */
export function StaffRegisterForm({ staffInviteCode }: { staffInviteCode: string }) {
  return (
    <RegisterWithCode
      start={{ role: 'Caretaker', staffInviteCode }}
      code={{ name: 'staffInviteCode', value: staffInviteCode, hint: AUTH_TEXT.staffInviteCodeHint }}
    />
  );
}

/** A create-account form opened by a code (a tenant's invite or a caretaker's): the code shown, read only. */
function RegisterWithCode({
  start,
  code,
  withMoveIn = false,
}: {
  start: Partial<RegistrationValues>;
  code: { name: 'inviteCode' | 'staffInviteCode'; value: string; hint: string };
  withMoveIn?: boolean;
}) {
  const [values, setValues] = useState<RegistrationValues>(() => ({ ...EMPTY_AUTH_FORM, ...start }));
  const { error, fieldErrors: errors, submitting, onSubmit } = useAuthSubmit('register', values);
  usePrefetchedCheck();
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const fields = { values, errors, set };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={AUTH_TEXT.createAccount}>
      {error ? <ErrorAlert text={error} /> : null}
      <TextField
        label={AUTH_TEXT.inviteCode}
        name={code.name}
        value={code.value.toUpperCase()}
        readOnly
        hint={code.hint}
        className="bg-gray-50 font-mono"
      />
      <AccountFields {...fields} />
      <ContactFields {...fields} />
      {withMoveIn ? <MoveInField {...fields} /> : null}
      <Button type="submit" loading={submitting} className="w-full">
        {AUTH_TEXT.createAccount}
      </Button>
    </form>
  );
}
