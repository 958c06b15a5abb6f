import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import type { StatementRange } from './api';
import { STMT_TEXT } from './texts';

/** From and To, both optional: the statement (and its PDF) shows only those dates. */
export function DateRangeForm({
  range,
  onChange,
}: {
  range: StatementRange;
  onChange: (range: StatementRange) => void;
}) {
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [error, setError] = useState<string | undefined>();
  const filtered = Boolean(range.from || range.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) {
      setError(STMT_TEXT.badRange);
      return;
    }
    setError(undefined);
    onChange({ from: from || null, to: to || null });
  };

  return (
    <form
      aria-label={STMT_TEXT.dates}
      noValidate
      onSubmit={submit}
      // The date fields are wide enough for the day spelt out beside their label, so picking a day moves nothing.
      className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm [&>div]:min-w-36 [&>div]:flex-1 sm:[&>div]:flex-none sm:[&>div:not(:last-child)]:w-60"
    >
      <DateField label={STMT_TEXT.from} value={from} onChange={(e) => setFrom(e.target.value)} optional />
      <DateField label={STMT_TEXT.to} value={to} onChange={(e) => setTo(e.target.value)} optional error={error} />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {STMT_TEXT.show}
        </Button>
        {filtered ? (
          <Button variant="ghost" onClick={() => onChange({ from: null, to: null })}>
            {STMT_TEXT.clearDates}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
