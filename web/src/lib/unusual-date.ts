import { formatDate } from './format';

const YEAR_MS = 365 * 86_400_000;

/**
 * A date that is allowed but probably a typo (a due date decades ago, a move-in years ahead):
 * the form asks once before saving it. Returns the question, or null for an ordinary date.
 */
export function unusualDate(iso: string, what: string, now = new Date()): string | null {
  const time = new Date(`${iso}T00:00:00Z`).getTime();
  if (!iso || Number.isNaN(time)) return null;
  if (time < now.getTime() - YEAR_MS) return `The ${what} ${formatDate(iso)} is more than a year ago. Is that right?`;
  if (time > now.getTime() + YEAR_MS) return `The ${what} ${formatDate(iso)} is more than a year ahead. Is that right?`;
  return null;
}
