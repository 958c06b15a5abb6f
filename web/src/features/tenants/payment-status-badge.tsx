import type { TenantStanding } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { STANDING_LABELS, TENANT_TEXT } from './texts';

// docs/product.md §4: late red, partial yellow; current green; pending orange, between the two.
const TONE: Record<TenantStanding, BadgeTone> = { current: 'green', pending: 'orange', partial: 'yellow', late: 'red' };

export function PaymentStatusBadge({ status }: { status: TenantStanding }) {
  const known = status in TONE ? status : 'current';
  return (
    <Badge tone={TONE[known]}>
      <span className="sr-only">{TENANT_TEXT.paymentStatusIs}</span>
      <span>{STANDING_LABELS[known]}</span>
    </Badge>
  );
}
