import { BellOff } from 'lucide-react';
import { useId } from 'react';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { deferred } from '../../lib/deferred';
import { useLoggedFailure } from '../../lib/query';
import { useReminderPaybill, useReminders } from './api';
import { OutboxSection } from './outbox-section';
import { OUTBOX_TEXT } from './texts';
import { UnreachableSection } from './unreachable-section';

// The form checks with the contracts' zod schema: it loads after the screen (docs/decisions/0002).
const ReminderForm = deferred(() => import('./reminder-form').then((m) => m.ReminderForm));

/** The landlord's messages (docs/notifications.md "Messages"): rent reminders, who SMS may not reach, what was sent. */
export function MessagesPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <PageHeader title={OUTBOX_TEXT.title} subtitle={OUTBOX_TEXT.subtitle} />
      <RemindersSection />
      <UnreachableSection />
      <OutboxSection />
    </div>
  );
}

function RemindersSection() {
  const reminders = useReminders();
  const paybill = useReminderPaybill();
  useLoggedFailure(reminders.error, 'rent reminders');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {OUTBOX_TEXT.reminders}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{OUTBOX_TEXT.remindersHint}</p>
      </div>
      {reminders.isPending || paybill.isPending ? (
        <ListSkeleton rows={1} />
      ) : reminders.data ? (
        <Card className="p-5">
          <ReminderForm settings={reminders.data} paybill={paybill.data ?? null} />
        </Card>
      ) : (
        <EmptyState icon={BellOff} title={OUTBOX_TEXT.remindersFailed} text={OUTBOX_TEXT.checkConnection} />
      )}
    </section>
  );
}
