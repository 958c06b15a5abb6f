import type { DashboardSummary } from '@safestay/contracts';
import { Activity, MessageSquareWarning, Receipt } from 'lucide-react';
import { Card } from '../../components/ui/card';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** docs/product.md §2 "Dashboard": counts of bills and complaints, or an empty message. */
export function RecentActivity({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-gray-900">Recent Activity</h2>
      {summary === undefined ? (
        <div aria-hidden="true" className="mt-4 space-y-3">
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : summary.totalBills + summary.totalComplaints === 0 ? (
        <div className="mt-4 flex items-center gap-3 text-sm text-gray-600">
          <Activity className="size-5 text-gray-400" aria-hidden="true" />
          <p>No recent activity yet. Bills and complaints will show up here.</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          <li className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800">
            <Receipt className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>
              {plural(summary.totalBills, 'bill', 'bills')}, {summary.pendingBills} awaiting payment
            </span>
          </li>
          <li className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800">
            <MessageSquareWarning className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>
              {plural(summary.totalComplaints, 'complaint', 'complaints')}, {summary.pendingComplaints} pending
            </span>
          </li>
        </ul>
      )}
    </Card>
  );
}
