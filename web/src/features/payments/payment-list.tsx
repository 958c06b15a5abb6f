import { nairobiMonthOf } from '@safestay/contracts';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { MonthGroups } from '../../components/ui/month-groups';
import type { MoreItems } from '../../lib/paging';
import { PaymentCards } from './payment-cards';
import { type PaymentRowsProps, PaymentTable } from './payment-table';
import { PAY_TEXT } from './texts';

interface PaymentListProps extends Omit<PaymentRowsProps, 'month'> {
  loading: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  more: MoreItems | null;
}

/**
 * Payments newest first under the months they were received in: a table a month on a wide
 * screen, cards on a phone, then the next page.
 */
export function PaymentList({ loading, emptyText, emptyAction, more, payments, ...rows }: PaymentListProps) {
  if (loading) return <ListSkeleton rows={3} />;
  if (payments.length === 0) {
    return <EmptyState icon={Wallet} title={PAY_TEXT.noPayments} text={emptyText} action={emptyAction} />;
  }
  return (
    <MonthGroups
      items={payments}
      monthOf={(p) => nairobiMonthOf(p.receivedAt)}
      level={3}
      more={more}
      label={PAY_TEXT.showMore}
    >
      {(monthPayments, month) => (
        <>
          <PaymentCards payments={monthPayments} month={month} {...rows} />
          <PaymentTable payments={monthPayments} month={month} {...rows} />
        </>
      )}
    </MonthGroups>
  );
}
