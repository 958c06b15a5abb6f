import { nairobiMonthOf } from '@safestay/contracts';
import { History } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FilterBanner } from '../../components/ui/filter-banner';
import { MonthGroups } from '../../components/ui/month-groups';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useLedgerLive } from '../../lib/use-ledger-live';
import { ActivityFeed } from './activity-feed';
import { type AuditFilter, useAuditPages } from './api';
import { EntityChips } from './entity-chips';
import { ACT_TEXT, type EntityFilter, isAuditEntity, oneEntity } from './texts';

/**
 * The landlord's activity log, newest first a month at a time: every change of money and
 * tenancies, who made it and when. `?tenant=<id>` narrows it to one tenant, `?entity=bill|payment|tenancy&id=<id>` to one thing.
 */
export function ActivityPage() {
  useLedgerLive();
  const [searchParams, setSearchParams] = useSearchParams();
  const entityParam = searchParams.get('entity');
  const entity = isAuditEntity(entityParam) ? entityParam : null;
  const filter: AuditFilter = {
    entity,
    entityId: entity ? searchParams.get('id') : null,
    tenantId: searchParams.get('tenant'),
  };
  const paged = useAuditPages(filter);
  useLoggedFailure(paged.error, 'activity');
  const { items: events, more } = pagesOf(paged);
  // The name comes with the link from the tenant's statement.
  const location = useLocation();
  const tenantName = (location.state as { tenantName?: string } | null)?.tenantName ?? ACT_TEXT.theTenant;

  const update = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    // The tenant's name travels in the history state; a change of filter keeps it.
    setSearchParams(next, { state: location.state });
  };
  const setEntity = (value: EntityFilter) =>
    update((p) => {
      p.delete('id');
      if (value === 'all') p.delete('entity');
      else p.set('entity', value);
    });
  const narrowed = Boolean(filter.entity || filter.tenantId);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={ACT_TEXT.title} subtitle={ACT_TEXT.subtitle} />
      {filter.tenantId ? (
        <FilterBanner
          text={ACT_TEXT.tenantBanner}
          name={tenantName}
          onClear={() => update((p) => p.delete('tenant'))}
        />
      ) : null}
      {filter.entity && filter.entityId ? (
        <FilterBanner
          text={ACT_TEXT.historyOf}
          name={oneEntity(filter.entity)}
          onClear={() =>
            update((p) => {
              p.delete('entity');
              p.delete('id');
            })
          }
        />
      ) : (
        <EntityChips value={filter.entity ?? 'all'} onChange={setEntity} />
      )}
      {paged.isPending ? (
        <ListSkeleton rows={3} />
      ) : paged.isError && events.length === 0 ? (
        <EmptyState icon={History} title={ACT_TEXT.failed} text={ACT_TEXT.failedText} />
      ) : events.length === 0 ? (
        <EmptyState
          icon={History}
          title={narrowed ? ACT_TEXT.emptyFiltered : ACT_TEXT.empty}
          text={narrowed ? undefined : ACT_TEXT.emptyText}
        />
      ) : (
        <MonthGroups
          items={events}
          monthOf={(event) => nairobiMonthOf(event.at)}
          level={2}
          more={more}
          label={ACT_TEXT.showMore}
        >
          {(monthEvents) => <ActivityFeed events={monthEvents} showHistory={!filter.entityId} />}
        </MonthGroups>
      )}
    </div>
  );
}
