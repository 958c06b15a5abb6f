/** KES (API, up to 2 decimals) <-> integer cents (storage). */
export function toCents(kes: number): number {
  return Math.round(kes * 100);
}

export function toKes(cents: number): number {
  return Number(cents) / 100;
}
