import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ShowMore } from '../../components/ui/show-more';
import type { MoreItems } from '../../lib/paging';
import { PaymentCards } from './payment-cards';
import { type PaymentRowsProps, PaymentTable } from './payment-table';
import { PAY_TEXT } from './texts';

interface PaymentListProps extends PaymentRowsProps {
  loading: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  more: MoreItems | null;
}

/** Payments newest first: a table on a wide screen, cards on a phone, then "Show more". */
export function PaymentList({ loading, emptyText, emptyAction, more, ...rows }: PaymentListProps) {
  if (loading) return <ListSkeleton rows={3} />;
  if (rows.payments.length === 0) {
    return <EmptyState icon={Wallet} title={PAY_TEXT.noPayments} text={emptyText} action={emptyAction} />;
  }
  return (
    <>
      <PaymentCards {...rows} />
      <PaymentTable {...rows} />
      <ShowMore label={PAY_TEXT.showMore} more={more} />
    </>
  );
}
