import { type ReminderSettings, ZReminderSettings } from '@safestay/contracts';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { placeFieldErrors, useSchemaForm } from '../../lib/form';
import { useSaveReminders } from './api';
import { dayChoices, dayLabel, HOURS, hourLabel } from './reminder-days';
import { ReminderPreview } from './reminder-preview';
import { OUTBOX_TEXT } from './texts';

const FIELDS = ['enabled', 'days', 'hour'] as const;

/**
 * Rent reminders: on or off, the days around the due date and the hour, checked by the contracts'
 * schema (docs/decisions/0002), with the SMS they send beside them.
 */
export function ReminderForm({ settings, paybill }: { settings: ReminderSettings; paybill: string | null }) {
  const form = useSchemaForm(ZReminderSettings, settings);
  const save = useSaveReminders();
  const id = useId();
  const enabled = form.watch('enabled');
  const days = form.watch('days');
  const hour = form.watch('hour');
  const choices = dayChoices(settings.days);
  const daysError = form.formState.errors.days?.message ?? form.formState.errors.days?.root?.message;

  const toggleDay = (day: number) => {
    const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);
    form.setValue('days', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => save.mutateAsync(body), {
      done: OUTBOX_TEXT.remindersSaved,
      placed: (error) => placeFieldErrors(error, FIELDS, form.setError),
    });
    if (outcome.ok) form.reset(outcome.result);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={OUTBOX_TEXT.reminders} className="grid gap-6 md:grid-cols-2">
      <div className="space-y-5">
        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
          <span>
            <span className="block text-sm font-medium text-gray-900">{OUTBOX_TEXT.sendReminders}</span>
            <span className="block text-sm text-gray-600">{OUTBOX_TEXT.sendRemindersHint}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            className="peer sr-only"
            {...form.register('enabled')}
          />
          <span
            aria-hidden="true"
            className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-emerald-700 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
        </label>
        <fieldset disabled={!enabled} aria-describedby={daysError ? `${id}-days-error` : `${id}-days-hint`}>
          <legend className="text-sm font-medium text-gray-700">{OUTBOX_TEXT.days}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((day) => (
              <label
                key={day}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-3.5 text-sm font-medium text-gray-700 has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-emerald-500"
              >
                <input
                  type="checkbox"
                  checked={days.includes(day)}
                  onChange={() => toggleDay(day)}
                  className="size-4 accent-emerald-700"
                />
                {dayLabel(day)}
              </label>
            ))}
          </div>
          {daysError ? (
            <p id={`${id}-days-error`} className="mt-1.5 text-sm text-red-600">
              {daysError}
            </p>
          ) : (
            <p id={`${id}-days-hint`} className="mt-1.5 text-xs text-gray-500">
              {OUTBOX_TEXT.daysHint}
            </p>
          )}
        </fieldset>
        <SelectField
          label={OUTBOX_TEXT.hourField}
          disabled={!enabled}
          error={form.formState.errors.hour?.message}
          {...form.register('hour', { setValueAs: Number })}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </SelectField>
      </div>
      <ReminderPreview days={days} hour={hour} enabled={enabled} paybill={paybill} />
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {OUTBOX_TEXT.saveReminders}
        </Button>
      </div>
    </form>
  );
}
