import type { TenantStanding } from '@safestay/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge';

// docs/product.md §4: late red, partial yellow; current green; pending orange, between the two.
const LOOK: Record<TenantStanding, { tone: BadgeTone; label: string }> = {
  current: { tone: 'green', label: 'Current' },
  pending: { tone: 'orange', label: 'Pending' },
  partial: { tone: 'yellow', label: 'Partial' },
  late: { tone: 'red', label: 'Late' },
};

export function PaymentStatusBadge({ status }: { status: TenantStanding }) {
  const look = LOOK[status] ?? LOOK.current;
  return (
    <Badge tone={look.tone}>
      <span className="sr-only">Payment status: </span>
      <span>{look.label}</span>
    </Badge>
  );
}
