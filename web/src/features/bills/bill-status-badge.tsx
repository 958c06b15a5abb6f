import type { BillStatus } from '@safestay/contracts';
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
