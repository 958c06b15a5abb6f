import { type AvailableApartment, MSG, type RegisterRequest, type Role, ZRegisterForm } from '@safestay/contracts';
import { SelectField, TextField } from '../../components/ui/field';
import { formatKsh } from '../../lib/format';
import {
  AUTH_LABELS,
  type AuthField,
  type AuthFieldErrors,
  type AuthFormProblem,
  type AuthFormValues,
  blankText,
} from './auth-form';

// The fields only the create-account form has (docs/product.md §2, §5), and their check: this
// chunk loads when "Create account" is chosen, so the contracts' schema (and zod) come with it.

export interface FieldProps {
  values: AuthFormValues;
  errors: AuthFieldErrors;
  set: <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => void;
}

/** The create-account form checked by the schema the server uses; the body to send when it passes. */
export function checkRegistration(
  values: AuthFormValues,
): { problem: AuthFormProblem; body?: undefined } | { problem: null; body: RegisterRequest } {
  const result = ZRegisterForm.safeParse(values);
  if (!result.success) return { problem: problemOf(result.error.issues) };
  const landlord = result.data.role === 'Landlord';
  const { rentAmount, dateMovedIn, apartmentId, ...rest } = result.data;
  return {
    problem: null,
    body: landlord ? { ...rest, rentAmount } : { ...rest, dateMovedIn, apartmentId },
  };
}

const SCREEN_ORDER = Object.keys(AUTH_LABELS) as AuthField[];

/** The schema's issues as the form shows them: the alert says the first in screen order. */
function problemOf(issues: { path: PropertyKey[]; message: string }[]): AuthFormProblem {
  const errors: AuthFieldErrors = {};
  const messages: AuthFieldErrors = {};
  for (const { path, message } of issues) {
    const field = String(path[0]) as AuthField;
    if (!(field in AUTH_LABELS) || errors[field]) continue;
    messages[field] = message;
    errors[field] = message === MSG.requiredFields ? blankText(field) : message;
  }
  const field = SCREEN_ORDER.find((key) => errors[key]) ?? 'name';
  return { message: messages[field] ?? issues[0]?.message ?? MSG.requiredFields, field, errors };
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
            {r}
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
        <TextField
          type="tel"
          autoComplete="tel"
          placeholder="+254 7XX XXX XXX"
          {...bind(props, 'primaryPhoneNumber')}
        />
      </div>
      <TextField type="tel" optional {...bind(props, 'secondaryPhoneNumber')} />
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
  const { apartments, loading, chooseApartment } = props;
  return (
    <>
      <SelectField
        {...bind(props, 'apartmentId')}
        onChange={(e) => chooseApartment(e.target.value)}
        hint={
          loading
            ? 'Loading apartments…'
            : apartments.length === 0
              ? 'No apartments yet: ask your landlord to create an account first.'
              : undefined
        }
      >
        <option value="">Select an apartment</option>
        {apartments.map((a) => (
          <option key={a._id} value={a._id}>
            {/* The landlord's name tells two buildings with like names apart. */}
            {a.name} · {a.landlordName} ({formatKsh(a.rentAmount)}/month)
          </option>
        ))}
      </SelectField>
      <TextField type="date" optional {...bind(props, 'dateMovedIn')} />
    </>
  );
}

type TenantExtras = { apartments: AvailableApartment[]; loading: boolean; chooseApartment: (id: string) => void };

/** Everything below the password when creating an account. */
export function RegisterFields(props: FieldProps & TenantExtras) {
  return (
    <>
      <ContactFields {...props} />
      {props.values.role === 'Landlord' ? <LandlordFields {...props} /> : <TenantFields {...props} />}
      <TextField optional {...bind(props, 'buildingName')} />
    </>
  );
}
