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
  show: 'Show',
  empty: 'No activity yet',
  emptyText: 'When you record payments, create charges or let tenants in, each change is written here.',
  emptyFiltered: 'Nothing matches this filter.',
  showMore: 'Show more activity',
  tenantBanner: 'Showing activity of',
  theTenant: 'the selected tenant',
  historyOf: 'Showing the history of',
  history: 'History',
  failed: 'The activity could not be loaded',
  failedText: 'Check your connection and try again.',
} as const);

export const FILTERS: Array<{ value: EntityFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'payment', label: 'Payments' },
  { value: 'bill', label: 'Charges' },
  { value: 'tenancy', label: 'Tenancies' },
];

/** A landlord's word for each thing the log is about. */
export const ENTITY_LABEL: Record<AuditEntity, string> = catalogue('ACT_ENTITY_LABEL', {
  bill: 'Charge',
  payment: 'Payment',
  tenancy: 'Tenancy',
});
export const ENTITY_TONE: Record<AuditEntity, BadgeTone> = { bill: 'blue', payment: 'green', tenancy: 'purple' };

/** "this payment", "this charge", for the banner of one thing's history. */
export const oneEntity = (entity: AuditEntity) => `this ${ENTITY_LABEL[entity].toLowerCase()}`;

/**
 * The badge of one event: "Payment recorded", "Charge voided", "Tenancy approved". The action is
 * `entity.verb` (server/src/features/audit); an unknown shape shows as the entity alone.
 */
export function actionLabel(action: string, entity: string): string {
  const noun = isAuditEntity(entity) ? ENTITY_LABEL[entity] : entity;
  const verb = action.split('.')[1]?.replaceAll('_', ' ');
  return verb ? `${noun} ${verb}` : noun;
}

/** How a day heading reads, by Nairobi's calendar: Today, Yesterday, or the day ("Sun 1 Mar 2026"). */
export function dayHeading(day: Date, now: Date = new Date()): string {
  const today = nairobiToday(now);
  if (nairobiDay(day) === today) return 'Today';
  if (nairobiDay(day) === addDays(today, -1)) return 'Yesterday';
  return formatDayWithWeekday(day);
}
