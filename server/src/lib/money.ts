import { formatKsh } from '@safestay/contracts';

/** KES (API, up to 2 decimals) <-> integer cents (storage). */
export function toCents(kes: number): number {
  return Math.round(kes * 100);
}

/** What a service takes for a request: the same fields, the named KES amounts as `…Cents`. */
export type InCents<T, K extends keyof T & string = 'amount' & keyof T> = Omit<T, K> & {
  [P in K as `${P}Cents`]: undefined extends T[P] ? number | undefined : number;
};

/**
 * A request's amounts in KES as whole cents, the one place where a body's money becomes what the
 * services take (docs/ledger.md "Cents inside"): `inCents({ amount: 1500.5, … })` →
 * `{ amountCents: 150050, … }`; `inCents(body, 'rent', 'deposit')` → `{ rentCents, depositCents, … }`.
 * An absent optional amount stays absent.
 */
export function inCents<T extends { amount: number }>(body: T): InCents<T, 'amount'>;
export function inCents<T extends object, K extends keyof T & string>(body: T, ...fields: K[]): InCents<T, K>;
export function inCents(body: Record<string, unknown>, ...fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const field of fields.length > 0 ? fields : ['amount']) {
    const kes = out[field];
    delete out[field];
    if (typeof kes === 'number') out[`${field}Cents`] = toCents(kes);
  }
  return out;
}

export function toKes(cents: number): number {
  return Number(cents) / 100;
}

/** An amount stored in cents, written for a person: `KSH 1,250.50`. */
export function formatCents(cents: number): string {
  return formatKsh(toKes(cents));
}
