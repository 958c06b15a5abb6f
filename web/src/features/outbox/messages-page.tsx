import { BellOff } from 'lucide-react';
import { useId } from 'react';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { deferred } from '../../lib/deferred';
import { useLoggedFailure } from '../../lib/query';
import { useReminderPaybill, useReminders } from './api';
import { OutboxSection } from './outbox-section';
import { UnreachableSection } from './unreachable-section';

// The form checks with the contracts' zod schema: it loads after the screen (docs/decisions/0002).
const ReminderForm = deferred(() => import('./reminder-form').then((m) => m.ReminderForm));

/** The landlord's messages (docs/notifications.md "Messages"): rent reminders, who SMS may not reach, what was sent. */
export function MessagesPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <PageHeader title="Messages" subtitle="Rent reminders by SMS, and every SMS and email sent to your tenants." />
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
          Rent reminders
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          An SMS to each tenant who still owes rent, on the days you choose around the due date.
        </p>
      </div>
      {reminders.isPending || paybill.isPending ? (
        <ListSkeleton rows={1} />
      ) : reminders.data ? (
        <Card className="p-5">
          <ReminderForm settings={reminders.data} paybill={paybill.data ?? null} />
        </Card>
      ) : (
        <EmptyState icon={BellOff} title="Reminders could not be loaded" text="Check your connection and try again." />
      )}
    </section>
  );
}
