import { ROLE_MSG, type Tenant } from '@safestay/contracts';
import { RefreshCw, ShieldAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { CsvDownload } from '../../components/ui/csv-download';
import { EmptyState } from '../../components/ui/empty-state';
import { ShowMore } from '../../components/ui/show-more';
import { can, isStaff, useActingRole } from '../../lib/acting-role';
import { useOpenChatWithTenant } from '../../lib/chat-partner';
import { deferred } from '../../lib/deferred';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { useTenantPages } from './api';
import { JoinRequests } from './join-requests';
import { TenantCard } from './tenant-card';
import { TenantDetailsModal } from './tenant-details-modal';
import { TENANT_TEXT } from './texts';

const MoveOutDialog = deferred(() => import('./move-out-dialog').then((m) => m.MoveOutDialog));

/** docs/product.md §2 "Tenants page (landlord)": the join requests waiting, then the tenants. */
export function TenantsPage() {
  const role = useActingRole();
  // The owner and the caretaker see the tenants; moving out, deciding and chat are the owner's (docs/team.md).
  const isLandlord = isStaff(role);
  const owner = can(role, 'decideTenancy');
  const tenants = useTenantPages(isLandlord);
  // Balances move with every payment and charge, made here or on the tenant's side.
  useLedgerLive();
  useLoggedFailure(tenants.error, 'tenants');
  const openChat = useOpenChatWithTenant();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [movingOut, setMovingOut] = useState<Tenant | null>(null);

  if (!role) return null;
  if (!isLandlord) {
    return <EmptyState icon={ShieldAlert} title={TENANT_TEXT.accessDenied} text={ROLE_MSG.onlyLandlordTenants} />;
  }

  const { items: list, first, more } = pagesOf(tenants);
  const selected: Tenant | null = list.find((t) => t._id === selectedId) ?? null;
  const count = first?.total ?? list.length;

  return (
    <div>
      <PageHeader
        title={TENANT_TEXT.title}
        subtitle={tenants.isPending ? TENANT_TEXT.loading : TENANT_TEXT.count(count)}
        actions={
          <div className="flex flex-wrap gap-2 sm:flex-nowrap [&>button]:whitespace-nowrap">
            {role === 'Landlord' ? (
              <CsvDownload
                path="/exports/tenants.csv"
                fileName="tenants.csv"
                label={TENANT_TEXT.exportCsv}
                name={TENANT_TEXT.exportCsvName}
              />
            ) : null}
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden="true" />}
              loading={tenants.isFetching}
              onClick={() => void tenants.refetch()}
            >
              {TENANT_TEXT.refresh}
            </Button>
          </div>
        }
      />
      <JoinRequests decide={owner} />
      {tenants.isPending ? (
        <ListSkeleton rows={3} />
      ) : count === 0 ? (
        <EmptyState icon={Users} title={TENANT_TEXT.noTenants} text={TENANT_TEXT.noTenantsText} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {list.map((tenant) => (
            <li key={tenant._id} className="flex min-w-0">
              <div className="min-w-0 flex-1">
                <TenantCard
                  tenant={tenant}
                  onViewDetails={() => setSelectedId(tenant._id)}
                  onSendMessage={can(role, 'chat') ? () => openChat(tenant) : undefined}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMore label={TENANT_TEXT.showMore} more={more} />
      <TenantDetailsModal
        tenant={selected}
        onClose={() => setSelectedId(null)}
        onSendMessage={can(role, 'chat') ? openChat : undefined}
        onMoveOut={owner ? setMovingOut : undefined}
      />
      <MoveOutDialog
        tenant={movingOut}
        onClose={() => setMovingOut(null)}
        onMovedOut={() => {
          setMovingOut(null);
          setSelectedId(null);
        }}
      />
    </div>
  );
}
