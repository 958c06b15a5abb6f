import { type Bill, formatMonth, MSG, nairobiMonthOf, sumKes } from '@safestay/contracts';
import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { MonthGroups } from '../../components/ui/month-groups';
import { formatKsh } from '../../lib/format';
import type { MoreItems } from '../../lib/paging';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import type { BillHandlers } from './bill-actions';
import { BillCard } from './bill-card';
import { BillTable } from './bill-table';
import { BILL_TEXT } from './texts';

interface BillListProps extends BillHandlers {
  bills: Bill[];
  loading: boolean;
  /** How many bills match, across pages. */
  total: number;
  /** KES still owed by every matching bill, whether or not it is on screen. */
  outstanding: number;
  isLandlord: boolean;
  emptyText: string;
  emptyAction: ReactNode;
  more: MoreItems | null;
}

/**
 * docs/product.md §2 "Bills screen": the count and what is owed, the bills under the months they
 * are due in (a table for a landlord on a wide screen, cards otherwise), and the next page.
 */
export function BillList({
  bills,
  loading,
  total,
  outstanding,
  isLandlord,
  emptyText,
  emptyAction,
  more,
  ...handlers
}: BillListProps) {
  const wide = useMediaQuery(DESKTOP_QUERY);
  if (loading) return <ListSkeleton rows={3} />;
  if (bills.length === 0) {
    return <EmptyState icon={ReceiptText} title={MSG.noBills} text={emptyText} action={emptyAction} />;
  }
  return (
    <>
      <p className="mb-3 text-sm text-gray-600">
        {BILL_TEXT.count(total)}
        {outstanding > 0 ? BILL_TEXT.outstanding(formatKsh(outstanding)) : ''}
      </p>
      <MonthGroups
        items={bills}
        monthOf={(bill) => nairobiMonthOf(bill.dueDate)}
        level={2}
        more={more}
        label={BILL_TEXT.showMore}
      >
        {(monthBills, month) =>
          isLandlord && wide ? (
            <BillTable bills={monthBills} month={month} {...handlers} />
          ) : (
            <ul className="space-y-3" aria-label={BILL_TEXT.dueIn(formatMonth(month))}>
              {monthBills.map((bill) => (
                <li key={bill._id}>
                  <BillCard bill={bill} isLandlord={isLandlord} {...handlers} />
                </li>
              ))}
            </ul>
          )
        }
      </MonthGroups>
    </>
  );
}

/** What the bills on screen still owe (a tenant's whole list is always loaded). */
export const owedBy = (bills: Bill[]) => sumKes(bills.filter((b) => !b.voidedAt).map((b) => b.remainingAmount));
