import type { Complaint } from '@safestay/contracts';
import { MessageSquareWarning, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { FilterBanner } from '../../components/ui/filter-banner';
import { ShowMore } from '../../components/ui/show-more';
import { isStaff, useActingRole } from '../../lib/acting-role';
import { deferred } from '../../lib/deferred';
import { type MoreItems, pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useComplaintPages } from './api';
import { ComplaintCard } from './complaint-card';
import { COMPLAINT_TEXT } from './texts';

const SubmitComplaintModal = deferred(() => import('./submit-complaint-modal').then((m) => m.SubmitComplaintModal));
const AddNoteModal = deferred(() => import('./add-note-modal').then((m) => m.AddNoteModal));

/** docs/product.md §2 "Complaints screen". */
export function ComplaintsPage() {
  const role = useActingRole();
  // The owner and the caretaker look after the building's complaints (docs/team.md).
  const isLandlord = isStaff(role);
  const [searchParams, setSearchParams] = useSearchParams();
  // /complaints?tenant={id}: one tenant's history, from the tenant details (landlord).
  const tenantId = isLandlord ? searchParams.get('tenant') : null;
  const complaints = useComplaintPages(role, tenantId);
  useLoggedFailure(complaints.error, 'complaints');
  const { items: list, first, more } = pagesOf(complaints);
  // The dashboard's "Submit Complaint" (/complaints?new=1) opens the form at once.
  const [submitOpen, setSubmitOpen] = useState(!isLandlord && searchParams.get('new') === '1');
  const [noteFor, setNoteFor] = useState<Complaint | null>(null);

  const withoutParam = (name: string) => {
    if (!searchParams.has(name)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(name);
    setSearchParams(next, { replace: true });
  };
  const closeSubmit = () => {
    setSubmitOpen(false);
    withoutParam('new');
  };

  const submitButton = isLandlord ? null : (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setSubmitOpen(true)}>
      {COMPLAINT_TEXT.submit}
    </Button>
  );

  if (!role) return null;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={COMPLAINT_TEXT.title}
        subtitle={isLandlord ? COMPLAINT_TEXT.landlordSubtitle : COMPLAINT_TEXT.tenantSubtitle}
        actions={submitButton}
      />
      {tenantId ? (
        <FilterBanner
          text={COMPLAINT_TEXT.showingOf}
          name={list[0]?.tenant.name ?? COMPLAINT_TEXT.theTenant}
          onClear={() => withoutParam('tenant')}
        />
      ) : null}

      <ComplaintList
        loading={complaints.isPending}
        list={list}
        // The server counts the whole list on its first page; a tenant's own list is whole.
        total={first?.total ?? list.length}
        open={first?.open ?? list.filter((c) => c.status !== 'Resolved').length}
        more={more}
        isLandlord={isLandlord}
        emptyAction={submitButton}
        onAddNote={setNoteFor}
      />

      {isLandlord ? (
        <AddNoteModal complaint={noteFor} onClose={() => setNoteFor(null)} />
      ) : (
        <SubmitComplaintModal open={submitOpen} onClose={closeSubmit} />
      )}
    </div>
  );
}

/** The complaints, newest first, with how many are still open, then "Show more"; or why there are none. */
function ComplaintList({
  loading,
  list,
  total,
  open,
  more,
  isLandlord,
  emptyAction,
  onAddNote,
}: {
  loading: boolean;
  list: Complaint[];
  /** How many complaints match, across pages, and how many of those are not resolved. */
  total: number;
  open: number;
  more: MoreItems | null;
  isLandlord: boolean;
  emptyAction: ReactNode;
  onAddNote: (complaint: Complaint) => void;
}) {
  if (loading) return <ListSkeleton rows={3} />;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareWarning}
        title={COMPLAINT_TEXT.empty}
        text={isLandlord ? COMPLAINT_TEXT.landlordEmptyText : COMPLAINT_TEXT.tenantEmptyText}
        action={emptyAction}
      />
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-600">{COMPLAINT_TEXT.count(total, open)}</p>
      <ul className="space-y-3">
        {list.map((complaint) => (
          <li key={complaint._id}>
            <ComplaintCard complaint={complaint} isLandlord={isLandlord} onAddNote={onAddNote} />
          </li>
        ))}
      </ul>
      <ShowMore label={COMPLAINT_TEXT.showMore} more={more} />
    </>
  );
}
