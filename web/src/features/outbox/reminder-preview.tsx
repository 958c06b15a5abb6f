import { formatKsh, isGsm7 } from '@safestay/contracts';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { dayLabel, EXAMPLE, hourLabel, reminderSms, SMS_LENGTH } from './reminder-days';
import { OUTBOX_TEXT } from './texts';

/**
 * The SMS a tenant gets, as the landlord changes the settings: the catalogue's own text
 * (contracts NEWS.reminder) for an example house, and its length against one SMS.
 */
export function ReminderPreview({
  days,
  hour,
  enabled,
  paybill,
}: {
  days: number[];
  hour: number;
  enabled: boolean;
  paybill: string | null;
}) {
  const sorted = [...days].sort((a, b) => a - b);
  const [picked, setPicked] = useState<number | null>(null);
  // The day chosen to preview, while it is still one of the days; else the first.
  const offset = picked !== null && sorted.includes(picked) ? picked : sorted[0];
  const selectId = useId();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="self-start rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
          <MessageSquareText className="size-4 text-emerald-700" aria-hidden="true" />
          {OUTBOX_TEXT.whatTenantsGet}
        </h3>
        {sorted.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-xs text-gray-600">
              {OUTBOX_TEXT.day}
            </label>
            <select
              id={selectId}
              value={offset}
              onChange={(e) => setPicked(Number(e.target.value))}
              className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 sm:min-h-9"
            >
              {sorted.map((d) => (
                <option key={d} value={d}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {offset === undefined ? (
        <p className="mt-3 text-sm text-gray-600">{OUTBOX_TEXT.chooseADay}</p>
      ) : (
        <Sms text={reminderSms(offset, paybill)} offset={offset} hour={hour} enabled={enabled} />
      )}
    </section>
  );
}

function Sms({ text, offset, hour, enabled }: { text: string; offset: number; hour: number; enabled: boolean }) {
  const limit = isGsm7(text) ? SMS_LENGTH.gsm7 : SMS_LENGTH.other;
  const over = text.length > limit;
  return (
    <>
      <p
        className={`mt-3 max-w-sm rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-sm wrap-anywhere text-gray-900 shadow-sm ring-1 ring-gray-200 ${enabled ? '' : 'opacity-60'}`}
      >
        {text}
      </p>
      <p className={`mt-2 text-xs tabular-nums ${over ? 'font-medium text-amber-800' : 'text-gray-600'}`}>
        {OUTBOX_TEXT.characters(text.length, limit)}
        {over ? OUTBOX_TEXT.moreThanOne : ''}
      </p>
      <p className="mt-1 text-xs text-gray-600">
        {enabled
          ? OUTBOX_TEXT.sentWhen(offset, hourLabel(hour), EXAMPLE.unit, formatKsh(EXAMPLE.amount))
          : OUTBOX_TEXT.remindersOff}
      </p>
    </>
  );
}
