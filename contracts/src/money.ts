// Zod-free on purpose: /login and the PDF renderer use it without pulling in the schemas.

import { currentLocale, INTL_TAG, type Locale } from './i18n';

/**
 * Made once per language: `toLocaleString` with options builds a formatter on every call (dozens
 * of times the cost of formatting with one), and a payment's receipt, notifications and messages
 * format a dozen amounts. English keeps SafeStay's own `KSH 15,000`; Kiswahili is Intl's sw-KE
 * currency format, `Ksh 15,000.00` (a no-break space after Ksh).
 */
const WHOLE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const CURRENCY: Partial<Record<Locale, Intl.NumberFormat>> = {};
const FIGURE: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** `KSH 15,000` or `KSH 15,000.50` (Kiswahili: `Ksh 15,000.00`): how every screen and document writes an amount in KES. */
export function formatKsh(amountKes: number): string {
  const value = Number.isFinite(amountKes) ? amountKes : 0;
  const locale = currentLocale();
  if (locale === 'en') return `KSH ${(Number.isInteger(value) ? WHOLE : WITH_CENTS).format(value)}`;
  CURRENCY[locale] ??= new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'KES' });
  return CURRENCY[locale].format(value);
}

/** An amount without its currency, for a column headed in KES: `15,000` (Kiswahili `15,000.00`). */
export function formatKesFigure(amountKes: number): string {
  const value = Number.isFinite(amountKes) ? amountKes : 0;
  const locale = currentLocale();
  if (locale === 'en') return (Number.isInteger(value) ? WHOLE : WITH_CENTS).format(value);
  FIGURE[locale] ??= new Intl.NumberFormat(INTL_TAG[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return FIGURE[locale].format(value);
}

/**
 * What a person typed as an amount of KES: digits with at most two decimals. `1e3`, `0x10`,
 * `Infinity` and negative numbers are not amounts, though JavaScript's Number() reads them.
 */
export function parseKes(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,12}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * KES as whole cents. Amounts arrive as numbers with up to two decimals, and floating point adds
 * them wrongly (0.1 + 0.2 is 0.30000000000000004): arithmetic on money goes through cents.
 */
export function toCents(amountKes: number): number {
  return Math.round(amountKes * 100);
}

/** Whole cents back to KES. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** The sum of amounts of KES, added as whole cents. */
export function sumKes(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** `from` less `less`, in KES, subtracted as whole cents. */
export function subtractKes(from: number, less: number): number {
  return fromCents(toCents(from) - toCents(less));
}
