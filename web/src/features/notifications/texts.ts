import type { NotifyKind, Role } from '@safestay/contracts';
import { catalogue } from '@safestay/contracts';

/** What the bell and the Notifications screen say. */
export const NOTIFY_TEXT = catalogue('NOTIFY_TEXT', {
  title: 'Notifications',
  subtitle: 'News about your home and your money, and how you want to hear it.',
  markAllRead: 'Mark all read',
  seeAll: 'See all and settings',
  unread: 'Unread: ',
  empty: 'No notifications yet',
  emptyText: {
    Landlord: 'Payments, claims to confirm, requests to join and new complaints appear here.',
    Tenant: 'Receipts, new bills, rent reminders and news of your complaints appear here.',
    Caretaker: "The building's news goes to its owner for now.",
  } satisfies Record<Role, string>,
  failed: 'Could not load notifications',
  failedText: 'Check your connection and try again.',
  showMore: 'Show more notifications',
  allRead: 'All caught up',
  unreadCount: (n: number) => `${n} unread`,
  bell: 'Notifications',
  bellUnread: (n: number) => `Notifications, ${n} unread`,
  justNow: 'just now',
});

/** The preferences section. */
export const PREF_TEXT = catalogue('PREF_TEXT', {
  heading: 'How you hear about it',
  intro: 'You always see news here and under the bell. Choose what also comes to you by SMS or email.',
  kind: 'News',
  sms: 'SMS',
  email: 'Email',
  smsTo: (phone: string) => `SMS go to ${phone}.`,
  emailTo: (email: string) => `Emails go to ${email}.`,
  noPhone: 'Your phone number is not a Kenyan mobile number, so SMS cannot reach you.',
  noSms: 'This SafeStay does not send SMS yet; messages are kept.',
  noEmail: 'This SafeStay does not send email yet; messages are kept.',
  stopReminders: 'Stop SMS reminders',
  stopRemindersHint: 'Rent reminders stop coming by SMS. You still see them here.',
  save: 'Save preferences',
  saved: 'Notification preferences saved.',
  failed: 'Could not load your preferences.',
  form: 'Notification preferences',
  channelFor: (channel: string, kind: string) => `${channel} for ${kind}`,
});

/** Each kind of news by the name the preferences give it (the value on the wire stays `new_bill`, …). */
export const NOTIFY_KIND_LABELS = catalogue('NOTIFY_KIND_LABELS', {
  receipt: 'Receipts for my payments',
  new_bill: 'New bills',
  reminder: 'Rent reminders',
  tenancy_decision: 'When my landlord lets me in or says no',
  complaint_status: 'Progress on my complaints',
  claim: 'Tenants saying they paid',
  payment_received: 'M-Pesa payments received',
  join_request: 'People asking to join',
  complaint_new: 'New complaints',
  chat_digest: 'Chat messages I have not read',
} satisfies Record<NotifyKind, string>);
