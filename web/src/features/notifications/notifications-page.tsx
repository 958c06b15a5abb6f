import { Bell } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ShowMore } from '../../components/ui/show-more';
import { deferred } from '../../lib/deferred';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { useLatestNotifications, useMarkRead, useNotificationPages } from './api';
import { NotificationList } from './notification-list';
import { NOTIFY_TEXT } from './texts';

const PreferencesSection = deferred(() => import('./preferences-section').then((m) => m.PreferencesSection));

/** Every notification, newest first, and how the person wants to hear of each kind (docs/notifications.md). */
export function NotificationsPage() {
  const { user } = useSession();
  const paged = useNotificationPages();
  useLoggedFailure(paged.error, 'notifications');
  const { items, more } = pagesOf(paged);
  // The bell's query carries the count of all unread ones.
  const unread = useLatestNotifications().data?.unread;
  const markRead = useMarkRead();
  const role = user?.role ?? 'Tenant';
  const empty = !paged.isPending && items.length === 0;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={NOTIFY_TEXT.title}
        subtitle={NOTIFY_TEXT.subtitle}
        actions={
          empty ? null : (
            <Button variant="secondary" disabled={!unread} onClick={() => markRead.mutate({ all: true })}>
              {NOTIFY_TEXT.markAllRead}
            </Button>
          )
        }
      />
      {empty ? null : (
        <p className="mb-3 min-h-5 text-sm font-medium text-gray-700" aria-live="polite">
          {unread === undefined ? null : unread > 0 ? NOTIFY_TEXT.unreadCount(unread) : NOTIFY_TEXT.allRead}
        </p>
      )}
      {paged.isPending ? (
        <ListSkeleton rows={3} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={Bell}
          title={paged.isError ? NOTIFY_TEXT.failed : NOTIFY_TEXT.empty}
          text={paged.isError ? NOTIFY_TEXT.failedText : NOTIFY_TEXT.emptyText[role]}
        />
      ) : (
        <>
          <Card className="overflow-hidden">
            <NotificationList
              items={items}
              onOpen={(n) => {
                if (n.readAt === null) markRead.mutate({ ids: [n._id] });
              }}
            />
          </Card>
          <ShowMore label={NOTIFY_TEXT.showMore} more={more} />
        </>
      )}
      <PreferencesSection role={role} />
    </div>
  );
}
