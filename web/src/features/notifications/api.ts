import type { MarkReadRequest, Notification, Preferences, UpdatePreferencesRequest } from '@safestay/contracts';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { fetchPage, type ListPage, pagePath } from '../../lib/paging';
import { type LatestNotifications, notificationKeys, setUnread } from './bell-query';

export * from './bell-query';

/** The Notifications screen's list, newest first, 50 at a time ("Show more"). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam }) => fetchPage<Notification>(pagePath('/notifications', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Marks them read in every list on screen at once; the server's count follows. */
function markReadInCache(queryClient: QueryClient, body: MarkReadRequest): void {
  const now = new Date().toISOString();
  const chosen = (n: Notification) => n.readAt === null && ('all' in body || body.ids.includes(n._id));
  const read = (n: Notification) => (chosen(n) ? { ...n, readAt: now } : n);
  const latest = queryClient.getQueryData<LatestNotifications>(notificationKeys.latest);
  const pages = queryClient.getQueryData<InfiniteData<ListPage<Notification>>>(notificationKeys.pages);
  const seen = new Set(
    [...(latest?.items ?? []), ...(pages?.pages.flatMap((p) => p.items) ?? [])].filter(chosen).map((n) => n._id),
  );
  if (latest) {
    const unread = 'all' in body ? 0 : Math.max(0, latest.unread - seen.size);
    queryClient.setQueryData(notificationKeys.latest, { unread, items: latest.items.map(read) });
  }
  if (pages) {
    queryClient.setQueryData(notificationKeys.pages, {
      ...pages,
      pages: pages.pages.map((p) => ({ ...p, items: p.items.map(read) })),
    });
  }
}

/** POST /notifications/read: some ({ ids }) or all ({ all: true }) of one's own. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadRequest) => apiPost<{ message: string; unread: number }>('/notifications/read', body),
    onMutate: (body) => markReadInCache(queryClient, body),
    onSuccess: ({ unread }) => setUnread(queryClient, unread),
    // The lists on screen may now be wrong: fetch them again.
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** How one wants to be told of each kind of news, and where messages go. */
export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => apiGet<Preferences>('/notifications/preferences'),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesRequest) => apiPut<Preferences>('/notifications/preferences', body),
    // The answer is the preferences as saved.
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}
