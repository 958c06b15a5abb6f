import type {
  MpesaSettings,
  OutboxMessage,
  OutboxStatus,
  ReminderSettings,
  UnreachableTenant,
} from '@safestay/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { fetchPage, type ListPage, monthPagePath } from '../../lib/paging';
import { queryRoots, useInvalidate } from '../../lib/query';

/** The Messages screen's queries (server: features/notifications, docs/notifications.md "Messages"). */
const root = queryRoots.messages;
export const messageKeys = {
  all: root,
  reminders: [...root, 'reminders'] as const,
  paybill: [...root, 'paybill'] as const,
  unreachable: [...root, 'unreachable'] as const,
  outbox: [...root, 'outbox'] as const,
  outboxList: (status: OutboxStatus | null) => [...root, 'outbox', status ?? 'all'] as const,
};

export const fetchReminders = () => apiGet<ReminderSettings>('/notifications/reminders');
export const saveReminders = (body: ReminderSettings) => apiPut<ReminderSettings>('/notifications/reminders', body);
export const fetchUnreachable = () => apiGet<UnreachableTenant[]>('/notifications/unreachable');
export const retryMessage = (id: string) =>
  apiPost<{ message: string }>(`/notifications/outbox/${encodeURIComponent(id)}/retry`);

/** The outbox path, filtered by status when one is chosen. */
export const outboxPath = (status: OutboxStatus | null) =>
  status ? `/notifications/outbox?status=${status}` : '/notifications/outbox';

/** Rent reminders of the apartment: on or off, the days around the due date, the hour. */
export function useReminders() {
  return useQuery({ queryKey: messageKeys.reminders, queryFn: fetchReminders });
}

export function useSaveReminders() {
  return useMutation({ mutationFn: saveReminders, onSettled: useInvalidate(messageKeys.reminders) });
}

/**
 * The Paybill a reminder names (the server adds it when M-Pesa is set up with a Paybill), so the
 * preview is the text tenants will get. No Paybill, or settings that fail to load: none.
 */
export function useReminderPaybill() {
  return useQuery({
    queryKey: messageKeys.paybill,
    queryFn: async () => {
      const { settings } = await apiGet<{ settings: MpesaSettings }>('/payments/mpesa/settings');
      return settings.shortcodeType === 'paybill' ? settings.shortcode : null;
    },
  });
}

/** Tenants an SMS may not reach, and why. */
export function useUnreachable() {
  return useQuery({ queryKey: messageKeys.unreachable, queryFn: fetchUnreachable });
}

/** Messages a page: fewer than other lists, as each shows a whole SMS or email. */
const OUTBOX_PAGE_SIZE = 10;

/** The SMS and email sent to the apartment's people, newest first, a month (at most 10) a page. */
export function useOutboxPages(status: OutboxStatus | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.outboxList(status),
    queryFn: ({ pageParam }): Promise<ListPage<OutboxMessage>> =>
      fetchPage<OutboxMessage>(monthPagePath(outboxPath(status), pageParam, OUTBOX_PAGE_SIZE)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A failed or held message goes back in the queue: every list of messages and the unreachable list move. */
export function useRetryMessage() {
  return useMutation({
    mutationFn: retryMessage,
    onSettled: useInvalidate(messageKeys.outbox, messageKeys.unreachable),
  });
}
