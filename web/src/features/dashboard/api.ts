import type { DashboardSummary } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { queryRoots } from '../../lib/query';

export const dashboardKeys = { summary: [...queryRoots.dashboard, 'summary'] as const };

export function fetchDashboardSummary() {
  return apiGet<DashboardSummary>('/dashboard/summary');
}

/** Other features invalidate the dashboard root after their mutations, so counts stay current. */
export function useDashboardSummary() {
  return useQuery({ queryKey: dashboardKeys.summary, staleTime: 0, queryFn: fetchDashboardSummary });
}
