import { type Bill, formatMonth } from '@safestay/contracts';
import { Card } from '../../components/ui/card';
import { formatDate, formatKsh } from '../../lib/format';
import { BillActions, type BillHandlers } from './bill-actions';
import { kindLabel, paidOn } from './bill-facts';
import { BillStateBadges } from './bill-status-badge';
import { BILL_ADMIN_TEXT, BILL_TEXT } from './texts';

const th =
  'px-2 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase first:pl-4';
const money = 'px-1.5 py-2.5 text-right whitespace-nowrap tabular-nums';

/**
 * The landlord's bills of one month on a wide screen (docs/ledger.md): one dense row per bill,
 * every figure in its own column, the actions as icons (their names in tooltips and for screen readers).
 */
export function BillTable({ bills, month, ...handlers }: { bills: Bill[]; month: string } & BillHandlers) {
  return (
    // Relative: the screen-reader-only header stays inside the scroller instead of widening the page.
    <Card className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{BILL_TEXT.dueIn(formatMonth(month))}</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              {BILL_TEXT.unit}
            </th>
            <th scope="col" className={th}>
              {BILL_TEXT.tenant}
            </th>
            <th scope="col" className={th}>
              {BILL_ADMIN_TEXT.bill}
            </th>
            <th scope="col" className={th}>
              {BILL_TEXT.kind}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {BILL_TEXT.amount}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {BILL_ADMIN_TEXT.paid}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {BILL_ADMIN_TEXT.balance}
            </th>
            <th scope="col" className={th}>
              {BILL_ADMIN_TEXT.status}
            </th>
            <th scope="col" className={`${th} pr-3 text-right`}>
              <span className="sr-only">{BILL_ADMIN_TEXT.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {bills.map((bill) => (
            <BillRow key={bill._id} bill={bill} {...handlers} />
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function BillRow({ bill, ...handlers }: { bill: Bill } & BillHandlers) {
  const voided = Boolean(bill.voidedAt);
  const paid = paidOn(bill);
  const struck = voided ? 'text-gray-500 line-through' : 'text-gray-900';
  return (
    <tr className={voided ? 'bg-gray-50' : 'hover:bg-gray-50/60'}>
      <td className="py-2.5 pr-2 pl-4 whitespace-nowrap text-gray-700">{bill.unit ?? '—'}</td>
      <td className="max-w-32 px-2 py-2.5">
        <span className="block truncate font-medium text-gray-900" title={bill.tenant.name}>
          {bill.tenant.name}
        </span>
      </td>
      <td className="max-w-64 min-w-36 px-2 py-2.5">
        <span className={`block wrap-break-word ${struck}`}>{bill.description}</span>
        <span className="block text-xs whitespace-nowrap text-gray-600">
          {BILL_ADMIN_TEXT.dueDay(formatDate(bill.dueDate))}
        </span>
      </td>
      <td className="px-2 py-2.5 whitespace-nowrap text-gray-700">{kindLabel(bill)}</td>
      <td className={`${money} ${struck}`}>{formatKsh(bill.amount)}</td>
      <td className={`${money} text-gray-700`}>{paid > 0 ? formatKsh(paid) : '—'}</td>
      <td className={`${money} font-medium text-gray-900`}>{formatKsh(bill.remainingAmount)}</td>
      <td
        className="max-w-40 px-2 py-2.5 whitespace-nowrap"
        title={voided && bill.voidReason ? BILL_ADMIN_TEXT.voidReason(bill.voidReason) : undefined}
      >
        <BillStateBadges bill={bill} />
        {voided && bill.voidReason ? (
          <span className="mt-0.5 line-clamp-2 text-xs whitespace-normal text-gray-600">{bill.voidReason}</span>
        ) : null}
      </td>
      <td className="py-1.5 pr-3 pl-1">
        <BillActions bill={bill} isLandlord compact {...handlers} />
      </td>
    </tr>
  );
}
