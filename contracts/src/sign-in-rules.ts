// The rules the sign-in screen checks itself, in a module of their own: /login loads without zod
// and without the other constants (docs/decisions/0002). The schemas in auth.ts use the same ones.

/** What signing in needs. */
export const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** The shortest password an account may have. */
export const MIN_PASSWORD = 8;
