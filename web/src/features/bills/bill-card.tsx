import type { Bill } from '@safestay/contracts';
import { CalendarClock, CalendarDays, DoorClosed, Tag, User } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { formatDate, formatKsh } from '../../lib/format';
import { BillActions, type BillHandlers } from './bill-actions';
import { kindLabel, paidOn } from './bill-facts';
import { BillStateBadges } from './bill-status-badge';
import { BILL_TEXT } from './texts';

interface BillCardProps extends BillHandlers {
  bill: Bill;
  isLandlord: boolean;
}

/** docs/product.md §2 "Bills screen": one bill, its amounts and the actions the caller may take. */
export function BillCard({ bill, isLandlord, ...handlers }: BillCardProps) {
  const headingId = `bill-${bill._id}`;
  const paid = paidOn(bill);
  const voided = Boolean(bill.voidedAt);
  return (
    <Card className={`p-4 sm:p-5 ${voided ? 'bg-gray-50' : ''}`}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2
                id={headingId}
                className={`min-w-0 text-base font-semibold wrap-anywhere ${voided ? 'text-gray-600 line-through' : 'text-gray-900'}`}
              >
                {bill.description}
              </h2>
              <BillStateBadges bill={bill} />
            </div>
            <BillFacts bill={bill} isLandlord={isLandlord} />
          </div>
          <dl className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 sm:flex-col sm:items-end sm:gap-0.5 sm:text-right">
            <div>
              <dt className="sr-only">{BILL_TEXT.amount}</dt>
              <dd
                className={`text-xl font-semibold tabular-nums ${voided ? 'text-gray-500 line-through' : 'text-gray-900'}`}
              >
                {formatKsh(bill.amount)}
              </dd>
            </div>
            {paid > 0 ? (
              <>
                <div className="text-sm text-gray-600">
                  <dt className="inline">{BILL_TEXT.paid}</dt>
                  <dd className="inline font-medium text-gray-900 tabular-nums">{formatKsh(paid)}</dd>
                </div>
                <div className="text-sm text-gray-600">
                  <dt className="inline">{BILL_TEXT.balance}</dt>
                  <dd className="inline font-medium text-gray-900 tabular-nums">{formatKsh(bill.remainingAmount)}</dd>
                </div>
              </>
            ) : null}
          </dl>
        </div>
        {voided ? (
          <p className="mt-3 rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-700">
            {BILL_TEXT.voided(formatDate(bill.voidedAt))}
            {bill.voidReason ? <>: {bill.voidReason}</> : null}
          </p>
        ) : null}
        <BillActions bill={bill} isLandlord={isLandlord} {...handlers} />
      </article>
    </Card>
  );
}

/** Whose bill and which unit (for the landlord), what for, when it is due and when last paid towards. */
function BillFacts({ bill, isLandlord }: { bill: Bill; isLandlord: boolean }) {
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
      {isLandlord ? (
        <div className="flex items-center gap-1.5">
          <User className="size-4 text-gray-400" aria-hidden="true" />
          <dt className="sr-only">{BILL_TEXT.tenant}</dt>
          <dd className="font-medium text-gray-800">{bill.tenant.name}</dd>
        </div>
      ) : null}
      {isLandlord && bill.unit ? (
        <div className="flex items-center gap-1.5">
          <DoorClosed className="size-4 text-gray-400" aria-hidden="true" />
          <dt>{BILL_TEXT.unit}</dt>
          <dd>{bill.unit}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        <Tag className="size-4 text-gray-400" aria-hidden="true" />
        <dt className="sr-only">{BILL_TEXT.kind}</dt>
        <dd>{kindLabel(bill)}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <CalendarDays className="size-4 text-gray-400" aria-hidden="true" />
        <dt>{BILL_TEXT.due}</dt>
        <dd>{formatDate(bill.dueDate)}</dd>
      </div>
      {bill.paymentDate ? (
        <div className="flex items-center gap-1.5">
          <CalendarClock className="size-4 text-gray-400" aria-hidden="true" />
          <dt>{BILL_TEXT.lastPayment}</dt>
          <dd>{formatDate(bill.paymentDate)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
