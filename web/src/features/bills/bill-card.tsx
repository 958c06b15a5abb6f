import { type Bill, MSG } from '@safestay/contracts';
import { Banknote, CalendarClock, CalendarDays, Download, FileCheck2, Pencil, User } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDate, formatKsh } from '../../lib/format';
import { toast } from '../../lib/toast';
import { downloadBill, downloadReceipt } from './api';
import { BillStatusBadge } from './bill-status-badge';

interface BillCardProps {
  bill: Bill;
  isLandlord: boolean;
  onEdit?: (bill: Bill) => void;
  onPay?: (bill: Bill) => void;
}

/** docs/product.md §2 "Bills screen": one bill, its amounts and the actions the caller may take. */
export function BillCard({ bill, isLandlord, onEdit, onPay }: BillCardProps) {
  const headingId = `bill-${bill._id}`;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="min-w-0 text-base font-semibold wrap-anywhere text-gray-900">
                {bill.description}
              </h2>
              <BillStatusBadge status={bill.status} />
            </div>
            <BillFacts bill={bill} isLandlord={isLandlord} />
          </div>
          <dl className="flex items-baseline gap-4 sm:flex-col sm:items-end sm:gap-0.5 sm:text-right">
            <div>
              <dt className="sr-only">Amount</dt>
              <dd className="text-xl font-semibold text-gray-900 tabular-nums">{formatKsh(bill.amount)}</dd>
            </div>
            {bill.remainingAmount < bill.amount ? (
              <div className="text-sm text-gray-600">
                <dt className="inline">Remaining </dt>
                <dd className="inline font-medium text-gray-900 tabular-nums">{formatKsh(bill.remainingAmount)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <BillActions bill={bill} isLandlord={isLandlord} onEdit={onEdit} onPay={onPay} />
      </article>
    </Card>
  );
}

/** Whose bill (for the landlord), when it is due and when it was last paid towards. */
function BillFacts({ bill, isLandlord }: { bill: Bill; isLandlord: boolean }) {
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
      {isLandlord ? (
        <div className="flex items-center gap-1.5">
          <User className="size-4 text-gray-400" aria-hidden="true" />
          <dt className="sr-only">Tenant</dt>
          <dd className="font-medium text-gray-800">{bill.tenant.name}</dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        <CalendarDays className="size-4 text-gray-400" aria-hidden="true" />
        <dt>Due</dt>
        <dd>{formatDate(bill.dueDate)}</dd>
      </div>
      {bill.paymentDate ? (
        <div className="flex items-center gap-1.5">
          <CalendarClock className="size-4 text-gray-400" aria-hidden="true" />
          <dt>Last payment</dt>
          <dd>{formatDate(bill.paymentDate)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Edit (landlord) or Pay Cash (a tenant living there, while unpaid), and the documents. */
function BillActions({ bill, isLandlord, onEdit, onPay }: BillCardProps) {
  const [downloading, setDownloading] = useState<'bill' | 'receipt' | null>(null);
  const isPaid = bill.status === 'Paid';

  const download = async (kind: 'bill' | 'receipt') => {
    setDownloading(kind);
    try {
      await (kind === 'bill' ? downloadBill(bill._id) : downloadReceipt(bill._id));
    } catch (error) {
      console.warn(`Could not download the ${kind}`, error);
      toast.error(kind === 'bill' ? MSG.billDownloadFailed : MSG.receiptDownloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4 sm:justify-end [&>button]:flex-1 [&>button]:whitespace-nowrap sm:[&>button]:flex-none">
      {isLandlord ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Pencil className="size-4" aria-hidden="true" />}
          onClick={() => onEdit?.(bill)}
          aria-label={`Edit ${bill.description}`}
        >
          Edit
        </Button>
      ) : !isPaid && onPay ? (
        <Button
          size="sm"
          icon={<Banknote className="size-4" aria-hidden="true" />}
          onClick={() => onPay?.(bill)}
          aria-label={`Pay Cash for ${bill.description}`}
        >
          Pay Cash
        </Button>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        loading={downloading === 'bill'}
        icon={<Download className="size-4" aria-hidden="true" />}
        onClick={() => download('bill')}
        aria-label={`Download Bill for ${bill.description}`}
      >
        Download Bill
      </Button>
      {isPaid ? (
        <Button
          variant="secondary"
          size="sm"
          loading={downloading === 'receipt'}
          icon={<FileCheck2 className="size-4" aria-hidden="true" />}
          onClick={() => download('receipt')}
          aria-label={`Download Receipt for ${bill.description}`}
        >
          Download Receipt
        </Button>
      ) : null}
    </div>
  );
}
