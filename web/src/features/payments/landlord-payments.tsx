import type { LedgerPayment } from '@safestay/contracts';
import { FileUp, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { CsvDownload } from '../../components/ui/csv-download';
import { FilterBanner } from '../../components/ui/filter-banner';
import { can, useActingRole } from '../../lib/acting-role';
import { deferred } from '../../lib/deferred';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { type PaymentFilter, useActiveTenancies, usePaymentPages } from './api';
import { PaymentList } from './payment-list';
import { StatusTabs } from './status-tabs';
import { PAY_TEXT } from './texts';
import { ToConfirm } from './to-confirm';
import { usePaymentLink } from './use-payment-link';

// The forms check with the contracts' zod schemas: they load after the screen (docs/decisions/0002).
const RecordPaymentModal = deferred(() => import('./record-payment-modal').then((m) => m.RecordPaymentModal));
const ReasonModal = deferred(() => import('./reason-modal').then((m) => m.ReasonModal));
// Usually empty, and below the claims: it and its tenant picker load after the screen.
const UnmatchedMpesa = deferred(() => import('./unmatched-mpesa').then((m) => m.UnmatchedMpesa));

/**
 * The landlord's Payments: claims to confirm first, M-Pesa money that named no tenant, then every
 * payment of the building (or one tenancy's, `?tenancy=`), newest received first a month at a time, by status.
 * A caretaker records and confirms; reversing and assigning M-Pesa money are the owner's (docs/team.md).
 */
export function LandlordPayments() {
  const role = useActingRole();
  const link = usePaymentLink('record');
  const { tenancyId } = link;
  const [filter, setFilter] = useState<PaymentFilter>('all');
  const [rejecting, setRejecting] = useState<LedgerPayment | null>(null);
  const [reversing, setReversing] = useState<LedgerPayment | null>(null);
  // The building's payments come a month a page; one tenancy's few, by count under the same headings.
  const paged = usePaymentPages(filter, tenancyId, !tenancyId);
  useLoggedFailure(paged.error, 'payments');
  const { items, more } = pagesOf(paged);
  const listId = useId();

  // The filtered tenant's name: from the link, their payments, else the tenants living there.
  const linkedName = (useLocation().state as { tenantName?: string } | null)?.tenantName;
  const named = linkedName ?? items.find((p) => p.tenancy._id === tenancyId)?.tenant.name;
  const tenancies = useActiveTenancies(Boolean(tenancyId) && !named && !paged.isPending);
  const waiting = paged.isPending || tenancies.isFetching;
  const tenantName =
    named ?? tenancies.data?.find((t) => t._id === tenancyId)?.tenant.name ?? (waiting ? '…' : PAY_TEXT.oneTenant);

  const recordButton = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={link.openForm}>
      {PAY_TEXT.recordButton}
    </Button>
  );
  // Statement imports are the owner's (docs/imports.md).
  const importLink = can(role, 'assignMpesa') ? (
    <Link to="/payments/import" className={buttonClasses('secondary')}>
      <FileUp className="size-4" aria-hidden="true" />
      {PAY_TEXT.importButton}
    </Link>
  ) : null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={PAY_TEXT.landlordTitle}
        subtitle={PAY_TEXT.landlordSubtitle}
        actions={
          role === 'Landlord' ? (
            <div className="flex flex-wrap gap-2 sm:flex-nowrap [&>a]:whitespace-nowrap [&>button]:whitespace-nowrap">
              <CsvDownload
                path="/exports/payments.csv"
                fileName="payments.csv"
                label={PAY_TEXT.exportCsv}
                name={PAY_TEXT.exportCsvName}
              />
              {importLink}
              {recordButton}
            </div>
          ) : (
            recordButton
          )
        }
      />
      {tenancyId ? <FilterBanner text={PAY_TEXT.filterBanner} name={tenantName} onClear={link.clearTenancy} /> : null}
      <ToConfirm tenancyId={tenancyId} onReject={setRejecting} />
      {can(role, 'assignMpesa') ? <UnmatchedMpesa /> : null}
      <section aria-labelledby={listId}>
        <h2 id={listId} className="mb-3 text-lg font-semibold text-gray-900">
          {PAY_TEXT.allPayments}
        </h2>
        <StatusTabs value={filter} onChange={setFilter} />
        <PaymentList
          payments={items}
          viewer="Landlord"
          loading={paged.isPending}
          emptyText={filter === 'all' && !tenancyId ? PAY_TEXT.noPaymentsLandlord : PAY_TEXT.noPaymentsFiltered}
          emptyAction={filter === 'all' ? recordButton : undefined}
          more={more}
          onReverse={can(role, 'reversePayment') ? setReversing : undefined}
        />
      </section>
      <RecordPaymentModal open={link.formOpen} prefill={link.prefill} onClose={link.close} />
      <ReasonModal action="reject" payment={rejecting} onClose={() => setRejecting(null)} />
      <ReasonModal action="reverse" payment={reversing} onClose={() => setReversing(null)} />
    </div>
  );
}
