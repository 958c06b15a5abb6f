import type { LedgerPayment } from '@safestay/contracts';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { ListSkeleton } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PaymentCards } from './payment-cards';
import { type PaymentRowsProps, PaymentTable } from './payment-table';
import { PAY_TEXT } from './texts';

interface PaymentListProps extends PaymentRowsProps {
  loading: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  more: { loading: boolean; show: () => void } | null;
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
      {more ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" loading={more.loading} onClick={more.show}>
            {PAY_TEXT.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The items of an infinite list, and its "Show more" when there is a next page. */
export function pagesOf(query: {
  data?: { pages: Array<{ items: LedgerPayment[] }> };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const items = (query.data?.pages ?? []).flatMap((p) => p.items);
  const more = query.hasNextPage ? { loading: query.isFetchingNextPage, show: () => void query.fetchNextPage() } : null;
  return { items, more };
}
