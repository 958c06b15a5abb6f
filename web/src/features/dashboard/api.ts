import type { CollectionReport, DashboardSummary, Tenant } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { fetchPage, pagePath } from '../../lib/paging';
import { queryRoots } from '../../lib/query';

export const dashboardKeys = {
  summary: [...queryRoots.dashboard, 'summary'] as const,
  // Under the tenants root: every change to a tenant's figures refreshes it too.
  tenantPreview: [...queryRoots.tenants, 'preview'] as const,
};

export function fetchDashboardSummary() {
  return apiGet<DashboardSummary>('/dashboard/summary');
}

/** Other features invalidate the dashboard root after their mutations, so counts stay current. */
export function useDashboardSummary() {
  return useQuery({ queryKey: dashboardKeys.summary, staleTime: 0, queryFn: fetchDashboardSummary });
}

/** Tenants the dashboard lists: the first ones by name, and how many there are in all. */
export const DASHBOARD_TENANTS = 10;

/**
 * The dashboard's list (docs/product.md §2): the first DASHBOARD_TENANTS tenants by name and the total,
 * so a building of 1,000 does not load and render every tenant on the home screen.
 */
export function useTenantPreview() {
  return useQuery({
    queryKey: dashboardKeys.tenantPreview,
    // Statistics change with every bill, payment and complaint: refetch on each visit.
    staleTime: 0,
    queryFn: () => fetchPage<Tenant>(pagePath('/users/tenants', null, DASHBOARD_TENANTS)),
  });
}

/** The building's collection over a year (the owner's; docs/reports.md), under the dashboard root. */
export const collectionPath = (year: number, csv = false) => `/reports/collection${csv ? '.csv' : ''}?year=${year}`;

export function useCollection(year: number) {
  return useQuery({
    queryKey: [...queryRoots.dashboard, 'collection', year] as const,
    queryFn: () => apiGet<CollectionReport>(collectionPath(year)),
  });
}
