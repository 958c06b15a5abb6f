import type { DashboardSummary } from '@safestay/contracts';
import { Activity, MessageSquareWarning, Receipt } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { DASH_TEXT } from './texts';

/** docs/product.md §2 "Dashboard": counts of bills and complaints, or an empty message. */
export function RecentActivity({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-gray-900">{DASH_TEXT.recentActivity}</h2>
      {summary === undefined ? (
        <div aria-hidden="true" className="mt-4 space-y-3">
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
          <div className="h-10 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ) : summary.totalBills + summary.totalComplaints === 0 ? (
        <div className="mt-4 flex items-center gap-3 text-sm text-gray-600">
          <Activity className="size-5 text-gray-400" aria-hidden="true" />
          <p>{DASH_TEXT.noActivity}</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          <li className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800">
            <Receipt className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{DASH_TEXT.billsLine(summary.totalBills, summary.pendingBills)}</span>
          </li>
          <li className="flex items-center gap-3 rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-800">
            <MessageSquareWarning className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{DASH_TEXT.complaintsLine(summary.totalComplaints, summary.pendingComplaints)}</span>
          </li>
        </ul>
      )}
    </Card>
  );
}
