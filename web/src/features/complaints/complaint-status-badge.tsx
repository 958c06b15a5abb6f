import type { ComplaintStatus } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { COMPLAINT_STATUS_LABELS } from './texts';

/** docs/product.md §4: yellow, blue, green. */
const toneOf: Record<ComplaintStatus, BadgeTone> = {
  Pending: 'yellow',
  'In Progress': 'blue',
  Resolved: 'green',
};

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <Badge tone={toneOf[status] ?? 'gray'}>{COMPLAINT_STATUS_LABELS[status] ?? status}</Badge>;
}
