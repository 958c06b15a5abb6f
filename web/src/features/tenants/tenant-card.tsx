import type { Tenant } from '@safestay/contracts';
import { Building2, Clock, Eye, Mail, MessageSquare } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatTenure } from '../../lib/format';
import { PaymentStatusBadge } from './payment-status-badge';
import { TenantBalance, TenantMoneyLinks } from './tenant-money';
import { TENANT_TEXT } from './texts';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A row on a narrow card, a tile on a wider one (the card's width, not the screen's).
    <div className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg bg-gray-50 px-3 py-2 @sm:block">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-base font-semibold whitespace-nowrap text-gray-900 @sm:text-lg">{children}</dd>
    </div>
  );
}

export function TenantCard({
  tenant,
  onViewDetails,
  onSendMessage,
}: {
  tenant: Tenant;
  onViewDetails: () => void;
  /** Left out where there is no chat (a caretaker's, docs/team.md). */
  onSendMessage?: () => void;
}) {
  const titleId = useId();
  const { stats } = tenant;
  return (
    <Card className="flex flex-col p-5">
      <article aria-labelledby={titleId} className="@container flex flex-1 flex-col">
        <div className="flex items-start gap-3">
          <Avatar name={tenant.name} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-semibold text-gray-900">
              {tenant.name}
            </h2>
            <p className="mt-0.5 flex items-center gap-1 text-sm text-gray-600">
              <Building2 className="size-4 shrink-0 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{TENANT_TEXT.building}</span>
              <span className="truncate">{tenant.buildingName || TENANT_TEXT.notAvailable}</span>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <PaymentStatusBadge status={stats.paymentStatus} />
            {tenant.unit ? <Badge tone="blue">{TENANT_TEXT.unit(tenant.unit.code)}</Badge> : null}
          </div>
        </div>

        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex items-center gap-2 text-gray-700">
            <dt>
              <Mail className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{TENANT_TEXT.email}</span>
            </dt>
            <dd className="min-w-0 truncate">{tenant.email}</dd>
          </div>
          <div className="flex items-center gap-2 text-gray-700">
            <dt>
              <Clock className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{TENANT_TEXT.tenure}</span>
            </dt>
            <dd>{formatTenure(tenant.dateMovedIn)}</dd>
          </div>
        </dl>

        <dl className="mt-4 grid grid-cols-1 gap-2 @sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] @sm:gap-3">
          <Stat label={TENANT_TEXT.balance}>
            <TenantBalance balance={stats.balance} />
          </Stat>
          <Stat label={TENANT_TEXT.activeComplaints}>{stats.activeComplaints}</Stat>
        </dl>

        <TenantMoneyLinks tenant={tenant} className="mt-3" />

        <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row">
          <Button
            variant="secondary"
            className="flex-1"
            icon={<Eye className="size-4" aria-hidden="true" />}
            onClick={onViewDetails}
          >
            {TENANT_TEXT.viewDetails}
          </Button>
          {onSendMessage ? (
            <Button
              className="flex-1"
              icon={<MessageSquare className="size-4" aria-hidden="true" />}
              onClick={onSendMessage}
            >
              {TENANT_TEXT.sendMessage}
            </Button>
          ) : null}
        </div>
      </article>
    </Card>
  );
}
