// One clock for SafeStay: Nairobi's (docs/architecture.md §5, "Time"). Zod-free, so the server,
// the web app, SMS and PDFs all read the same day. Kenya keeps East Africa Time (UTC+3) all year,
// but every rule here goes through Intl with the zone's name rather than a hand-written offset.

import { currentLocale, INTL_TAG, type Locale } from './i18n';

export const TIME_ZONE = 'Africa/Nairobi';

/** ISO calendar date, `YYYY-MM-DD`. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const isoDayIn = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockIn = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Nairobi calendar day of an instant, `YYYY-MM-DD` ("today" when called without one). */
export function nairobiDay(at: Date | number | string = Date.now()): string {
  return isoDayIn.format(typeof at === 'string' ? new Date(at) : at);
}

/** Today in Nairobi, `YYYY-MM-DD`. Every "today" rule (overdue, lateness, default dates) uses it. */
export function nairobiToday(now: Date = new Date()): string {
  return nairobiDay(now);
}

/** This month in Nairobi, `YYYY-MM`. */
export function nairobiMonth(now: Date = new Date()): string {
  return nairobiDay(now).slice(0, 7);
}

/**
 * The Nairobi month, `YYYY-MM`, of a stored time: a calendar day (`YYYY-MM-DD`) is in its own
 * month, an ISO timestamp in the month it was in Nairobi (23:30 UTC on 30 November is December).
 */
export function nairobiMonthOf(value: string): string {
  return DATE_ONLY.test(value) ? value.slice(0, 7) : nairobiMonth(new Date(value));
}

/** The Nairobi wall clock of an instant: `{ day: 'YYYY-MM-DD', hour, minute }`. */
export function nairobiClock(at: Date = new Date()): { day: string; hour: number; minute: number } {
  const [hour, minute] = clockIn.format(at).split(':').map(Number);
  return { day: nairobiDay(at), hour: hour ?? 0, minute: minute ?? 0 };
}

/**
 * The instant of a Nairobi wall-clock time (as M-Pesa writes `20261128013000`). Nairobi has had
 * no daylight saving since 1942, so its offset is read once from Intl rather than written down.
 */
export function fromNairobi(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const seen = nairobiClock(new Date(guess));
  const seenMs = Date.UTC(
    Number(seen.day.slice(0, 4)),
    Number(seen.day.slice(5, 7)) - 1,
    Number(seen.day.slice(8, 10)),
    seen.hour,
    seen.minute,
    second,
  );
  return new Date(guess - (seenMs - guess));
}

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `YYYY-MM` plus whole months. */
export function addMonths(month: string, months: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 7);
}

/** The last day of a `YYYY-MM` month, `YYYY-MM-DD`. */
export function monthEnd(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

function toDate(value: string | number | Date): Date | null {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && DATE_ONLY.test(value)
        ? // A calendar day is that day in Nairobi: noon there keeps it clear of any edge.
          new Date(`${value}T12:00:00+03:00`)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The formats people read, made once per language (a formatter is costly to build). English is
 * en-GB's ("5 Dec 2026", "December 2026"); Kiswahili sw-KE's ("5 Des 2026", "Desemba 2026"), both
 * day first, 24-hour, in Nairobi.
 */
const FORMAT_OPTIONS = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  weekday: { weekday: 'short' },
  month: { month: 'long', year: 'numeric' },
  dayTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type FormatName = keyof typeof FORMAT_OPTIONS;
const DATE_TAG: Record<Locale, string> = { en: 'en-GB', sw: INTL_TAG.sw };
const formats: Partial<Record<`${Locale}:${FormatName}`, Intl.DateTimeFormat>> = {};

function format(name: FormatName): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}:${name}` as const;
  formats[key] ??= new Intl.DateTimeFormat(DATE_TAG[locale], { timeZone: TIME_ZONE, ...FORMAT_OPTIONS[name] });
  return formats[key];
}

type DateInput = string | number | Date | null | undefined;

/**
 * A day as people read it on a screen, a receipt or in an SMS: "5 Dec 2026", day first with the
 * month spelt out, in Nairobi. A timestamp shows the Nairobi day it fell on. 'N/A' when missing.
 */
export function formatDay(value: DateInput): string {
  const date = value === null || value === undefined || value === '' ? null : toDate(value);
  return date ? format('day').format(date) : 'N/A';
}

/**
 * A day with its weekday: "Thu 5 Dec 2026". Beside a date field, so a day picked in a browser that
 * shows dates month first (en-US: 12/05/2026) reads unmistakably; and as a heading over a day.
 */
export function formatDayWithWeekday(value: DateInput): string {
  const date = value === null || value === undefined || value === '' ? null : toDate(value);
  return date ? `${format('weekday').format(date)} ${format('day').format(date)}` : 'N/A';
}

/** A month as people read it: "December 2026", from `YYYY-MM` or any date in it. */
export function formatMonth(value: DateInput): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) return format('month').format(toDate(`${value}-15`)!);
  const date = value === null || value === undefined || value === '' ? null : toDate(value);
  return date ? format('month').format(date) : 'N/A';
}

/** A moment in Nairobi time: "5 Dec 2026, 13:05". */
export function formatDayTime(value: DateInput): string {
  const date = value === null || value === undefined || value === '' ? null : toDate(value);
  return date ? format('dayTime').format(date) : 'N/A';
}

/** A time of day in Nairobi: "13:05"; '' when missing. */
export function formatClock(value: DateInput): string {
  const date = value === null || value === undefined || value === '' ? null : toDate(value);
  return date ? format('time').format(date) : '';
}
