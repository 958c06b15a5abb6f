import type { Bill, BillStatus } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';

/** docs/product.md §4: Paid green, Partial yellow, anything else red; a missing status reads Pending. */
export function billStatusTone(status: BillStatus | null | undefined): BadgeTone {
  if (status === 'Paid') return 'green';
  if (status === 'Partial') return 'yellow';
  return 'red';
}

export function BillStatusBadge({ status }: { status: BillStatus | null | undefined }) {
  return <Badge tone={billStatusTone(status)}>{status || 'Pending'}</Badge>;
}

/**
 * A bill's state as a person reads it (docs/ledger.md): Void for a voided charge (nothing else
 * counts), Overdue for an unpaid one past its due date (with Partial when something was paid),
 * otherwise Paid / Partial / Pending.
 */
export function BillStateBadges({ bill }: { bill: Pick<Bill, 'status' | 'overdue' | 'voidedAt'> }) {
  if (bill.voidedAt) return <Badge tone="gray">Void</Badge>;
  if (!bill.overdue) return <BillStatusBadge status={bill.status} />;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {bill.status === 'Partial' ? <BillStatusBadge status="Partial" /> : null}
      <Badge tone="red">Overdue</Badge>
    </span>
  );
}
