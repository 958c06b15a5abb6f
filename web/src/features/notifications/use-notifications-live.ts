import type { NotificationPayload, NotifyKind } from '@safestay/contracts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentBuilding } from '../../lib/building';
import { onLiveSocket } from '../../lib/live-socket';
import { queryRoots } from '../../lib/query';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { addToLatest, cachedUnread, notificationKeys, setUnread } from './bell-query';

const { bills, payments, dashboard, tenants, tenancies, complaints, statement, audit, chat, me } = queryRoots;

/** What each kind of news changed on the screens, so the open one shows it without a reload. */
const MOVED_BY: Record<NotifyKind, QueryKey[]> = {
  receipt: [bills, payments, dashboard, statement],
  new_bill: [bills, payments, dashboard, statement],
  reminder: [bills, dashboard],
  tenancy_decision: [me, dashboard],
  complaint_status: [complaints, dashboard],
  claim: [payments, dashboard, tenants, audit],
  payment_received: [payments, bills, dashboard, tenants, statement, audit],
  join_request: [tenancies, tenants, dashboard],
  complaint_new: [complaints, dashboard, tenants],
  chat_digest: [chat],
};

/** Applies one `notification` event: the count, the bell's list, a toast, and the screens it moved. */
export function applyNotification(queryClient: QueryClient, { notification, unread }: NotificationPayload): void {
  const invalidate = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
  if (notification) {
    addToLatest(queryClient, notification, unread);
    invalidate(notificationKeys.pages);
    for (const root of MOVED_BY[notification.kind] ?? []) invalidate(root);
    toast.info(notification.title, { description: notification.body });
    return;
  }
  // Only the count changed (read on another screen or device): the lists' read marks too, unless
  // this screen made the change itself and already shows it.
  if (cachedUnread(queryClient) === unread) return;
  setUnread(queryClient, unread);
  invalidate(notificationKeys.all);
}

/**
 * The bell follows the person's news live (docs/architecture.md §7): the server sends
 * `notification` to their own sockets within about a second. Each time the connection is made
 * (the first time, and after a drop) the list is fetched again: news sent while there was none
 * never came over it.
 */
export function useNotificationsLive(): void {
  const { token } = useSession();
  const building = useCurrentBuilding();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    return onLiveSocket(token, building, (socket) => {
      const onNews = (payload: NotificationPayload) => applyNotification(queryClient, payload);
      const onConnect = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      socket.on('notification', onNews);
      socket.on('connect', onConnect);
      if (socket.connected) onConnect();
      return () => {
        socket.off('notification', onNews);
        socket.off('connect', onConnect);
      };
    });
  }, [token, building, queryClient]);
}
