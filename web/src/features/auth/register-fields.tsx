import type { AvailableApartment, Role } from '@safestay/contracts';
import { SelectField, TextField } from '../../components/ui/field';
import { formatKsh } from '../../lib/format';
import type { AuthFormValues } from './validate-auth-form';

// The fields only the create-account form has (docs/product.md §2, §5).

export interface FieldProps {
  values: AuthFormValues;
  set: <K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) => void;
}

export function RolePicker({ values, set }: FieldProps) {
  return (
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
  );
}

export function ContactFields({ values, set }: FieldProps) {
  return (
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
    </>
  );
}

export function LandlordFields({ values, set }: FieldProps) {
  return (
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
  );
}

export function TenantFields({ values, set, apartments, loading, chooseApartment }: FieldProps & TenantExtras) {
  return (
    <>
      <SelectField
        label="Apartment"
        name="apartmentId"
        value={values.apartmentId}
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
  );
}

type TenantExtras = { apartments: AvailableApartment[]; loading: boolean; chooseApartment: (id: string) => void };

/** Everything below the password when creating an account. */
export function RegisterFields(props: FieldProps & TenantExtras) {
  const { values, set } = props;
  return (
    <>
      <ContactFields values={values} set={set} />
      {values.role === 'Landlord' ? <LandlordFields values={values} set={set} /> : <TenantFields {...props} />}
      <TextField
        label="Building name"
        name="buildingName"
        optional
        value={values.buildingName}
        onChange={(e) => set('buildingName', e.target.value)}
      />
    </>
  );
}
