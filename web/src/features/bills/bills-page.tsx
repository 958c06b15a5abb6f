import { type Bill, MSG } from '@safestay/contracts';
import { FilePlus2, ReceiptText, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ListSkeleton, PageHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { formatKsh } from '../../lib/format';
import { useSession } from '../../lib/session';
import { type BillFilter, useBills, useLandlordBills } from './api';
import { BillCard } from './bill-card';
import { EditBillModal } from './edit-bill-modal';
import { GenerateBillsModal } from './generate-bills-modal';
import { PayBillDialog } from './pay-bill-dialog';

const FILTERS: Array<{ value: BillFilter; label: string }> = [
  { value: 'all', label: 'All Bills' },
  { value: 'paid', label: 'Paid Bills' },
  { value: 'unpaid', label: 'Unpaid Bills' },
];

/** A tenant's own list is short; it is still rendered a page at a time. */
const PAGE_SIZE = 50;

/** docs/product.md §2 "Bills screen". */
export function BillsPage() {
  const { user } = useSession();
  const isLandlord = user?.role === 'Landlord';
  const [searchParams, setSearchParams] = useSearchParams();
  const tenantId = isLandlord ? (searchParams.get('tenant') ?? undefined) : undefined;
  const [filter, setFilter] = useState<BillFilter>('all');
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [generateOpen, setGenerateOpen] = useState(false);
  const [editing, setEditing] = useState<Bill | null>(null);
  const [paying, setPaying] = useState<Bill | null>(null);
  // A tenant reads their own few bills at once; a landlord's thousands come 50 at a time from the server.
  const own = useBills(isLandlord ? undefined : user?.role, filter, tenantId);
  const paged = useLandlordBills(isLandlord, filter, tenantId);
  const pages = paged.data?.pages ?? [];
  const list = isLandlord ? pages.flatMap((p) => p.items) : (own.data ?? []);
  const isPending = isLandlord ? paged.isPending : own.isPending;
  const total = isLandlord ? (pages[0]?.total ?? list.length) : list.length;
  const shown = isLandlord ? list : list.slice(0, visible);
  const hasMore = isLandlord ? paged.hasNextPage : list.length > visible;
  const remaining = total - shown.length;
  const tenantName = tenantId ? list.find((b) => b.tenant?._id === tenantId)?.tenant.name : undefined;
  // The outstanding sum is only honest once every bill is loaded.
  const outstanding = hasMore
    ? 0
    : list.reduce((sum, b) => sum + (b.status === 'Paid' ? 0 : (b.remainingAmount ?? 0)), 0);
  const showMore = () => {
    if (isLandlord) void paged.fetchNextPage();
    else setVisible((v) => v + PAGE_SIZE);
  };

  const createButton = isLandlord ? (
    <Button icon={<FilePlus2 className="size-4" aria-hidden="true" />} onClick={() => setGenerateOpen(true)}>
      Create Monthly Bills
    </Button>
  ) : null;

  const clearTenant = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('tenant');
    setSearchParams(next);
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={isLandlord ? 'Bills Management' : 'My Bills'}
        subtitle={
          isLandlord
            ? 'Create monthly rent bills for every tenant, follow payments and edit bills.'
            : 'Your bills and payments. Pay in cash and download bills and receipts.'
        }
        actions={createButton}
      />

      {tenantId ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
          <p>
            Showing bills for <span className="font-semibold">{tenantName ?? 'the selected tenant'}</span>
          </p>
          <Button variant="ghost" size="sm" icon={<X className="size-4" aria-hidden="true" />} onClick={clearTenant}>
            Clear filter
          </Button>
        </div>
      ) : null}

      {isLandlord ? (
        <fieldset className="mb-4">
          <legend className="sr-only">Show</legend>
          <div className="grid grid-cols-3 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-grid">
            {FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={filter === f.value}
                onClick={() => {
                  setFilter(f.value);
                  setVisible(PAGE_SIZE);
                }}
                className={`min-h-11 rounded-lg px-3 text-sm font-medium transition-colors sm:min-h-9 sm:px-4 ${
                  filter === f.value ? 'bg-white text-emerald-800 shadow-sm' : 'text-gray-600 hover:text-gray-900'
                }`}
              >
                {f.label}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}

      {isPending ? (
        <ListSkeleton rows={3} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={MSG.noBills}
          text={
            isLandlord
              ? 'Create this month’s bills to bill every tenant at the apartment’s rent.'
              : 'When your landlord issues a bill, it appears here.'
          }
          action={createButton}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-600">
            {total} bill{total === 1 ? '' : 's'}
            {outstanding > 0 ? `, ${formatKsh(outstanding)} outstanding` : ''}
          </p>
          <ul className="space-y-3">
            {shown.map((bill) => (
              <li key={bill._id}>
                <BillCard bill={bill} isLandlord={isLandlord} onEdit={setEditing} onPay={setPaying} />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" loading={paged.isFetchingNextPage} onClick={showMore}>
                Show more bills{remaining > 0 ? ` (${remaining} more)` : ''}
              </Button>
            </div>
          ) : null}
        </>
      )}

      {isLandlord ? (
        <>
          <GenerateBillsModal open={generateOpen} onClose={() => setGenerateOpen(false)} />
          <EditBillModal bill={editing} onClose={() => setEditing(null)} />
        </>
      ) : (
        <PayBillDialog bill={paying} onClose={() => setPaying(null)} />
      )}
    </div>
  );
}
