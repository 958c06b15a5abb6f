import { MSG, type RegisterRequest, ZRegisterForm } from '@safestay/contracts';
import {
  AUTH_LABELS,
  type AuthField,
  type AuthFieldErrors,
  type AuthFormProblem,
  blankText,
  type RegistrationValues,
} from './auth-form';

// The create-account check (docs/product.md §5): the contracts' schema the server uses, and zod
// with it, in a chunk of its own that the create-account forms fetch once drawn.

/** The create-account form checked by the schema the server uses; the body to send when it passes. */
export function checkRegistration(
  values: RegistrationValues,
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
