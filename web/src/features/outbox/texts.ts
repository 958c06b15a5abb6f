import type { MessageChannel, NewsKind, OutboxStatus } from '@safestay/contracts';
import { catalogue } from '@safestay/contracts';
import type { BadgeTone } from '../../components/ui/badge';

/** What each kind of message is, in the list of messages sent. */
export const KIND_LABEL: Record<NewsKind, string> = catalogue('OUTBOX_KIND_LABEL', {
  receipt: 'Receipt',
  new_bill: 'New bill',
  reminder: 'Rent reminder',
  tenancy_decision: 'Joining decision',
  complaint_status: 'Complaint progress',
  claim: 'Payment to confirm',
  payment_received: 'M-Pesa payment',
  join_request: 'Request to join',
  complaint_new: 'New complaint',
  chat_digest: 'Unread chat',
  password_reset: 'Password reset code',
});

/** A kind the catalogue does not know yet reads as its name, without underscores. */
export const kindLabel = (kind: string) => KIND_LABEL[kind as NewsKind] ?? kind.replaceAll('_', ' ');

export const CHANNEL_LABEL: Record<MessageChannel, string> = catalogue('OUTBOX_CHANNEL_LABEL', {
  sms: 'SMS',
  email: 'Email',
});

/** Each status in words; colour is never the only signal (docs/architecture.md §9). */
export const STATUS_BADGE: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'green' },
  held: { label: 'Kept: no provider set up', tone: 'gray' },
  queued: { label: 'Waiting to send', tone: 'blue' },
  sending: { label: 'Sending', tone: 'blue' },
  failed: { label: 'Failed', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'orange' },
};

/** The filter above the list: every status a landlord may look for ('sending' is a moment long). */
export type OutboxFilter = 'all' | Exclude<OutboxStatus, 'sending'>;
export const OUTBOX_TABS: Array<{ value: OutboxFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'sent', label: 'Sent' },
  { value: 'held', label: 'Kept' },
  { value: 'failed', label: 'Failed' },
  { value: 'queued', label: 'Waiting' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** Messages that may be sent again (the server refuses the others with a 409). */
export const canRetry = (status: OutboxStatus) => status === 'failed' || status === 'held';
