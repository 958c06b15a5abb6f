import { formatMonth, type OutboxMessage } from '@safestay/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { MessageText, OutboxStatusBadge, RetryButton, type RetryProps } from './outbox-status';
import { CHANNEL_LABEL, kindLabel, OUTBOX_TEXT } from './texts';

export interface OutboxRowsProps extends RetryProps {
  messages: OutboxMessage[];
  /** The month they were sent in, `YYYY-MM`. */
  month: string;
}

function Head({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-2.5 py-3 font-semibold whitespace-nowrap ${className}`}>
      {children}
    </th>
  );
}

/** From a tablet up: one row a message. */
export function OutboxTable({ messages, month, onRetry, retrying }: OutboxRowsProps) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{OUTBOX_TEXT.sentInNewest(formatMonth(month))}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-600 uppercase">
          <tr>
            <Head>{OUTBOX_TEXT.timeColumn}</Head>
            <Head>{OUTBOX_TEXT.to}</Head>
            <Head className="min-w-64">{OUTBOX_TEXT.message}</Head>
            <Head>{OUTBOX_TEXT.status}</Head>
            <Head>
              <span className="sr-only">{OUTBOX_TEXT.actions}</span>
            </Head>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 align-top">
          {messages.map((m) => (
            <tr key={m._id}>
              <td className="px-2.5 py-3 text-gray-700">
                <span className="block whitespace-nowrap">{formatDateTime(m.createdAt)}</span>
                <span className="block text-xs text-gray-600">
                  {CHANNEL_LABEL[m.channel]} · {kindLabel(m.kind)}
                </span>
              </td>
              <th scope="row" className="max-w-52 min-w-36 px-2.5 py-3 font-medium text-gray-900">
                <span className="block wrap-anywhere">{m.recipient?.name ?? '—'}</span>
                <span className="block text-xs font-normal wrap-anywhere text-gray-600">{m.to}</span>
              </th>
              <td className="px-2.5 py-3 text-gray-800">
                <MessageText message={m} />
              </td>
              <td className="max-w-56 px-2.5 py-3 [&_span]:whitespace-nowrap">
                <OutboxStatusBadge message={m} />
              </td>
              <td className="px-2.5 py-3 text-right whitespace-nowrap">
                <RetryButton message={m} onRetry={onRetry} retrying={retrying} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
