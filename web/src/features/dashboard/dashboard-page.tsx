import { useSession } from '../../lib/session';
import { useDashboardSummary } from './api';
import { DashboardTenantList } from './dashboard-tenant-list';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { SummaryCards } from './summary-cards';

/** docs/product.md §2 "Dashboard". */
export function DashboardPage() {
  const { user } = useSession();
  const summary = useDashboardSummary(user?.role ?? 'Tenant');
  if (!user) return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Welcome back, {user.name}!</h1>
        <p className="mt-1 text-sm text-gray-600">
          Signed in as <span className="font-medium text-gray-800">{user.role}</span>
          {user.apartmentName ? ` · ${user.apartmentName}` : ''}
        </p>
      </div>
      <SummaryCards role={user.role} summary={summary.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions role={user.role} />
        <RecentActivity summary={summary.data} />
      </div>
      {user.role === 'Landlord' ? <DashboardTenantList /> : null}
    </div>
  );
}
