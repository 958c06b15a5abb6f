import { MSG, type Role } from '@safestay/contracts';

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

/** docs/product.md §5, in its order; returns the message to show, or null when the form may be sent. */
export function validateAuthForm(mode: AuthMode, v: AuthFormValues): string | null {
  const blank = (s: string) => s.trim() === '';
  if (blank(v.email) || v.password === '') return MSG.requiredFields;
  if (mode === 'login') return null;
  if (blank(v.name) || blank(v.nationalID) || blank(v.primaryPhoneNumber)) return MSG.requiredFields;
  if (v.role === 'Landlord') {
    const rent = Number(v.rentAmount);
    if (blank(v.apartmentName) || blank(v.rentAmount) || !Number.isFinite(rent) || rent <= 0) {
      return MSG.landlordApartmentRequired;
    }
  } else if (blank(v.apartmentId)) {
    return MSG.tenantApartmentRequired;
  }
  if (v.password.length < 8) return 'Password must be at least 8 characters.';
  return null;
}
