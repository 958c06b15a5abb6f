import { formatDayWithWeekday } from '@safestay/contracts';
import type { ComponentProps } from 'react';
import { TextField } from './field';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date input with the chosen day spelt out beside its label ("Thu 5 Dec 2026", Nairobi's
 * calendar). Browsers draw the field in the device's locale, en-US's month first (12/05/2026), and
 * Kenyans read day first: the words leave no doubt which day was picked.
 */
export function DateField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'aside'>) {
  const { value } = props;
  const day = typeof value === 'string' && DAY.test(value) ? formatDayWithWeekday(value) : null;
  return (
    <TextField
      type="date"
      {...props}
      aside={day && day !== 'N/A' ? <span className="text-sm font-medium text-emerald-800">{day}</span> : null}
    />
  );
}
