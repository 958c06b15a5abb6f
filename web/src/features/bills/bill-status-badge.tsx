import type { Bill, BillStatus } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { BILL_TEXT } from './texts';

/** docs/product.md §4: Paid green, Partial yellow, anything else red; a missing status reads Pending. */
export function billStatusTone(status: BillStatus | null | undefined): BadgeTone {
  if (status === 'Paid') return 'green';
  if (status === 'Partial') return 'yellow';
  return 'red';
}

/** A status in words; one the screen does not know yet reads as it came. */
function statusLabel(status: BillStatus | null | undefined): string {
  if (status === 'Paid') return BILL_TEXT.statusPaid;
  if (status === 'Partial') return BILL_TEXT.statusPartial;
  if (!status || status === 'Pending') return BILL_TEXT.statusPending;
  return status;
}

export function BillStatusBadge({ status }: { status: BillStatus | null | undefined }) {
  return <Badge tone={billStatusTone(status)}>{statusLabel(status)}</Badge>;
}

/**
 * A bill's state as a person reads it (docs/ledger.md): Void for a voided charge (nothing else
 * counts), Overdue for an unpaid one past its due date (with Partial when something was paid),
 * otherwise Paid / Partial / Pending.
 */
export function BillStateBadges({ bill }: { bill: Pick<Bill, 'status' | 'overdue' | 'voidedAt'> }) {
  if (bill.voidedAt) return <Badge tone="gray">{BILL_TEXT.statusVoid}</Badge>;
  if (!bill.overdue) return <BillStatusBadge status={bill.status} />;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {bill.status === 'Partial' ? <BillStatusBadge status="Partial" /> : null}
      <Badge tone="red">{BILL_TEXT.statusOverdue}</Badge>
    </span>
  );
}
