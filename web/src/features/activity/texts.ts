import {
  AUDIT_ENTITIES,
  addDays,
  catalogue,
  formatDayWithWeekday,
  nairobiDay,
  nairobiToday,
} from '@safestay/contracts';
import type { BadgeTone } from '../../components/ui/badge';

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type EntityFilter = 'all' | AuditEntity;

export const isAuditEntity = (value: string | null): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly (string | null)[]).includes(value);

/** What the Activity screen says. */
export const ACT_TEXT = catalogue('ACT_TEXT', {
  title: 'Activity',
  subtitle: 'Who changed which money or tenancy, newest first. Nothing here can be edited or deleted.',
  show: 'Show activity about',
  empty: 'No activity yet',
  emptyText: 'When you record payments, create charges or let tenants in, each change is written here.',
  emptyFiltered: 'Nothing matches this filter.',
  showMore: 'Show more activity',
  tenantBanner: 'Showing activity of',
  theTenant: 'the selected tenant',
  historyOf: 'Showing the history of',
  history: 'History',
  historyOfThis: (entity: AuditEntity) => `History of this ${ENTITY_LABEL[entity].toLowerCase()}`,
  thisEntity: (entity: AuditEntity) => `this ${ENTITY_LABEL[entity].toLowerCase()}`,
  by: 'By ',
  failed: 'The activity could not be loaded',
  failedText: 'Check your connection and try again.',
  today: 'Today',
  yesterday: 'Yesterday',
  all: 'All',
  payments: 'Payments',
  charges: 'Charges',
  tenancies: 'Tenancies',
  team: 'Team',
});

/** The chips above the feed; labels read when drawn. */
export const FILTERS: Array<{ value: EntityFilter; label: () => string }> = [
  { value: 'all', label: () => ACT_TEXT.all },
  { value: 'payment', label: () => ACT_TEXT.payments },
  { value: 'bill', label: () => ACT_TEXT.charges },
  { value: 'tenancy', label: () => ACT_TEXT.tenancies },
  { value: 'team', label: () => ACT_TEXT.team },
];

/** A landlord's word for each thing the log is about. */
export const ENTITY_LABEL: Record<AuditEntity, string> = catalogue('ACT_ENTITY_LABEL', {
  bill: 'Charge',
  payment: 'Payment',
  tenancy: 'Tenancy',
  team: 'Team',
});
export const ENTITY_TONE: Record<AuditEntity, BadgeTone> = {
  bill: 'blue',
  payment: 'green',
  tenancy: 'purple',
  team: 'gray',
};

/**
 * The badge of each action the server writes (`entity.verb`, server/src/features/activity):
 * "Payment recorded", "Charge voided", "Tenancy approved".
 */
export const ACTION_LABELS: Record<string, string> = catalogue('ACT_ACTION_LABELS', {
  'bill.created': 'Charge created',
  'bill.edited': 'Charge edited',
  'bill.voided': 'Charge voided',
  'payment.recorded': 'Payment recorded',
  'payment.claimed': 'Payment claimed',
  'payment.confirmed': 'Payment confirmed',
  'payment.rejected': 'Payment rejected',
  'payment.reversed': 'Payment reversed',
  'tenancy.approved': 'Tenancy approved',
  'tenancy.rejected': 'Tenancy rejected',
  'tenancy.changed': 'Tenancy changed',
  'tenancy.ended': 'Tenancy ended',
  'tenancy.withdrawn': 'Tenancy withdrawn',
  'tenancy.identity_revealed': 'Tenancy identity revealed',
  'team.invited': 'Caretaker invited',
  'team.invite_withdrawn': 'Invite withdrawn',
  'team.joined': 'Caretaker joined',
  'team.removed': 'Caretaker removed',
});

/** "this payment", "this charge", for the banner of one thing's history. */
export const oneEntity = (entity: AuditEntity) => ACT_TEXT.thisEntity(entity);

/**
 * The badge of one event: its label above; an action this screen does not know yet shows as its
 * entity alone, never as a raw value.
 */
export function actionLabel(action: string, entity: string): string {
  if (Object.hasOwn(ACTION_LABELS, action)) return ACTION_LABELS[action];
  return isAuditEntity(entity) ? ENTITY_LABEL[entity] : entity;
}

/** How a day heading reads, by Nairobi's calendar: Today, Yesterday, or the day ("Sun 1 Mar 2026"). */
export function dayHeading(day: Date, now: Date = new Date()): string {
  const today = nairobiToday(now);
  if (nairobiDay(day) === today) return ACT_TEXT.today;
  if (nairobiDay(day) === addDays(today, -1)) return ACT_TEXT.yesterday;
  return formatDayWithWeekday(day);
}
