import { type QueryClient, type QueryKey, type Updater, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The root key of each feature's queries. A feature's key factory (`billKeys`, …) starts with
 * its root, and a mutation that moves another feature's figures invalidates that root, so no
 * feature imports another to refresh it.
 */
export const queryRoots = {
  bills: ['bills'],
  chat: ['chat'],
  complaints: ['complaints'],
  dashboard: ['dashboard'],
  rules: ['rules'],
  tenants: ['tenants'],
  units: ['units'],
  tenancies: ['tenancies'],
  invites: ['invites'],
  settings: ['settings'],
  me: ['me'],
  payments: ['payments'],
  statement: ['statement'],
  audit: ['audit'],
  notifications: ['notifications'],
  messages: ['messages'],
  buildings: ['buildings'],
} as const satisfies Record<string, QueryKey>;

/**
 * The one invalidation rule: when a mutation settles, whether it succeeded or failed (a 409
 * also means the server's state moved), every list it may change is fetched again.
 */
export function useInvalidate(...roots: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * docs/product.md §8: a list that fails to load is logged and shown empty. Fetchers let errors
 * reach the query's state (so retries and refetches still happen); screens call this.
 */
export function useLoggedFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.warn(`Could not load ${what}`, error);
  }, [error, what]);
}

/**
 * Writes live news (a chat message, a notification) into a cached query. A fetch of that query
 * already in flight may have been answered before the news was stored, and its answer would
 * replace the news when it lands; so such a fetch is dropped and made again, and the new answer,
 * asked after the news was stored, has it.
 */
export function setLiveData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: Updater<T | undefined, T | undefined>,
): void {
  queryClient.setQueryData<T>(queryKey, update);
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
