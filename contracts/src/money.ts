// Zod-free on purpose: /login and the PDF renderer use it without pulling in the schemas.

/**
 * Made once: `toLocaleString` with options builds a formatter on every call (dozens of times the
 * cost of formatting with one), and a payment's receipt, notifications and messages format a dozen
 * amounts.
 */
const WHOLE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `KSH 15,000` or `KSH 15,000.50`: how every screen and document writes an amount in KES. */
export function formatKsh(amountKes: number): string {
  const value = Number.isFinite(amountKes) ? amountKes : 0;
  return `KSH ${(Number.isInteger(value) ? WHOLE : WITH_CENTS).format(value)}`;
}

/**
 * What a person typed as an amount of KES: digits with at most two decimals. `1e3`, `0x10`,
 * `Infinity` and negative numbers are not amounts, though JavaScript's Number() reads them.
 */
export function parseKes(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}
