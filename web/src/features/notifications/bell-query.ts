import { type Notification, UNREAD_COUNT_HEADER } from '@safestay/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { pagePath } from '../../lib/paging';
import { queryRoots, setLiveData } from '../../lib/query';

// The part of this feature's API that loads with every screen (the bell's badge and its live
// updates), apart from api.ts so the layout does not bring the hooks of lists and mutations.

/** How many the bell's panel shows. */
export const BELL_SIZE = 20;

export const notificationKeys = {
  all: queryRoots.notifications,
  latest: [...queryRoots.notifications, 'latest'] as const,
  pages: [...queryRoots.notifications, 'pages'] as const,
  preferences: [...queryRoots.notifications, 'preferences'] as const,
};

/** The newest notifications and how many of all of them are unread. */
export interface LatestNotifications {
  items: Notification[];
  unread: number;
}

export async function fetchLatest(): Promise<LatestNotifications> {
  const response = await request('GET', pagePath('/notifications', null, BELL_SIZE));
  const items = (await response.json()) as Notification[];
  return { items, unread: Number(response.headers.get(UNREAD_COUNT_HEADER)) || 0 };
}

/** The bell's query: its badge reads the count, its panel the items. Live updates write into it. */
export const latestQuery = queryOptions({ queryKey: notificationKeys.latest, queryFn: fetchLatest });

export function useUnreadCount(): number {
  return useQuery({ ...latestQuery, select: (latest) => latest.unread }).data ?? 0;
}

export function useLatestNotifications() {
  return useQuery(latestQuery);
}

/** The unread count the bell shows now, if loaded. */
export const cachedUnread = (queryClient: QueryClient) =>
  queryClient.getQueryData<LatestNotifications>(notificationKeys.latest)?.unread;

export function setUnread(queryClient: QueryClient, unread: number): void {
  setLiveData<LatestNotifications>(queryClient, notificationKeys.latest, (latest) =>
    latest ? { ...latest, unread } : latest,
  );
}

/** Shows a new notification on top of the bell's list, with the count the server sent. */
export function addToLatest(queryClient: QueryClient, notification: Notification, unread: number): void {
  setLiveData<LatestNotifications>(queryClient, notificationKeys.latest, (latest) =>
    latest
      ? {
          unread,
          items: [notification, ...latest.items.filter((n) => n._id !== notification._id)].slice(0, BELL_SIZE),
        }
      : latest,
  );
}
