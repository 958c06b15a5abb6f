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
export const STATUS_LABEL: Record<OutboxStatus, string> = catalogue('OUTBOX_STATUS_LABEL', {
  sent: 'Sent',
  held: 'Kept: no provider set up',
  queued: 'Waiting to send',
  sending: 'Sending',
  failed: 'Failed',
  cancelled: 'Cancelled',
});

export const STATUS_TONE: Record<OutboxStatus, BadgeTone> = {
  sent: 'green',
  held: 'gray',
  queued: 'blue',
  sending: 'blue',
  failed: 'red',
  cancelled: 'orange',
};

/** What the Messages screen says: rent reminders, who SMS may not reach, and the messages sent. */
export const OUTBOX_TEXT = catalogue('OUTBOX_TEXT', {
  title: 'Messages',
  subtitle: 'Rent reminders by SMS, and every SMS and email sent to your tenants.',
  // Rent reminders.
  reminders: 'Rent reminders',
  remindersHint: 'An SMS to each tenant who still owes rent, on the days you choose around the due date.',
  remindersFailed: 'Reminders could not be loaded',
  checkConnection: 'Check your connection and try again.',
  remindersSaved: 'Reminders saved.',
  sendReminders: 'Send rent reminders',
  sendRemindersHint: 'To each tenant with rent still to pay.',
  days: 'Days',
  daysHint: "Around each bill's due date; at most 5. Nothing goes to a tenant who has paid.",
  hourField: 'Time (Nairobi)',
  saveReminders: 'Save reminders',
  onDueDate: 'On the due date',
  daysBefore: (n: number) => `${n} day${n === 1 ? '' : 's'} before`,
  daysAfter: (n: number) => `${n} day${n === 1 ? '' : 's'} after`,
  // The SMS preview.
  whatTenantsGet: 'What tenants receive',
  day: 'Day',
  chooseADay: 'Choose at least one day: with none, no reminder goes out.',
  characters: (length: number, limit: number) => `${length} / ${limit} characters`,
  moreThanOne: ' · more than one SMS',
  /** When and to whom the previewed SMS goes, and the example it is filled with. */
  sentWhen: (offset: number, hour: string, unit: string, amount: string) => {
    const n = Math.abs(offset);
    const when =
      offset === 0
        ? 'on the due date'
        : `${n} day${n === 1 ? '' : 's'} ${offset < 0 ? 'before' : 'after'} the due date`;
    return `Sent ${when} at ${hour} (Nairobi time) to each tenant who still owes. Example: house ${unit}, ${amount} to pay.`;
  },
  remindersOff: 'Reminders are off: nothing is sent.',
  // Who SMS may not reach.
  unreachable: 'Who SMS may not reach',
  unreachableHint: 'Tenants who will not get reminders and news by SMS, and why.',
  unreachableFailed: 'This list could not be loaded. Check your connection and try again.',
  allReachable: 'Every tenant can be reached by SMS',
  allReachableText:
    'A tenant whose number SMS cannot use, who stopped SMS reminders, or whose last SMS failed appears here.',
  // Messages sent.
  sent: 'Messages sent',
  sentHint: 'Every SMS and email SafeStay sent to your tenants and you, newest first.',
  showMessages: 'Show messages',
  tabAll: 'All',
  tabSent: 'Sent',
  tabKept: 'Kept',
  tabFailed: 'Failed',
  tabWaiting: 'Waiting',
  tabCancelled: 'Cancelled',
  keptNote:
    'No SMS or email provider is set up on this server, so messages are kept here instead of sent. Once one is set up, "Send again" sends a kept message.',
  noMessages: 'No messages yet',
  noMessagesText: 'New bills, receipts and rent reminders sent to your tenants appear here.',
  noneWithStatus: 'No messages with this status',
  chooseAll: 'Choose All to see every message.',
  showMore: 'Show more messages',
  sentIn: (month: string) => `Messages sent in ${month}`,
  sentInNewest: (month: string) => `Messages sent in ${month}, newest first`,
  channelTo: (channel: string, to: string) => `${channel} to ${to}`,
  timeColumn: 'Time',
  to: 'To',
  message: 'Message',
  status: 'Status',
  actions: 'Actions',
  reason: 'Reason:',
  sendAgain: 'Send again',
});

/** The filter above the list: every status a landlord may look for ('sending' is a moment long). */
export type OutboxFilter = 'all' | Exclude<OutboxStatus, 'sending'>;
/** Read at render, so the tabs follow the language. */
export const outboxTabs = (): Array<{ value: OutboxFilter; label: string }> => [
  { value: 'all', label: OUTBOX_TEXT.tabAll },
  { value: 'sent', label: OUTBOX_TEXT.tabSent },
  { value: 'held', label: OUTBOX_TEXT.tabKept },
  { value: 'failed', label: OUTBOX_TEXT.tabFailed },
  { value: 'queued', label: OUTBOX_TEXT.tabWaiting },
  { value: 'cancelled', label: OUTBOX_TEXT.tabCancelled },
];

/** Messages that may be sent again (the server refuses the others with a 409). */
export const canRetry = (status: OutboxStatus) => status === 'failed' || status === 'held';
