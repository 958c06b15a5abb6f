// One way to write money in every screen and document (contracts/src/money.ts): `KSH 15,000`.
// One clock and one way to write a date (contracts/src/dates.ts): Nairobi's, day first, "5 Dec 2026".
export {
  formatClock as formatTime,
  formatDay as formatDate,
  formatDayTime as formatDateTime,
  formatKsh,
} from '@safestay/contracts';

import { TENURE_TEXT } from './texts';

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** docs/product.md §4: whole months (days / 30, floored) as '{n} month(s)', else days rounded up; 'N/A' when missing. */
export function formatTenure(movedIn: string | null | undefined, now: Date = new Date()): string {
  const start = toDate(movedIn);
  if (!start) return TENURE_TEXT.notAvailable;
  const days = Math.max(0, (now.getTime() - start.getTime()) / 86_400_000);
  const months = Math.floor(days / 30);
  if (months >= 1) return TENURE_TEXT.months(months);
  const whole = Math.ceil(days);
  return TENURE_TEXT.days(whole);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first character a person sees in a name, for avatars: a whole grapheme, so a name that
 * starts with an emoji (two UTF-16 units, or several joined) shows that emoji, not half of it.
 */
export function initialOf(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  const first = graphemes.segment(text)[Symbol.iterator]().next().value?.segment;
  return first ? first.toUpperCase() : '?';
}
