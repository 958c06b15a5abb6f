import { MSG, type Role, SIGN_IN_FIELDS } from '@safestay/contracts';
import { AUTH_LABELS, AUTH_TEXT } from './texts';

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

export type AuthField = keyof AuthFormValues;

/**
 * What the create-account check takes: the form, and on /join the invite's code instead of an
 * apartment, or on /staff/join a caretaker's invite (docs/team.md).
 */
export type RegistrationValues = AuthFormValues & { inviteCode?: string; staffInviteCode?: string };

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

export { AUTH_LABELS } from './texts';

export type AuthFieldErrors = Partial<Record<AuthField, string>>;

export interface AuthFormProblem {
  /** What the alert above the form says: the first field's problem (docs/product.md §5). */
  message: string;
  /** The first field to fix: it gets the focus. */
  field: AuthField;
  /** What each field in error says beside it. */
  errors: AuthFieldErrors;
}

/** What a blank field says beside it; the alert keeps the wording of docs/product.md §5. */
export const blankText = (field: AuthField) => AUTH_TEXT.blank(AUTH_LABELS[field]);

/**
 * Sign-in's rule, without zod so /login stays light (docs/decisions/0002): both fields filled.
 * The list of fields comes from the contracts, like the create-account schema.
 */
export function checkSignIn(values: AuthFormValues): AuthFormProblem | null {
  const blank = SIGN_IN_FIELDS.filter((key) => values[key].trim() === '');
  if (blank.length === 0) return null;
  return {
    message: MSG.requiredFields,
    field: blank[0],
    errors: Object.fromEntries(blank.map((key) => [key, blankText(key)])),
  };
}
