import { EMPTY_TENANT_STATS, PAYMENT_STATUSES, type Tenant, type TenantStats } from '@safestay/contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { fetchPage, type ListPage, pagePath } from '../../lib/paging';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** SPEC.md §8: statistics that failed to load show zero counts and status current. */
export function safeStats(stats: Partial<TenantStats> | null | undefined): TenantStats {
  if (!stats || typeof stats !== 'object') return { ...EMPTY_TENANT_STATS };
  return {
    totalBills: count(stats.totalBills),
    pendingBills: count(stats.pendingBills),
    totalComplaints: count(stats.totalComplaints),
    activeComplaints: count(stats.activeComplaints),
    lastPayment: typeof stats.lastPayment === 'string' ? stats.lastPayment : null,
    paymentStatus:
      stats.paymentStatus && PAYMENT_STATUSES.includes(stats.paymentStatus) ? stats.paymentStatus : 'current',
  };
}

export async function fetchTenants(): Promise<Tenant[]> {
  const list = await apiGet<Tenant[]>('/users/tenants');
  return (Array.isArray(list) ? list : []).map((tenant) => ({ ...tenant, stats: safeStats(tenant.stats) }));
}

export const tenantsQuery = queryOptions({
  queryKey: ['tenants'],
  // Statistics change with every bill, payment and complaint: refetch on each visit.
  staleTime: 0,
  // SPEC.md §8: a failed tenants fetch is logged only and the list is empty.
  queryFn: () =>
    fetchTenants().catch((error: unknown) => {
      console.warn('Could not load tenants', error);
      return [] as Tenant[];
    }),
});

/** Landlords only: the fetch is skipped for anyone else (SPEC.md §6). */
export function useTenants(enabled: boolean) {
  return useQuery({ ...tenantsQuery, enabled });
}

const EMPTY_PAGE: ListPage<Tenant> = { items: [], nextCursor: null, total: 0 };

/**
 * The Tenants screen's list a page at a time, by name (issue 8: 1,000 tenants stay smooth);
 * each page carries its tenants' statistics. Same failure rule as the whole list (SPEC.md §8).
 */
export function useTenantPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['tenants', 'pages'],
    staleTime: 0,
    queryFn: async ({ pageParam }) => {
      try {
        const page = await fetchPage<Tenant>(pagePath('/users/tenants', pageParam));
        return { ...page, items: page.items.map((tenant) => ({ ...tenant, stats: safeStats(tenant.stats) })) };
      } catch (error) {
        console.warn('Could not load tenants', error);
        return EMPTY_PAGE;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
