import type { Notification, Preferences } from '@safestay/contracts';
import { UNREAD_COUNT_HEADER } from '@safestay/contracts';
import { json } from '../../testing/api';

// Typed builders for the notifications API's answers, for this feature's tests.

let n = 0;

/** A notification, unread and five minutes old unless told otherwise. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  n += 1;
  return {
    _id: `n${n}`,
    kind: 'complaint_new',
    title: 'New complaint',
    body: 'New complaint from Amina Otieno: "Leaking tap".',
    link: '/complaints',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** GET /notifications: the list, with the unread count (and the next cursor) in headers. */
export const notificationsAnswer = (items: Notification[], unread: number, nextCursor?: string) => () =>
  json(items, 200, { [UNREAD_COUNT_HEADER]: String(unread), ...(nextCursor ? { 'x-next-cursor': nextCursor } : {}) });

/** GET /notifications/preferences for a tenant with every kind as it comes, and no SMS or email set up. */
export function aPreferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    kinds: [
      { kind: 'receipt', sms: true, email: true },
      { kind: 'new_bill', sms: true, email: true },
      { kind: 'reminder', sms: true, email: false },
      { kind: 'tenancy_decision', sms: true, email: true },
      { kind: 'complaint_status', sms: false, email: true },
      { kind: 'chat_digest', sms: false, email: true },
    ],
    smsRemindersStopped: false,
    phone: '+254711000000',
    email: 'tom@example.com',
    delivery: { sms: false, email: false },
    ...overrides,
  };
}
