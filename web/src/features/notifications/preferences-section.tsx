import {
  type KindPreference,
  NOTIFY_KIND_INFO,
  NOTIFY_KINDS_FOR,
  type NotifyKind,
  type Preferences,
  type Role,
} from '@safestay/contracts';
import { AlertTriangle, Mail, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { runAction } from '../../lib/action';
import { useLoggedFailure } from '../../lib/query';
import { usePreferences, useSavePreferences } from './api';
import { NOTIFY_KIND_LABELS, PREF_TEXT } from './texts';

type Choice = Pick<KindPreference, 'sms' | 'email'>;

/**
 * How the person wants to hear of each kind of news of their role, by SMS and email, and where
 * those go. Loaded after the screen: the kinds' names come from contracts, with zod.
 */
export function PreferencesSection({ role }: { role: Role }) {
  const query = usePreferences();
  useLoggedFailure(query.error, 'notification preferences');
  return (
    <section aria-labelledby="preferences-heading" className="mt-10">
      <h2 id="preferences-heading" className="text-lg font-semibold text-gray-900">
        {PREF_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{PREF_TEXT.intro}</p>
      <div className="mt-4">
        {query.isPending ? (
          <ListSkeleton rows={2} />
        ) : query.data ? (
          <PreferencesForm key={role} preferences={query.data} role={role} />
        ) : (
          <p className="text-sm text-red-700">{PREF_TEXT.failed}</p>
        )}
      </div>
    </section>
  );
}

function choicesOf(preferences: Preferences, role: Role): Record<NotifyKind, Choice> {
  const saved = new Map(preferences.kinds.map((k) => [k.kind, k]));
  return Object.fromEntries(
    NOTIFY_KINDS_FOR[role].map((kind) => {
      const choice = saved.get(kind) ?? NOTIFY_KIND_INFO[kind];
      return [kind, { sms: choice.sms, email: choice.email }];
    }),
  ) as Record<NotifyKind, Choice>;
}

function PreferencesForm({ preferences, role }: { preferences: Preferences; role: Role }) {
  const [choices, setChoices] = useState(() => choicesOf(preferences, role));
  const [stopped, setStopped] = useState(preferences.smsRemindersStopped);
  const save = useSavePreferences();
  const kinds = NOTIFY_KINDS_FOR[role];

  const toggle = (kind: NotifyKind, channel: keyof Choice) =>
    setChoices((current) => ({ ...current, [kind]: { ...current[kind], [channel]: !current[kind][channel] } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      kinds: kinds.map((kind) => ({ kind, ...choices[kind] })),
      ...(role === 'Tenant' ? { smsRemindersStopped: stopped } : {}),
    };
    await runAction(() => save.mutateAsync(body), { done: PREF_TEXT.saved });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={PREF_TEXT.form} className="space-y-4">
      <WhereMessagesGo preferences={preferences} />
      <Card className="overflow-hidden">
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                {PREF_TEXT.kind}
              </th>
              <th scope="col" className="w-16 py-2.5 text-center sm:w-24">
                {PREF_TEXT.sms}
              </th>
              <th scope="col" className="w-16 py-2.5 text-center sm:w-24">
                {PREF_TEXT.email}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {kinds.map((kind) => {
              const label = NOTIFY_KIND_LABELS[kind];
              return (
                <tr key={kind}>
                  <th scope="row" className="px-4 py-1.5 text-left font-medium text-gray-800">
                    {label}
                  </th>
                  {(['sms', 'email'] as const).map((channel) => (
                    <td key={channel} className="text-center">
                      <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          checked={choices[kind][channel]}
                          onChange={() => toggle(kind, channel)}
                          aria-label={PREF_TEXT.channelFor(channel === 'sms' ? PREF_TEXT.sms : PREF_TEXT.email, label)}
                          className="size-5 cursor-pointer accent-emerald-700"
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      {role === 'Tenant' ? <StopReminders stopped={stopped} onChange={setStopped} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {PREF_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

/** Where SMS and email go, and why they may not (a phone we cannot text, no provider set up). */
function WhereMessagesGo({ preferences: p }: { preferences: Preferences }) {
  const warnings = [
    ...(p.phone === null ? [PREF_TEXT.noPhone] : []),
    ...(p.delivery.sms ? [] : [PREF_TEXT.noSms]),
    ...(p.delivery.email ? [] : [PREF_TEXT.noEmail]),
  ];
  return (
    <Card className="space-y-2 p-4 text-sm text-gray-700">
      {p.phone ? (
        <p className="flex items-center gap-2">
          <Smartphone className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          {PREF_TEXT.smsTo(p.phone)}
        </p>
      ) : null}
      <p className="flex items-center gap-2">
        <Mail className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
        <span className="min-w-0 break-words">{PREF_TEXT.emailTo(p.email)}</span>
      </p>
      {warnings.map((text) => (
        <p key={text} className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text}
        </p>
      ))}
    </Card>
  );
}

function StopReminders({ stopped, onChange }: { stopped: boolean; onChange: (stopped: boolean) => void }) {
  return (
    <Card className="p-4">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
        <span>
          <span className="block text-sm font-medium text-gray-900">{PREF_TEXT.stopReminders}</span>
          <span className="block text-sm text-gray-600">{PREF_TEXT.stopRemindersHint}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={stopped}
          checked={stopped}
          onChange={(e) => onChange(e.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative inline-flex h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-emerald-700 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
    </Card>
  );
}
