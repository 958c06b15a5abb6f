import { type AuditEvent, nairobiDay, type Role } from '@safestay/contracts';
import { Activity, KeyRound, type LucideIcon, ReceiptText, Users, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatTime } from '../../lib/format';
import { ROLE_LABELS } from '../../lib/texts';
import { ACT_TEXT, type AuditEntity, actionLabel, dayHeading, ENTITY_TONE, isAuditEntity } from './texts';

const ICONS: Record<AuditEntity, LucideIcon> = { payment: Wallet, bill: ReceiptText, tenancy: KeyRound, team: Users };
const ICON_TONE: Record<AuditEntity, string> = {
  payment: 'bg-green-100 text-green-800',
  bill: 'bg-blue-100 text-blue-800',
  tenancy: 'bg-purple-100 text-purple-800',
  team: 'bg-gray-100 text-gray-800',
};

/** Events grouped under their Nairobi day, newest first as the server sends them. */
function byDay(events: AuditEvent[]): Array<{ key: string; day: Date; events: AuditEvent[] }> {
  const groups: Array<{ key: string; day: Date; events: AuditEvent[] }> = [];
  for (const event of events) {
    const at = new Date(event.at);
    const key = nairobiDay(at);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.events.push(event);
    else groups.push({ key, day: at, events: [event] });
  }
  return groups;
}

/** The feed of a month: a heading a day, then each change with who made it, when, and its sentence. */
export function ActivityFeed({ events, showHistory }: { events: AuditEvent[]; showHistory: boolean }) {
  return (
    <div className="space-y-6">
      {byDay(events).map((group) => (
        <DayGroup key={group.key} day={group.day} events={group.events} showHistory={showHistory} />
      ))}
    </div>
  );
}

function DayGroup({ day, events, showHistory }: { day: Date; events: AuditEvent[]; showHistory: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-sm font-semibold text-gray-700">
        {dayHeading(day)}
      </h3>
      <Card>
        <ul className="divide-y divide-gray-100">
          {events.map((event) => (
            <EventItem key={event._id} event={event} showHistory={showHistory} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function EventItem({ event, showHistory }: { event: AuditEvent; showHistory: boolean }) {
  const known = isAuditEntity(event.entity) ? event.entity : null;
  const Icon = known ? ICONS[known] : Activity;
  return (
    <li className="flex gap-3 px-4 py-3.5">
      <span
        aria-hidden="true"
        className={`mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
          known ? ICON_TONE[known] : 'bg-gray-100 text-gray-700'
        }`}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <Badge tone={known ? ENTITY_TONE[known] : 'gray'}>{actionLabel(event.action, event.entity)}</Badge>
          <time dateTime={event.at} className="text-xs text-gray-600 tabular-nums" title={event.at}>
            {formatTime(event.at)}
          </time>
        </div>
        <p className="mt-1 text-sm wrap-anywhere text-gray-900">{event.summary}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-xs text-gray-600">
          <p>
            {ACT_TEXT.by}
            <span className="font-medium text-gray-800">{event.actor.name}</span> (
            {ROLE_LABELS[event.actor.role as Role] ?? event.actor.role})
          </p>
          {showHistory && known ? (
            <Link
              to={`/activity?entity=${known}&id=${encodeURIComponent(event.entityId)}`}
              className="inline-flex min-h-11 items-center font-medium text-emerald-800 hover:underline sm:min-h-0"
              aria-label={ACT_TEXT.historyOfThis(known)}
            >
              {ACT_TEXT.history}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
