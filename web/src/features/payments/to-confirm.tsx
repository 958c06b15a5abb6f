import { formatDay, formatKsh, type LedgerPayment } from '@safestay/contracts';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ShowMore } from '../../components/ui/show-more';
import { runAction } from '../../lib/action';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useConfirmPayment, usePaymentPages } from './api';
import { buttonName, methodOf } from './payment-summary';
import { PAY_TEXT } from './texts';

/**
 * The tenants' claims waiting for the landlord, above every other payment: one tap confirms,
 * Reject asks why. Nothing shows while there are none.
 */
export function ToConfirm({
  tenancyId,
  onReject,
}: {
  tenancyId: string | null;
  onReject: (payment: LedgerPayment) => void;
}) {
  const pending = usePaymentPages('pending', tenancyId, false);
  useLoggedFailure(pending.error, 'claims to confirm');
  const { items, more } = pagesOf(pending);
  const confirm = useConfirmPayment();
  const titleId = useId();
  if (items.length === 0) return null;
  // A page holds 50; more waiting reads "50+".
  const count = more ? `${items.length}+` : String(items.length);

  return (
    <section aria-labelledby={titleId} className="mb-8">
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {PAY_TEXT.toConfirm(count)}
      </h2>
      <p className="mt-1 mb-3 text-sm text-gray-600">{PAY_TEXT.toConfirmHint}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((p) => (
          <li key={p._id} className="flex min-w-0">
            <ClaimCard
              payment={p}
              confirming={confirm.isPending && confirm.variables === p._id}
              onConfirm={() => runAction(() => confirm.mutateAsync(p._id))}
              onReject={() => onReject(p)}
            />
          </li>
        ))}
      </ul>
      <ShowMore label={PAY_TEXT.showMore} more={more} />
    </section>
  );
}

function ClaimCard({
  payment: p,
  confirming,
  onConfirm,
  onReject,
}: {
  payment: LedgerPayment;
  confirming: boolean;
  onConfirm: () => void;
  onReject: () => void;
}) {
  const titleId = useId();
  return (
    <Card className="flex min-w-0 flex-1 flex-col border-amber-200 p-4">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="text-base font-semibold wrap-anywhere text-gray-900">
              {p.tenant.name}
              {p.tenancy.unit ? <span className="font-normal text-gray-600"> · {p.tenancy.unit}</span> : null}
            </h3>
            <p className="text-sm wrap-anywhere text-gray-700">{methodOf(p)}</p>
          </div>
          <p className="text-lg font-semibold whitespace-nowrap text-gray-900 tabular-nums">{formatKsh(p.amount)}</p>
        </div>
        <p className="mt-1 text-sm text-gray-600">{PAY_TEXT.paidOn(formatDay(p.receivedAt))}</p>
        <div className="mt-auto flex gap-2 pt-3 [&>button]:flex-1 sm:[&>button]:flex-none sm:justify-end">
          <Button
            variant="secondary"
            size="sm"
            icon={<X className="size-4" aria-hidden="true" />}
            aria-label={PAY_TEXT.rejectWhat(buttonName(p))}
            onClick={onReject}
          >
            {PAY_TEXT.reject}
          </Button>
          <Button
            size="sm"
            loading={confirming}
            icon={<Check className="size-4" aria-hidden="true" />}
            aria-label={PAY_TEXT.confirmWhat(buttonName(p))}
            onClick={onConfirm}
          >
            {PAY_TEXT.confirm}
          </Button>
        </div>
      </article>
    </Card>
  );
}
