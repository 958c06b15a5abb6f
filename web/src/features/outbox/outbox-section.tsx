import { nairobiMonthOf, type OutboxMessage } from '@safestay/contracts';
import { Info, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FilterTabs } from '../../components/ui/filter-tabs';
import { MonthGroups } from '../../components/ui/month-groups';
import { runAction } from '../../lib/action';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useOutboxPages, useRetryMessage } from './api';
import { OutboxCards } from './outbox-cards';
import { OutboxTable } from './outbox-table';
import { OUTBOX_TEXT, type OutboxFilter, outboxTabs } from './texts';

/** Messages sent: every SMS and email to the building's people, newest first a month at a time, by status. */
export function OutboxSection() {
  const [filter, setFilter] = useState<OutboxFilter>('all');
  const query = useOutboxPages(filter === 'all' ? null : filter);
  useLoggedFailure(query.error, 'messages sent');
  const { items, more } = pagesOf(query);
  const retry = useRetryMessage();
  const titleId = useId();

  const onRetry = (message: OutboxMessage) => runAction(() => retry.mutateAsync(message._id));
  const retrying = retry.isPending ? (retry.variables ?? null) : null;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {OUTBOX_TEXT.sent}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{OUTBOX_TEXT.sentHint}</p>
      </div>
      <FilterTabs legend={OUTBOX_TEXT.showMessages} tabs={outboxTabs()} value={filter} onChange={setFilter} />
      {items.some((m) => m.status === 'held') ? (
        <p className="flex items-start gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm text-gray-700">
          <Info className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
          {OUTBOX_TEXT.keptNote}
        </p>
      ) : null}
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Send}
          title={filter === 'all' ? OUTBOX_TEXT.noMessages : OUTBOX_TEXT.noneWithStatus}
          text={filter === 'all' ? OUTBOX_TEXT.noMessagesText : OUTBOX_TEXT.chooseAll}
        />
      ) : (
        <MonthGroups
          items={items}
          monthOf={(m) => nairobiMonthOf(m.createdAt)}
          level={3}
          more={more}
          label={OUTBOX_TEXT.showMore}
        >
          {(messages, month) => (
            <>
              <OutboxCards messages={messages} month={month} onRetry={onRetry} retrying={retrying} />
              <OutboxTable messages={messages} month={month} onRetry={onRetry} retrying={retrying} />
            </>
          )}
        </MonthGroups>
      )}
    </section>
  );
}
