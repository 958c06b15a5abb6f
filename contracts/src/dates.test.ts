import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDay,
  formatDayTime,
  formatDayWithWeekday,
  formatMonth,
  fromNairobi,
  monthEnd,
  nairobiMonth,
  nairobiToday,
} from './dates';
import { writingIn } from './i18n';

describe("one clock, Nairobi's", () => {
  it('gives the Nairobi day between 00:00 and 03:00, when UTC is still on yesterday', () => {
    const at0130 = new Date('2026-11-30T22:30:00Z'); // 01:30 on 1 Dec in Nairobi
    expect(nairobiToday(at0130)).toBe('2026-12-01');
    expect(nairobiMonth(at0130)).toBe('2026-12');
    expect(formatDay(at0130)).toBe('1 Dec 2026');
    expect(formatDayTime(at0130)).toBe('1 Dec 2026, 01:30');
  });

  it('keeps the old day until 00:00 in Nairobi, at a month and a year end', () => {
    expect(nairobiToday(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(nairobiToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(nairobiMonth(new Date('2027-02-28T20:59:59Z'))).toBe('2027-02');
  });

  it('reads a calendar day as that day, whatever the device zone', () => {
    expect(formatDay('2026-12-05')).toBe('5 Dec 2026');
    expect(formatDay(undefined)).toBe('N/A');
  });

  it('turns a Nairobi wall-clock time into its instant', () => {
    expect(fromNairobi(2026, 12, 1, 1, 30, 0).toISOString()).toBe('2026-11-30T22:30:00.000Z');
  });

  it('does calendar arithmetic across month ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
  });

  it("writes days in the reader's language: Kiswahili month names, 24-hour time, English unchanged", () => {
    writingIn('sw', () => {
      expect(formatDay('2026-12-05')).toBe('5 Des 2026');
      expect(formatMonth('2026-03')).toBe('Machi 2026');
      expect(formatDayTime('2026-12-05T14:05:00Z')).toBe('5 Des 2026, 17:05');
      expect(formatDayWithWeekday('2026-12-05')).toBe('Jumamosi 5 Des 2026');
    });
    expect(formatDay('2026-12-05')).toBe('5 Dec 2026');
    expect(formatMonth('2026-03')).toBe('March 2026');
    expect(formatDayTime('2026-12-05T14:05:00Z')).toBe('5 Dec 2026, 17:05');
    expect(formatDayWithWeekday('2026-12-05')).toBe('Sat 5 Dec 2026');
  });
});
