import { formatMonth } from '@safestay/contracts';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { MessageText, OutboxReason, OutboxStatusBadge, RetryButton } from './outbox-status';
import type { OutboxRowsProps } from './outbox-table';
import { CHANNEL_LABEL, canRetry, kindLabel, OUTBOX_TEXT } from './texts';

/** On a phone: one card a message. */
export function OutboxCards({ messages, month, onRetry, retrying }: OutboxRowsProps) {
  return (
    <ul className="space-y-3 md:hidden" aria-label={OUTBOX_TEXT.sentIn(formatMonth(month))}>
      {messages.map((m) => {
        const headingId = `outbox-card-${m._id}`;
        return (
          <li key={m._id}>
            <Card className="p-4">
              <article aria-labelledby={headingId}>
                <h4 id={headingId} className="font-semibold wrap-anywhere text-gray-900">
                  {m.recipient?.name ?? m.to}
                </h4>
                <p className="text-xs wrap-anywhere text-gray-600">
                  {OUTBOX_TEXT.channelTo(CHANNEL_LABEL[m.channel], m.to)}
                </p>
                <div className="mt-2">
                  <OutboxStatusBadge message={m} withReason={false} />
                </div>
                <div className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">
                  <MessageText message={m} />
                </div>
                <OutboxReason message={m} className="mt-2 text-sm" />
                <p className="mt-2 text-xs text-gray-600">
                  {kindLabel(m.kind)} · {formatDateTime(m.createdAt)}
                </p>
                {canRetry(m.status) ? (
                  <div className="mt-3 flex border-t border-gray-100 pt-3 [&>button]:flex-1">
                    <RetryButton message={m} onRetry={onRetry} retrying={retrying} />
                  </div>
                ) : null}
              </article>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
