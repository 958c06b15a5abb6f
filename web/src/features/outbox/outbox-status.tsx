import type { OutboxMessage } from '@safestay/contracts';
import { RotateCw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { canRetry, OUTBOX_TEXT, STATUS_LABEL, STATUS_TONE } from './texts';

/** The status badge, and why a message failed or was cancelled. */
export function OutboxStatusBadge({ message, withReason = true }: { message: OutboxMessage; withReason?: boolean }) {
  return (
    <div className="space-y-1">
      <Badge tone={STATUS_TONE[message.status]}>{STATUS_LABEL[message.status]}</Badge>
      {withReason ? <OutboxReason message={message} /> : null}
    </div>
  );
}

/** "Reason: …" of a failed or cancelled message; a kept message's badge already says why. */
export function OutboxReason({ message, className = 'text-xs' }: { message: OutboxMessage; className?: string }) {
  const why = message.status === 'failed' || message.status === 'cancelled' ? message.lastError : null;
  if (!why) return null;
  return (
    <p className={`wrap-anywhere ${message.status === 'failed' ? 'text-red-700' : 'text-gray-700'} ${className}`}>
      <span className="font-medium">{OUTBOX_TEXT.reason}</span> {why}
    </p>
  );
}

export interface RetryProps {
  onRetry: (message: OutboxMessage) => void;
  /** The message being sent again just now, if any. */
  retrying: string | null;
}

/** "Send again" for a failed or kept message; nothing for the others. */
export function RetryButton({ message, onRetry, retrying }: RetryProps & { message: OutboxMessage }) {
  if (!canRetry(message.status)) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={retrying === message._id}
      icon={<RotateCw className="size-4" aria-hidden="true" />}
      onClick={() => onRetry(message)}
    >
      {OUTBOX_TEXT.sendAgain}
    </Button>
  );
}

/** What was sent: an email's subject above its text; an SMS is its text. */
export function MessageText({ message }: { message: OutboxMessage }) {
  return (
    <>
      {message.subject && message.channel === 'email' ? (
        <span className="block font-semibold wrap-anywhere text-gray-900">{message.subject}</span>
      ) : null}
      <span className={`block whitespace-pre-line wrap-anywhere ${message.channel === 'email' ? 'text-gray-700' : ''}`}>
        {message.body}
      </span>
    </>
  );
}
