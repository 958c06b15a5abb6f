import { EMPTY_TENANT_STATS, PAYMENT_STATUSES, type Tenant, type TenantStats } from '@safestay/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchPage, type ListPage, pagePath } from '../../lib/paging';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** docs/product.md §8: statistics that failed to load show zero counts and status current. */
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

const EMPTY_PAGE: ListPage<Tenant> = { items: [], nextCursor: null, total: 0 };

async function fetchTenantPage(cursor: string | null, limit?: number): Promise<ListPage<Tenant>> {
  try {
    const page = await fetchPage<Tenant>(pagePath('/users/tenants', cursor, limit));
    return { ...page, items: page.items.map((tenant) => ({ ...tenant, stats: safeStats(tenant.stats) })) };
  } catch (error) {
    // docs/product.md §8: a failed tenants fetch is logged only and the list is empty.
    console.warn('Could not load tenants', error);
    return EMPTY_PAGE;
  }
}

/** Tenants the dashboard lists: the first ones by name, and how many there are in all. */
export const DASHBOARD_TENANTS = 10;

/**
 * The dashboard's list (docs/product.md §2): the first DASHBOARD_TENANTS tenants by name and the total,
 * so a building of 1,000 does not load and render every tenant on the home screen.
 */
export function useTenantPreview() {
  return useQuery({
    queryKey: ['tenants', 'preview'],
    // Statistics change with every bill, payment and complaint: refetch on each visit.
    staleTime: 0,
    queryFn: () => fetchTenantPage(null, DASHBOARD_TENANTS),
  });
}

/**
 * The Tenants screen's list a page at a time, by name (1,000 tenants stay smooth);
 * each page carries its tenants' statistics. Same failure rule as the whole list (docs/product.md §8).
 */
export function useTenantPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['tenants', 'pages'],
    staleTime: 0,
    queryFn: ({ pageParam }) => fetchTenantPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
