import type { Bill } from '@safestay/contracts';
import { FilePlus2, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { CsvDownload } from '../../components/ui/csv-download';
import { FilterBanner } from '../../components/ui/filter-banner';
import { can, useActingRole } from '../../lib/acting-role';
import { deferred } from '../../lib/deferred';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { type BillFilter, useLandlordBills } from './api';
import { BillFilterTabs } from './bill-filter-tabs';
import { BillList, owedBy } from './bill-list';
import { BILL_ADMIN_TEXT } from './texts';

const GenerateBillsModal = deferred(() => import('./generate-bills-modal').then((m) => m.GenerateBillsModal));
const EditBillModal = deferred(() => import('./edit-bill-modal').then((m) => m.EditBillModal));
const AddChargeModal = deferred(() => import('./add-charge-modal').then((m) => m.AddChargeModal));
const VoidBillModal = deferred(() => import('./void-bill-modal').then((m) => m.VoidBillModal));
const PayBillDialog = deferred(() => import('./pay-bill-dialog').then((m) => m.PayBillDialog));

/**
 * docs/product.md §2 "Bills screen", landlord: every bill of the apartment (or one tenant's with
 * `?tenant=`), a month at a time from the server. `?new=1` opens the monthly-bills form at once.
 * A caretaker reads them and records payments; creating, editing and voiding are the owner's.
 */
export function LandlordBills() {
  const owner = can(useActingRole(), 'manageBills');
  const [searchParams, setSearchParams] = useSearchParams();
  const tenantId = searchParams.get('tenant');
  const [filter, setFilter] = useState<BillFilter>('all');
  const [generateOpen, setGenerateOpen] = useState(owner && searchParams.get('new') === '1');
  const [editing, setEditing] = useState<Bill | null>(null);
  const [chargeOpen, setChargeOpen] = useState(false);
  const [voiding, setVoiding] = useState<Bill | null>(null);
  const [paying, setPaying] = useState<Bill | null>(null);
  const paged = useLandlordBills(filter, tenantId);
  useLoggedFailure(paged.error, 'bills');
  const { items: list, first, more } = pagesOf(paged);
  const total = first?.total ?? list.length;
  // The name comes with the link from the tenant's details, or from their bills.
  const linkedName = (useLocation().state as { tenantName?: string } | null)?.tenantName;
  const tenantName = tenantId
    ? (list.find((b) => b.tenant._id === tenantId)?.tenant.name ?? linkedName ?? BILL_ADMIN_TEXT.selectedTenant)
    : undefined;

  const createButton = (
    <Button icon={<FilePlus2 className="size-4" aria-hidden="true" />} onClick={() => setGenerateOpen(true)}>
      {BILL_ADMIN_TEXT.createMonthly}
    </Button>
  );
  const chargeButton = (
    <Button
      variant="secondary"
      icon={<ReceiptText className="size-4" aria-hidden="true" />}
      onClick={() => setChargeOpen(true)}
    >
      {BILL_ADMIN_TEXT.addCharge}
    </Button>
  );
  const closeGenerate = () => {
    setGenerateOpen(false);
    if (searchParams.has('new')) {
      const next = new URLSearchParams(searchParams);
      next.delete('new');
      setSearchParams(next, { replace: true });
    }
  };
  const clearTenant = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('tenant');
    setSearchParams(next);
  };

  return (
    <div className="mx-auto max-w-4xl lg:max-w-7xl">
      <PageHeader
        title={BILL_ADMIN_TEXT.title}
        subtitle={BILL_ADMIN_TEXT.subtitle}
        actions={
          owner ? (
            // One row beside the title on a wide screen, so the two buttons never stack.
            <div className="flex flex-wrap gap-2 sm:flex-nowrap [&>button]:whitespace-nowrap">
              <CsvDownload
                path="/exports/bills.csv"
                fileName="bills.csv"
                label={BILL_ADMIN_TEXT.exportCsv}
                name={BILL_ADMIN_TEXT.exportCsvName}
              />
              {chargeButton}
              {createButton}
            </div>
          ) : undefined
        }
      />
      {tenantId ? (
        <FilterBanner text={BILL_ADMIN_TEXT.showingFor} name={tenantName ?? ''} onClear={clearTenant} />
      ) : null}
      <BillFilterTabs value={filter} onChange={setFilter} />
      <BillList
        bills={list}
        loading={paged.isPending}
        total={total}
        // The server sums every matching bill; the loaded ones are the fallback.
        outstanding={first?.outstanding ?? owedBy(list)}
        isLandlord
        emptyText={BILL_ADMIN_TEXT.empty}
        emptyAction={owner ? createButton : undefined}
        more={more}
        onEdit={owner ? setEditing : undefined}
        onVoid={owner ? setVoiding : undefined}
        onPay={setPaying}
      />
      <GenerateBillsModal
        open={generateOpen}
        onClose={closeGenerate}
        // Filtered to one tenant, the form bills that tenant only.
        tenant={tenantId ? { id: tenantId, name: tenantName ?? '' } : undefined}
      />
      <EditBillModal bill={editing} onClose={() => setEditing(null)} />
      <AddChargeModal open={chargeOpen} onClose={() => setChargeOpen(false)} tenantId={tenantId} />
      <VoidBillModal bill={voiding} onClose={() => setVoiding(null)} />
      <PayBillDialog bill={paying} isLandlord onClose={() => setPaying(null)} />
    </div>
  );
}
