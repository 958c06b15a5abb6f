// Zod-free, so the bell (loaded on every screen) can read them without the schemas.

/**
 * Telling people things (docs/notifications.md): in the app (the bell), by SMS and by email.
 * Each kind of news is something a person may choose to get by SMS, email, both or neither;
 * in the app they always see it.
 */
export const NOTIFY_KINDS = [
  'receipt',
  'new_bill',
  'reminder',
  'tenancy_decision',
  'complaint_status',
  'claim',
  'payment_received',
  'join_request',
  'complaint_new',
  'chat_digest',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** Which kinds each role can receive, in the order their preferences list them. */
export const NOTIFY_KINDS_FOR = {
  Tenant: ['receipt', 'new_bill', 'reminder', 'tenancy_decision', 'complaint_status', 'chat_digest'],
  Landlord: ['payment_received', 'claim', 'join_request', 'complaint_new', 'chat_digest'],
  // Messages go to the owner for now (docs/team.md): a caretaker has nothing to choose yet.
  Caretaker: [],
} as const satisfies Record<'Tenant' | 'Landlord' | 'Caretaker', readonly NotifyKind[]>;

export const CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof CHANNELS)[number];

/** Each kind's name in the preferences, and whether it is sent by SMS and email unless changed. */
export const NOTIFY_KIND_INFO: Record<NotifyKind, { label: string; sms: boolean; email: boolean }> = {
  receipt: { label: 'Receipts for my payments', sms: true, email: true },
  new_bill: { label: 'New bills', sms: true, email: true },
  reminder: { label: 'Rent reminders', sms: true, email: false },
  tenancy_decision: { label: 'When my landlord lets me in or says no', sms: true, email: true },
  complaint_status: { label: 'Progress on my complaints', sms: false, email: true },
  claim: { label: 'Tenants saying they paid', sms: false, email: true },
  payment_received: { label: 'M-Pesa payments received', sms: false, email: false },
  join_request: { label: 'People asking to join', sms: true, email: true },
  complaint_new: { label: 'New complaints', sms: false, email: true },
  chat_digest: { label: 'Chat messages I have not read', sms: false, email: true },
};

/** The header of GET /notifications that carries how many are unread. */
export const UNREAD_COUNT_HEADER = 'x-unread-count';
