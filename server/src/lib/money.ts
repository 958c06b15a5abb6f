import { formatKsh } from '@safestay/contracts';

/** KES (API, up to 2 decimals) <-> integer cents (storage). */
export function toCents(kes: number): number {
  return Math.round(kes * 100);
}

/**
 * A request's amount in KES as whole cents, the one place where a body's money becomes what the
 * services take (docs/ledger.md "Cents inside"): `{ amount: 1500.5, … }` → `{ amountCents: 150050, … }`.
 */
export function inCents<T extends { amount: number }>(body: T): Omit<T, 'amount'> & { amountCents: number } {
  const { amount, ...rest } = body;
  return { ...rest, amountCents: toCents(amount) };
}

/** What a service takes for a request with an `amount`: the same fields, the amount in cents. */
export type InCents<T extends { amount: number }> = Omit<T, 'amount'> & { amountCents: number };

export function toKes(cents: number): number {
  return Number(cents) / 100;
}

/** An amount stored in cents, written for a person: `KSH 1,250.50`. */
export function formatCents(cents: number): string {
  return formatKsh(toKes(cents));
}
