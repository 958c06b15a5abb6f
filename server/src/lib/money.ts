import { formatKsh } from '@safestay/contracts';

/** KES (API, up to 2 decimals) <-> integer cents (storage). */
export function toCents(kes: number): number {
  return Math.round(kes * 100);
}

export function toKes(cents: number): number {
  return Number(cents) / 100;
}

/** An amount stored in cents, written for a person: `KSH 1,250.50`. */
export function formatCents(cents: number): string {
  return formatKsh(toKes(cents));
}
