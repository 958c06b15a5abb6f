import { addMonths, NEWS, nairobiMonth } from '@safestay/contracts';
import { OUTBOX_TEXT } from './texts';

/** The days a landlord picks from, around the due date: -3 is three days before, 0 the day itself. */
export const PRESET_DAYS = [-7, -3, 0, 3, 7] as const;

/** "3 days before", "On the due date", "1 day after". */
export function dayLabel(offset: number): string {
  if (offset === 0) return OUTBOX_TEXT.onDueDate;
  return offset < 0 ? OUTBOX_TEXT.daysBefore(-offset) : OUTBOX_TEXT.daysAfter(offset);
}

/** The choices shown: the presets and any other day already saved (set through the API), in order. */
export function dayChoices(saved: readonly number[]): number[] {
  return [...new Set([...PRESET_DAYS, ...saved])].sort((a, b) => a - b);
}

/** 8 → "08:00", the way the app writes times (lib/format.ts formatTime). */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours reminders may go out at (contracts ZReminderSettings: 6 to 20, Nairobi time). */
export const HOURS = Array.from({ length: 15 }, (_, i) => i + 6);

/** The example the preview fills the message with: a house, what is owed, a due date next month. */
export const EXAMPLE = { unit: 'B4', amount: 15000 };

/** The 5th of next month in Nairobi, as YYYY-MM-DD: a due date that reads naturally in the preview. */
export function exampleDueDate(now = new Date()): string {
  return `${addMonths(nairobiMonth(now), 1)}-05`;
}

/** One SMS holds 160 characters of the GSM alphabet, 70 of anything else (contracts GSM7). */
export const SMS_LENGTH = { gsm7: 160, other: 70 };

/** The SMS a tenant would get `offset` days from the due date, from the catalogue the server sends. */
export function reminderSms(offset: number, paybill: string | null, now = new Date()): string {
  return NEWS.reminder({
    building: '',
    unit: EXAMPLE.unit,
    amount: EXAMPLE.amount,
    dueDate: exampleDueDate(now),
    offset,
    paybill,
  }).sms;
}
