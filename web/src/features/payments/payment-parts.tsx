import type { LedgerPayment } from '@safestay/contracts';
import { formatKsh } from '@safestay/contracts';
import { Badge } from '../../components/ui/badge';
import { PAY_TEXT, STATUS_LABEL, STATUS_TONE } from './texts';

export type Viewer = 'Landlord' | 'Tenant';

/** The status in plain words, and (unless shown apart) why a claim was rejected or a payment reversed. */
export function PaymentStatus({
  payment,
  viewer,
  withReason = true,
}: {
  payment: LedgerPayment;
  viewer: Viewer;
  withReason?: boolean;
}) {
  return (
    <div className="space-y-1 [&>span]:whitespace-nowrap">
      <Badge tone={STATUS_TONE[payment.status]}>{STATUS_LABEL[viewer][payment.status]}</Badge>
      {withReason ? <PaymentReason payment={payment} /> : null}
    </div>
  );
}

/** "Reason: …" of a rejected claim or a reversed payment; nothing otherwise. */
export function PaymentReason({ payment, className = 'text-xs' }: { payment: LedgerPayment; className?: string }) {
  const why = payment.status === 'rejected' || payment.status === 'reversed' ? payment.reason : null;
  if (!why) return null;
  return (
    <p className={`wrap-break-word text-gray-700 ${className}`}>
      <span className="font-medium">{PAY_TEXT.reason}</span> {why}
    </p>
  );
}

/** "Recorded by Wanjiru (caretaker)" on a payment the building's caretaker took; nothing otherwise. */
export function RecordedBy({ payment, className = '' }: { payment: LedgerPayment; className?: string }) {
  if (payment.recordedBy.role !== 'Caretaker') return null;
  return (
    <span className={`block text-xs font-normal text-gray-600 ${className}`}>
      {PAY_TEXT.recordedByCaretaker(payment.recordedBy.name)}
    </span>
  );
}

/** What the payment paid: each bill and how much of it, then what was left as credit. */
export function PaidFor({ payment }: { payment: LedgerPayment }) {
  const lines = [
    ...payment.allocations.map((a) => ({ key: a.billId, label: a.description, amount: a.amount })),
    ...(payment.credit > 0 ? [{ key: 'credit', label: PAY_TEXT.credit, amount: payment.credit }] : []),
  ];
  if (lines.length === 0) {
    return <p className="text-sm text-gray-500">{payment.status === 'pending' ? PAY_TEXT.nothingYet : '—'}</p>;
  }
  return (
    <ul className="space-y-0.5 text-sm" aria-label={PAY_TEXT.paidFor}>
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-3">
          <span className="min-w-0 wrap-break-word text-gray-700">{line.label}</span>
          <span className="whitespace-nowrap text-gray-900 tabular-nums">{formatKsh(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
