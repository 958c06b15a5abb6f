import type { Tenant } from '@safestay/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchPage, pagePath } from '../../lib/paging';
import { queryRoots } from '../../lib/query';

export const tenantKeys = {
  all: queryRoots.tenants,
  preview: [...queryRoots.tenants, 'preview'] as const,
  pages: [...queryRoots.tenants, 'pages'] as const,
};

const fetchTenantPage = (cursor: string | null, limit?: number) =>
  fetchPage<Tenant>(pagePath('/users/tenants', cursor, limit));

/** Tenants the dashboard lists: the first ones by name, and how many there are in all. */
export const DASHBOARD_TENANTS = 10;

/**
 * The dashboard's list (docs/product.md §2): the first DASHBOARD_TENANTS tenants by name and the total,
 * so a building of 1,000 does not load and render every tenant on the home screen.
 */
export function useTenantPreview() {
  return useQuery({
    queryKey: tenantKeys.preview,
    // Statistics change with every bill, payment and complaint: refetch on each visit.
    staleTime: 0,
    queryFn: () => fetchTenantPage(null, DASHBOARD_TENANTS),
  });
}

/**
 * The Tenants screen's list a page at a time, by name (1,000 tenants stay smooth);
 * each page carries its tenants' statistics.
 */
export function useTenantPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: tenantKeys.pages,
    staleTime: 0,
    queryFn: ({ pageParam }) => fetchTenantPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
