import type { DashboardSummary } from '@safestay/contracts';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { ROLE_LABELS } from '../../lib/texts';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { useDashboardSummary } from './api';
import { DashboardTenantList } from './dashboard-tenant-list';
import { LandlordMoney } from './landlord-money';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { SummaryCards } from './summary-cards';
import { TenantMoney } from './tenant-money';
import { DASH_TEXT } from './texts';

/** docs/product.md §2 "Dashboard". */
export function DashboardPage() {
  const { user } = useSession();
  const summary = useDashboardSummary();
  // Money moves on the other side (a claim, a confirmation, a charge): the figures follow.
  useLedgerLive();
  // docs/product.md §8: a failed summary is logged and the counts show zero.
  useLoggedFailure(summary.error, 'the dashboard summary');
  if (!user) return null;
  const counts: DashboardSummary | undefined = summary.isError
    ? { role: user.role, totalBills: 0, pendingBills: 0, totalComplaints: 0, pendingComplaints: 0, totalTenants: 0 }
    : summary.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{DASH_TEXT.welcome(user.name)}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {DASH_TEXT.signedInAs} <span className="font-medium text-gray-800">{ROLE_LABELS[user.role]}</span>
          {user.apartmentName ? ` · ${user.apartmentName}` : ''}
        </p>
      </div>
      {user.role === 'Landlord' ? <LandlordMoney summary={counts} /> : <TenantMoney summary={counts} />}
      <SummaryCards role={user.role} summary={counts} />
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions role={user.role} />
        <RecentActivity summary={counts} />
      </div>
      {user.role === 'Landlord' ? <DashboardTenantList /> : null}
    </div>
  );
}
