import type { DashboardSummary, Role } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export function fetchDashboardSummary() {
  return apiGet<DashboardSummary>('/dashboard/summary');
}

/** Other features invalidate ['dashboard'] after their mutations, so counts stay current. */
export function useDashboardSummary(role: Role) {
  return useQuery({
    queryKey: ['dashboard', 'summary'],
    staleTime: 0,
    // docs/product.md §8: a failed dashboard fetch is logged only; the counts show zero.
    queryFn: () =>
      fetchDashboardSummary().catch((error: unknown): DashboardSummary => {
        console.warn('Could not load the dashboard summary', error);
        return { role, totalBills: 0, pendingBills: 0, totalComplaints: 0, pendingComplaints: 0, totalTenants: 0 };
      }),
  });
}
