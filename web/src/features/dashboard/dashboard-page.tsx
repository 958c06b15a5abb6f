import type { DashboardSummary } from '@safestay/contracts';
import { isStaff, useActingRole } from '../../lib/acting-role';
import { deferred } from '../../lib/deferred';
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

/** Below the fold and the owner's only: its chunk comes once the dashboard has painted. */
const CollectionChart = deferred(() => import('./collection-chart').then((m) => m.CollectionChart));

/**
 * docs/product.md §2 "Dashboard". A caretaker's is phone-first (docs/team.md): what they do on the
 * spot comes first, then the building's money and counts.
 */
export function DashboardPage() {
  const { user } = useSession();
  const role = useActingRole();
  const summary = useDashboardSummary();
  // Money moves on the other side (a claim, a confirmation, a charge): the figures follow.
  useLedgerLive();
  // docs/product.md §8: a failed summary is logged and the counts show zero.
  useLoggedFailure(summary.error, 'the dashboard summary');
  if (!user || !role) return null;
  const counts: DashboardSummary | undefined = summary.isError
    ? { role, totalBills: 0, pendingBills: 0, totalComplaints: 0, pendingComplaints: 0, totalTenants: 0 }
    : summary.data;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{DASH_TEXT.welcome(user.name)}</h1>
        <p className="mt-1 text-sm text-gray-600">
          {DASH_TEXT.signedInAs} <span className="font-medium text-gray-800">{ROLE_LABELS[role]}</span>
          {user.apartmentName ? ` · ${user.apartmentName}` : ''}
        </p>
      </div>
      {role === 'Caretaker' ? <QuickActions role={role} /> : null}
      {isStaff(role) ? <LandlordMoney summary={counts} /> : <TenantMoney summary={counts} />}
      <SummaryCards role={role} summary={counts} />
      <div className="grid gap-6 lg:grid-cols-2">
        {role === 'Caretaker' ? null : <QuickActions role={role} />}
        <RecentActivity summary={counts} />
      </div>
      {role === 'Landlord' ? <CollectionChart /> : null}
      {role === 'Landlord' ? <DashboardTenantList /> : null}
    </div>
  );
}
