import { formatDay, formatKsh, formatMonth, type LedgerPayment, PAYMENT_METHOD_LABELS } from '@safestay/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { ReceiptButton, ReverseButton } from './payment-actions';
import { PaidFor, PaymentStatus, RecordedBy, type Viewer } from './payment-parts';
import { PAY_TEXT } from './texts';

export interface PaymentRowsProps {
  payments: LedgerPayment[];
  /** The month they were received in, `YYYY-MM`. */
  month: string;
  viewer: Viewer;
  onReverse?: (payment: LedgerPayment) => void;
}

const th = 'px-2.5 py-3 font-semibold whitespace-nowrap';

function Head({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`${th} ${className}`}>
      {children}
    </th>
  );
}

/** From a tablet up: one dense row a payment. */
export function PaymentTable({ payments, month, viewer, onReverse }: PaymentRowsProps) {
  const landlord = viewer === 'Landlord';
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{PAY_TEXT.receivedInNewest(formatMonth(month))}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            <Head>{PAY_TEXT.date}</Head>
            {landlord ? <Head>{PAY_TEXT.tenant}</Head> : null}
            <Head className="text-right">{PAY_TEXT.amount}</Head>
            <Head>{PAY_TEXT.method}</Head>
            <Head>{PAY_TEXT.status}</Head>
            <Head>{PAY_TEXT.receipt}</Head>
            <Head className="min-w-40">{PAY_TEXT.paidFor}</Head>
            {onReverse ? (
              <Head>
                <span className="sr-only">{PAY_TEXT.actions}</span>
              </Head>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 align-top">
          {payments.map((p) => (
            <tr key={p._id}>
              <td className="px-2.5 py-3 whitespace-nowrap text-gray-700">{formatDay(p.receivedAt)}</td>
              {landlord ? (
                <th scope="row" className="px-2.5 py-3 font-medium text-gray-900">
                  <span className="wrap-break-word">{p.tenant.name}</span>
                  {p.tenancy.unit ? (
                    <span className="block text-xs font-normal text-gray-600">{p.tenancy.unit}</span>
                  ) : null}
                  <RecordedBy payment={p} />
                </th>
              ) : null}
              <td className="px-2.5 py-3 text-right font-semibold whitespace-nowrap text-gray-900 tabular-nums">
                {formatKsh(p.amount)}
              </td>
              <td className="px-2.5 py-3 text-gray-700">
                <span className="whitespace-nowrap">{PAYMENT_METHOD_LABELS[p.method]}</span>
                {p.reference ? (
                  <span className="block max-w-40 font-mono text-xs wrap-break-word text-gray-600">{p.reference}</span>
                ) : null}
              </td>
              <td className="max-w-48 px-2.5 py-3">
                <PaymentStatus payment={p} viewer={viewer} />
              </td>
              <td className="px-2.5 py-3 text-gray-800">
                {p.receiptNumber ? <ReceiptButton payment={p} label={p.receiptNumber} /> : '—'}
              </td>
              <td className="px-2.5 py-3">
                <PaidFor payment={p} />
              </td>
              {onReverse ? (
                <td className="px-2.5 py-3 text-right">
                  <ReverseButton payment={p} onReverse={onReverse} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
