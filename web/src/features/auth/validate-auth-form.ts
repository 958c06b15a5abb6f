import { MSG, parseKes, type Role } from '@safestay/contracts';

export type AuthMode = 'login' | 'register';

export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
  nationalID: string;
  primaryPhoneNumber: string;
  secondaryPhoneNumber: string;
  buildingName: string;
  dateMovedIn: string;
  apartmentName: string;
  apartmentId: string;
  rentAmount: string;
}

export const EMPTY_AUTH_FORM: AuthFormValues = {
  name: '',
  email: '',
  password: '',
  role: 'Tenant',
  nationalID: '',
  primaryPhoneNumber: '',
  secondaryPhoneNumber: '',
  buildingName: '',
  dateMovedIn: '',
  apartmentName: '',
  apartmentId: '',
  rentAmount: '',
};

export interface AuthFormProblem {
  message: string;
  /** The first field to fix: it gets the focus. */
  field: keyof AuthFormValues;
}

/** docs/product.md §5, in its order; returns what to show and where, or null when the form may be sent. */
export function validateAuthForm(mode: AuthMode, v: AuthFormValues): AuthFormProblem | null {
  const blank = (key: keyof AuthFormValues) => v[key].trim() === '';
  const firstBlank = (...keys: (keyof AuthFormValues)[]) => keys.find(blank);
  const required = firstBlank(
    ...(mode === 'login'
      ? (['email', 'password'] as const)
      : (['name', 'email', 'password', 'nationalID', 'primaryPhoneNumber'] as const)),
  );
  if (required) return { message: MSG.requiredFields, field: required };
  if (mode === 'login') return null;
  if (v.role === 'Landlord') {
    const missing = firstBlank('apartmentName', 'rentAmount');
    if (missing) return { message: MSG.landlordApartmentRequired, field: missing };
    const rent = parseKes(v.rentAmount);
    if (rent === null || rent <= 0) {
      return { message: 'Enter the rent in shillings, like 15000 or 15000.50.', field: 'rentAmount' };
    }
  } else if (blank('apartmentId')) {
    return { message: MSG.tenantApartmentRequired, field: 'apartmentId' };
  }
  if (v.password.length < 8) return { message: 'Password must be at least 8 characters.', field: 'password' };
  return null;
}
