import { formatDay, formatKsh, formatMonth } from '@safestay/contracts';
import { Card } from '../../components/ui/card';
import { ReceiptButton, ReverseButton } from './payment-actions';
import { PaidFor, PaymentReason, PaymentStatus, RecordedBy } from './payment-parts';
import { methodOf } from './payment-summary';
import type { PaymentRowsProps } from './payment-table';
import { PAY_TEXT } from './texts';

/** On a phone: one card a payment. */
export function PaymentCards({ payments, month, viewer, onReverse }: PaymentRowsProps) {
  const landlord = viewer === 'Landlord';
  return (
    <ul className="space-y-3 md:hidden" aria-label={PAY_TEXT.receivedIn(formatMonth(month))}>
      {payments.map((p) => {
        const headingId = `payment-card-${p._id}`;
        const actions = p.receiptNumber || (onReverse && p.status === 'confirmed');
        return (
          <li key={p._id}>
            <Card className="p-4">
              <article aria-labelledby={headingId}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h4 id={headingId} className="text-lg font-semibold text-gray-900 tabular-nums">
                      {formatKsh(p.amount)}
                      {landlord ? <span className="sr-only">{PAY_TEXT.fromName(p.tenant.name)}</span> : null}
                    </h4>
                    {landlord ? (
                      <p className="text-sm font-medium wrap-anywhere text-gray-800">
                        {p.tenant.name}
                        {p.tenancy.unit ? <span className="font-normal text-gray-600"> · {p.tenancy.unit}</span> : null}
                        <RecordedBy payment={p} />
                      </p>
                    ) : null}
                  </div>
                  <PaymentStatus payment={p} viewer={viewer} withReason={false} />
                </div>
                <PaymentReason payment={p} className="mt-1 text-sm" />
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <div>
                    <dt className="text-xs text-gray-600">{PAY_TEXT.date}</dt>
                    <dd className="text-gray-900">{formatDay(p.receivedAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-600">{PAY_TEXT.receipt}</dt>
                    <dd className="font-mono text-gray-900">{p.receiptNumber ?? '—'}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-gray-600">{PAY_TEXT.method}</dt>
                    <dd className="wrap-anywhere text-gray-900">{methodOf(p)}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-xs text-gray-600">{PAY_TEXT.paidFor}</dt>
                    <dd>
                      <PaidFor payment={p} />
                    </dd>
                  </div>
                </dl>
                {actions ? (
                  <div className="mt-3 flex gap-2 border-t border-gray-100 pt-3 [&>button]:flex-1">
                    <ReceiptButton payment={p} />
                    <ReverseButton payment={p} onReverse={onReverse} />
                  </div>
                ) : null}
              </article>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
