import type { Notification } from '@safestay/contracts';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { NOTIFY_TEXT } from './texts';
import { formatTimeAgo } from './time-ago';

/** A link the app can follow: a path of its own, never another site. */
const inAppLink = (link: string | null): link is string => /^\/(?!\/)/.test(link ?? '');

/**
 * News newest first: title, line and how long ago; unread ones bold with a dot (and "Unread" for
 * screen readers). Choosing one marks it read (`onOpen`) and follows its link.
 */
export function NotificationList({
  items,
  onOpen,
}: {
  items: Notification[];
  onOpen: (notification: Notification) => void;
}) {
  return (
    <ul className="divide-y divide-gray-100" data-testid="notification-list">
      {items.map((n) => (
        <li key={n._id}>
          <NotificationItem notification={n} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = n.readAt === null;
  const className = `flex w-full gap-3 px-4 py-3 text-left ${unread ? 'bg-emerald-50/60' : ''}`;
  const active = `${className} transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600`;
  const content = (
    <>
      <span
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-emerald-600' : 'bg-transparent'}`}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={`min-w-0 text-sm ${unread ? 'font-semibold text-gray-900' : 'font-medium text-gray-700'}`}>
            {unread ? <span className="sr-only">{NOTIFY_TEXT.unread}</span> : null}
            {n.title}
          </span>
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)} className="shrink-0 text-xs text-gray-500">
            {formatTimeAgo(n.createdAt)}
          </time>
        </span>
        <span className="mt-0.5 block break-words text-sm text-gray-600">{n.body}</span>
      </span>
    </>
  );
  if (inAppLink(n.link)) {
    return (
      <Link to={n.link} onClick={() => onOpen(n)} className={active}>
        {content}
      </Link>
    );
  }
  if (unread) {
    return (
      <button type="button" onClick={() => onOpen(n)} className={active}>
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}
