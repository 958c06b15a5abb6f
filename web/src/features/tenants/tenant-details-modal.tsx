import type { Tenant } from '@safestay/contracts';
import { DoorOpen, History, MessageSquare, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { formatDate, formatDateTime } from '../../lib/format';
import { IdNumber } from './id-number';
import { KraPinField } from './kra-pin-field';
import { PaymentStatusBadge } from './payment-status-badge';
import { TenantBalance, TenantMoneyLinks } from './tenant-money';
import { TENANT_TEXT } from './texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-sm font-medium wrap-anywhere text-gray-900 sm:text-right">{children}</dd>
    </div>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

/** docs/product.md §2 "Tenants page": the details modal and its actions. */
export function TenantDetailsModal({
  tenant,
  onClose,
  onSendMessage,
  onMoveOut,
}: {
  tenant: Tenant | null;
  onClose: () => void;
} & Omit<ActionsProps, 'tenant'>) {
  return (
    <Modal open={tenant !== null} title={TENANT_TEXT.detailsTitle} onClose={onClose} size="lg">
      {tenant ? (
        <div>
          <div className="flex items-center gap-3">
            <Avatar name={tenant.name} size="xl" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-gray-900">{tenant.name}</p>
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <PaymentStatusBadge status={tenant.stats.paymentStatus} />
                <TenantBalance balance={tenant.stats.balance} />
              </p>
            </div>
          </div>
          <dl className="mt-4 divide-y divide-gray-100">
            <Row label={TENANT_TEXT.fullName}>{tenant.name}</Row>
            <Row label={TENANT_TEXT.email}>{tenant.email}</Row>
            <Row label={TENANT_TEXT.primaryPhone}>{tenant.primaryPhoneNumber}</Row>
            {tenant.secondaryPhoneNumber ? (
              <Row label={TENANT_TEXT.secondaryPhone}>{tenant.secondaryPhoneNumber}</Row>
            ) : null}
            <Row label={TENANT_TEXT.nationalId}>
              {onMoveOut ? (
                <IdNumber key={tenant.tenancyId} masked={tenant.nationalID} tenancyId={tenant.tenancyId} />
              ) : (
                tenant.nationalID
              )}
            </Row>
            <Row label={TENANT_TEXT.unitField}>{tenant.unit ? tenant.unit.code : TENANT_TEXT.noUnitYet}</Row>
            <Row label={TENANT_TEXT.buildingName}>{tenant.buildingName || TENANT_TEXT.notAvailable}</Row>
            <Row label={TENANT_TEXT.moveInDate}>{formatDate(tenant.dateMovedIn)}</Row>
            <Row label={TENANT_TEXT.paymentStatus}>
              <PaymentStatusBadge status={tenant.stats.paymentStatus} />
            </Row>
            <Row label={TENANT_TEXT.balance}>
              <TenantBalance balance={tenant.stats.balance} />
            </Row>
            {tenant.stats.lastPayment ? (
              <Row label={TENANT_TEXT.lastPayment}>{formatDateTime(tenant.stats.lastPayment)}</Row>
            ) : null}
          </dl>
          {/* A form, so outside the <dl>: a list of terms holds only terms and their values (axe). */}
          {onMoveOut ? (
            <div className="border-t border-gray-100 py-3">
              <KraPinField key={tenant.tenancyId} masked={tenant.kraPin} tenancyId={tenant.tenancyId} />
            </div>
          ) : null}
          <dl className="mt-4 grid grid-cols-3 gap-3">
            <Counter label={TENANT_TEXT.totalBills} value={tenant.stats.totalBills} />
            <Counter label={TENANT_TEXT.totalComplaints} value={tenant.stats.totalComplaints} />
            <Counter label={TENANT_TEXT.activeComplaints} value={tenant.stats.activeComplaints} />
          </dl>
          {/* A shortcut closes the details as it leaves: should the list still be there when the
              landlord comes back (a quick back on a slow phone), it is the list, not this dialog. */}
          <TenantMoneyLinks tenant={tenant} className="mt-4" onFollow={onClose} />
          {/* Inside the scrolling body, not the footer: a scroll area needs something focusable (axe). */}
          <DetailsActions tenant={tenant} onSendMessage={onSendMessage} onMoveOut={onMoveOut} onLeave={onClose} />
        </div>
      ) : null}
    </Modal>
  );
}

/** Without `onMoveOut` (a caretaker, docs/team.md) the owner's actions are left out: moving out, a new bill, showing the ID; without `onSendMessage`, the chat. */
interface ActionsProps {
  tenant: Tenant;
  onSendMessage?: (tenant: Tenant) => void;
  onMoveOut?: (tenant: Tenant) => void;
}

function DetailsActions({ tenant, onSendMessage, onMoveOut, onLeave }: ActionsProps & { onLeave: () => void }) {
  const navigate = useNavigate();
  const leaveFor = (to: string, options?: NavigateOptions) => {
    onLeave();
    void navigate(to, options);
  };
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
      {onMoveOut ? (
        <Button
          variant="secondary"
          icon={<DoorOpen className="size-4" aria-hidden="true" />}
          className="sm:mr-auto"
          onClick={() => onMoveOut(tenant)}
        >
          {TENANT_TEXT.moveOut}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        icon={<History className="size-4" aria-hidden="true" />}
        onClick={() => leaveFor(`/complaints?tenant=${encodeURIComponent(tenant._id)}`)}
      >
        {TENANT_TEXT.viewHistory}
      </Button>
      {onMoveOut ? (
        <Button
          variant="secondary"
          icon={<Receipt className="size-4" aria-hidden="true" />}
          onClick={() =>
            leaveFor(`/bills?tenant=${encodeURIComponent(tenant._id)}&new=1`, { state: { tenantName: tenant.name } })
          }
        >
          {TENANT_TEXT.createBill}
        </Button>
      ) : null}
      {onSendMessage ? (
        <Button
          icon={<MessageSquare className="size-4" aria-hidden="true" />}
          onClick={() => {
            onLeave();
            onSendMessage(tenant);
          }}
        >
          {TENANT_TEXT.sendMessage}
        </Button>
      ) : null}
    </div>
  );
}
