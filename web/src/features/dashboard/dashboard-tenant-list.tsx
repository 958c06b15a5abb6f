import type { Tenant } from '@safestay/contracts';
import { CheckCircle2, MessageSquare, Receipt, RefreshCw, Users } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { MENU_LABELS } from '../../app/texts';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { useOpenChatWithTenant } from '../../lib/chat-partner';
import { formatDate } from '../../lib/format';
import { useLoggedFailure } from '../../lib/query';
import { useTenantPreview } from './api';
import { DASH_TEXT } from './texts';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="truncate text-sm text-gray-900">{value}</dd>
    </div>
  );
}

function TenantRow({ tenant }: { tenant: Tenant }) {
  const titleId = useId();
  const navigate = useNavigate();
  const openChat = useOpenChatWithTenant();
  return (
    <li>
      <article aria-labelledby={titleId} className="py-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={tenant.name} size="lg" />
            <div className="min-w-0">
              <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
                <span className="truncate">{tenant.name}</span>
                <span className="inline-flex shrink-0 items-center gap-0.5 text-xs font-medium text-green-700">
                  <CheckCircle2 className="size-3.5" aria-hidden="true" />
                  {DASH_TEXT.active}
                </span>
              </h3>
              <p className="truncate text-sm text-gray-600">{tenant.email}</p>
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              size="sm"
              variant="secondary"
              className="flex-1 sm:flex-none"
              icon={<MessageSquare className="size-4" aria-hidden="true" />}
              onClick={() => openChat(tenant)}
            >
              {MENU_LABELS.chat}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              className="flex-1 sm:flex-none"
              icon={<Receipt className="size-4" aria-hidden="true" />}
              onClick={() => navigate(`/bills?tenant=${encodeURIComponent(tenant._id)}`)}
            >
              {MENU_LABELS.bills}
            </Button>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4 sm:pl-14">
          <Detail label={DASH_TEXT.apartment} value={tenant.apartmentName || DASH_TEXT.notAvailable} />
          <Detail label={DASH_TEXT.phone} value={tenant.primaryPhoneNumber} />
          <Detail label={DASH_TEXT.nationalId} value={tenant.nationalID} />
          <Detail label={DASH_TEXT.movedIn} value={formatDate(tenant.dateMovedIn)} />
        </dl>
      </article>
    </li>
  );
}

/** docs/product.md §2 "Dashboard": the landlord's tenants, with Chat and Bills shortcuts. */
export function DashboardTenantList() {
  const tenants = useTenantPreview();
  useLoggedFailure(tenants.error, 'tenants');
  const list = tenants.data?.items ?? [];
  const total = tenants.data?.total ?? list.length;
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-gray-900">{DASH_TEXT.yourTenants}</h2>
        {list.length > 0 ? (
          <Link to="/tenants" className="text-sm font-medium text-emerald-700 hover:text-emerald-800 hover:underline">
            {total > list.length ? DASH_TEXT.viewAllOf(total.toLocaleString('en-US')) : DASH_TEXT.viewAll}
          </Link>
        ) : null}
      </div>
      {tenants.isPending ? (
        <div className="mt-4">
          <ListSkeleton rows={2} />
        </div>
      ) : list.length === 0 ? (
        <div className="mt-4">
          <EmptyState
            icon={Users}
            title={DASH_TEXT.noTenants}
            text={DASH_TEXT.noTenantsText}
            action={
              <>
                <Link to="/tenants" className={buttonClasses('primary')}>
                  {DASH_TEXT.viewTenantsPage}
                </Link>
                <Button
                  variant="secondary"
                  icon={<RefreshCw className="size-4" aria-hidden="true" />}
                  loading={tenants.isFetching}
                  onClick={() => void tenants.refetch()}
                >
                  {DASH_TEXT.refresh}
                </Button>
              </>
            }
          />
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {list.map((tenant) => (
            <TenantRow key={tenant._id} tenant={tenant} />
          ))}
        </ul>
      )}
    </Card>
  );
}
