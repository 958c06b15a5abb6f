import { BILL_MSG, type Bill } from '@safestay/contracts';
import { Ban, Banknote, Download, FileCheck2, HandCoins, History, Pencil, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { runAction } from '../../lib/action';
import { downloadBill, downloadReceipt } from './api';
import { historyPath, isOpen, recordPaymentPath } from './bill-facts';
import { type Action, MoreActions } from './more-actions';
import { BILL_TEXT } from './texts';

export interface BillHandlers {
  onEdit?: (bill: Bill) => void;
  onVoid?: (bill: Bill) => void;
  /** The landlord's cash received; a tenant's one "Pay", which offers the ways to pay. */
  onPay?: (bill: Bill) => void;
}

interface BillActionsProps extends BillHandlers {
  bill: Bill;
  isLandlord: boolean;
  /** Icons only (the desktop table): the name is in aria-label and the tooltip. */
  compact?: boolean;
}

const icon = (Icon: typeof Pencil) => <Icon className="size-4" aria-hidden="true" />;

/**
 * What can be done with a bill. The landlord sees Record payment and Edit, and the rest (cash
 * received, Void, History, the PDFs) under "More"; a tenant living there has one way to pay, "Pay"
 * (M-Pesa when the landlord set it up, or saying they paid in cash or another way), and downloads
 * the bill, and the receipt once it is paid. A voided charge keeps its history and PDF.
 */
export function BillActions({ bill, isLandlord, compact, onEdit, onVoid, onPay }: BillActionsProps) {
  const [downloading, setDownloading] = useState<'bill' | 'receipt' | null>(null);
  const open = isOpen(bill);
  const voided = Boolean(bill.voidedAt);
  const what = bill.description;

  const download = async (kind: 'bill' | 'receipt') => {
    setDownloading(kind);
    await runAction(() => (kind === 'bill' ? downloadBill(bill._id) : downloadReceipt(bill._id)));
    setDownloading(null);
  };

  const documents: Action[] = [
    {
      key: 'bill',
      label: BILL_TEXT.downloadBill,
      name: BILL_TEXT.downloadBillFor(what),
      icon: icon(Download),
      loading: downloading === 'bill',
      onClick: () => void download('bill'),
    },
  ];
  if (bill.status === 'Paid' && !voided) {
    documents.push({
      key: 'receipt',
      label: BILL_TEXT.downloadReceipt,
      name: BILL_TEXT.downloadReceiptFor(what),
      icon: icon(FileCheck2),
      loading: downloading === 'receipt',
      onClick: () => void download('receipt'),
    });
  }

  const shown: Action[] = [];
  const more: Action[] = [];
  if (isLandlord) {
    if (open) {
      shown.push({
        key: 'record',
        label: BILL_TEXT.recordPayment,
        name: BILL_TEXT.recordPaymentFor(what),
        icon: icon(HandCoins),
        to: recordPaymentPath(bill),
      });
    }
    if (!voided && onEdit) {
      shown.push({
        key: 'edit',
        label: BILL_TEXT.edit,
        name: BILL_TEXT.editWhat(what),
        icon: icon(Pencil),
        onClick: () => onEdit(bill),
      });
    }
    if (open && onPay) {
      more.push({
        key: 'pay',
        label: BILL_TEXT.recordCash,
        name: BILL_TEXT.recordCashFor(what),
        icon: icon(Banknote),
        onClick: () => onPay(bill),
      });
    }
    if (!voided && onVoid) {
      more.push({
        key: 'void',
        label: BILL_TEXT.void,
        name: BILL_TEXT.voidWhat(what),
        icon: icon(Ban),
        onClick: () => onVoid(bill),
      });
    }
    more.push(
      {
        key: 'history',
        label: BILL_TEXT.history,
        name: BILL_TEXT.historyOf(what),
        icon: icon(History),
        to: historyPath(bill),
      },
      ...documents,
    );
  } else {
    if (open && onPay) {
      shown.push({
        key: 'pay',
        label: BILL_MSG.pay,
        name: `${BILL_MSG.pay} ${what}`,
        icon: icon(Wallet),
        primary: true,
        onClick: () => onPay(bill),
      });
    }
    shown.push(...documents);
  }

  return (
    <div
      className={
        compact
          ? 'flex flex-nowrap items-center justify-end gap-1'
          : 'mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4 sm:justify-end [&>*]:flex-1 [&>*]:whitespace-nowrap sm:[&>*]:flex-none'
      }
    >
      {shown.map((a) => (compact ? <IconAction key={a.key} action={a} /> : <LabelledAction key={a.key} action={a} />))}
      {more.length > 0 ? <MoreActions what={what} actions={more} compact={compact} /> : null}
    </div>
  );
}

function LabelledAction({ action: a }: { action: Action }) {
  const variant = a.primary ? 'primary' : 'secondary';
  if (a.to) {
    return (
      <Link to={a.to} aria-label={a.name} className={buttonClasses(variant, 'sm')}>
        {a.icon}
        {a.label}
      </Link>
    );
  }
  return (
    <Button variant={variant} size="sm" icon={a.icon} loading={a.loading} onClick={a.onClick} aria-label={a.name}>
      {a.label}
    </Button>
  );
}

const iconButton = 'w-9 px-0!';

function IconAction({ action: a }: { action: Action }) {
  if (a.to) {
    return (
      <Link to={a.to} aria-label={a.name} title={a.label} className={buttonClasses('ghost', 'sm', iconButton)}>
        {a.icon}
      </Link>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className={iconButton}
      icon={a.icon}
      loading={a.loading}
      onClick={a.onClick}
      aria-label={a.name}
      title={a.label}
    />
  );
}
