import { type DashboardSummary, formatMonth, nairobiMonth, type Role } from '@safestay/contracts';
import { CalendarDays, type LucideIcon, MessageSquareWarning, Receipt, Users } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../components/ui/card';
import { Placeholder } from './placeholder';
import { DASH_TEXT } from './texts';

function StatCard({
  title,
  value,
  subtitle,
  icon: Icon,
  loading,
}: {
  title: string;
  value: string | number;
  subtitle: string;
  icon: LucideIcon;
  loading?: boolean;
}) {
  const titleId = useId();
  return (
    <Card className="p-5">
      <article aria-labelledby={titleId}>
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-sm font-medium text-gray-600">
            {title}
          </h2>
          <Icon className="size-5 text-emerald-600" aria-hidden="true" />
        </div>
        {/* While loading, the same two lines with bars: the cards below do not move when they come. */}
        <p className="mt-2 text-2xl font-bold text-gray-900">{loading ? <Placeholder chars={3} /> : value}</p>
        <p className="text-sm text-gray-600">{loading ? <Placeholder chars={10} /> : subtitle}</p>
      </article>
    </Card>
  );
}

/** docs/product.md §2 "Dashboard" cards: bills, complaints, tenants (landlord) and the current period. */
export function SummaryCards({ role, summary }: { role: Role; summary: DashboardSummary | undefined }) {
  const loading = summary === undefined;
  // The month in Nairobi, as "December" over "2026".
  const [month, year] = formatMonth(nairobiMonth()).split(' ');
  return (
    <section aria-label={DASH_TEXT.summary} aria-busy={loading} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title={role !== 'Tenant' ? DASH_TEXT.totalBillsIssued : DASH_TEXT.myBills}
        value={summary?.totalBills ?? 0}
        subtitle={DASH_TEXT.pending(summary?.pendingBills ?? 0)}
        icon={Receipt}
        loading={loading}
      />
      <StatCard
        title={role !== 'Tenant' ? DASH_TEXT.complaints : DASH_TEXT.myComplaints}
        value={summary?.totalComplaints ?? 0}
        subtitle={DASH_TEXT.pending(summary?.pendingComplaints ?? 0)}
        icon={MessageSquareWarning}
        loading={loading}
      />
      {role !== 'Tenant' ? (
        <StatCard
          title={DASH_TEXT.totalTenants}
          value={summary?.totalTenants ?? 0}
          subtitle={DASH_TEXT.activeTenants}
          icon={Users}
          loading={loading}
        />
      ) : null}
      <StatCard title={DASH_TEXT.currentPeriod} value={month} subtitle={year} icon={CalendarDays} />
    </section>
  );
}
