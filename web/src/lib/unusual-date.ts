import { addDays, nairobiToday } from '@safestay/contracts';
import { formatDate } from './format';
import { DATE_TEXT } from './texts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date that is allowed but probably a typo (a due date decades ago, a move-in years ahead):
 * the form asks once before saving it. Returns the question, or null for an ordinary date. "A
 * year" counts from today in Nairobi.
 */
export function unusualDate(iso: string, what: string, now = new Date()): string | null {
  if (!ISO_DAY.test(iso) || Number.isNaN(Date.parse(iso))) return null;
  const today = nairobiToday(now);
  if (iso < addDays(today, -365)) return DATE_TEXT.yearAgo(what, formatDate(iso));
  if (iso > addDays(today, 365)) return DATE_TEXT.yearAhead(what, formatDate(iso));
  return null;
}
