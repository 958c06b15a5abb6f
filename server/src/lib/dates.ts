// Every date rule of the server, on one clock: Nairobi's (docs/architecture.md §5 "Time"). Due
// dates are calendar days (`YYYY-MM-DD`); "today", "this month" and the day a payment was made are
// read in Nairobi, so money paid at 01:30 there has that day on the receipt, the statement, the
// dashboard's month and the reminder, whether it came by hand or by M-Pesa. Instants are stored as
// ISO-8601 UTC text (lib/ids.ts nowIso).
import { addDays, fromNairobi, nairobiClock, nairobiDay, nairobiMonth, nairobiToday } from '@safestay/contracts';
import { type RawBuilder, sql } from 'kysely';

export { addDays, addMonths, formatDay, monthEnd, nairobiClock, nairobiDay } from '@safestay/contracts';

/** Today in Nairobi, `YYYY-MM-DD`: overdue, lateness, default payment dates, reminders. */
export function today(now: Date = new Date()): string {
  return nairobiToday(now);
}

/** Tomorrow in Nairobi, `YYYY-MM-DD`. */
export function tomorrow(now: Date = new Date()): string {
  return addDays(nairobiToday(now), 1);
}

/** This month in Nairobi, `YYYY-MM`: the dashboard's month. */
export function thisMonth(now: Date = new Date()): string {
  return nairobiMonth(now);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDDHHmmss` in Nairobi time, the form Daraja writes and expects (`Timestamp`, `TransTime`). */
export function nairobiStamp(at: Date): string {
  const { day, hour, minute } = nairobiClock(at);
  return `${day.replaceAll('-', '')}${two(hour)}${two(minute)}${two(at.getUTCSeconds())}`;
}

/** The instant a `YYYYMMDDHHmmss` Nairobi time names, or null when it names none (31 February). */
export function parseNairobiStamp(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  const date = fromNairobi(year!, month!, day!, hour!, minute!, second!);
  return nairobiStamp(date) === value ? date : null;
}

/** The Nairobi day of an ISO instant (a payment's `received_at` as Daraja or a person gave it). */
export function dayOf(iso: string): string {
  return nairobiDay(iso);
}

/**
 * A day (`YYYY-MM-DD`) or month (`YYYY-MM`) written into the SQL rather than bound. Bound in a
 * range (`due_date >= $1`), PostgreSQL's one plan for the statement expects a third of the rows,
 * finds it dearer than a plan made for each read's values and so plans every read afresh, as a
 * bound LIMIT did (lib/paging.ts pageLimit); written in, the statement keeps one plan a day. Only
 * a well-formed date is written; anything else throws.
 */
export function dateLiteral(value: string): RawBuilder<string> {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(value)) throw new Error(`not a date: ${value}`);
  return sql.lit(value);
}
