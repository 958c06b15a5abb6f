import type { Tenant } from '@safestay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage, pagePath } from '../../lib/paging';
import { queryRoots } from '../../lib/query';

export const tenantKeys = {
  all: queryRoots.tenants,
  pages: [...queryRoots.tenants, 'pages'] as const,
};

/**
 * The Tenants screen's list a page at a time, by name (1,000 tenants stay smooth);
 * each page carries its tenants' statistics.
 */
export function useTenantPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: tenantKeys.pages,
    staleTime: 0,
    queryFn: ({ pageParam }) => fetchPage<Tenant>(pagePath('/users/tenants', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
