import { BILL_MSG, type Bill, formatKsh } from '@safestay/contracts';
import { Banknote, ChevronRight, Landmark, Smartphone } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { UI_TEXT } from '../../components/ui/texts';
import { claimPaymentPath } from './bill-facts';
import { BILL_TEXT } from './texts';

interface PayChoiceDialogProps {
  bill: Bill | null;
  /** What the tenant owes in all (KES): every way to pay offers it, overdue bills settling first. */
  owed: number;
  /** M-Pesa can prompt the tenant's phone (the landlord saved their keys). */
  payNow: boolean;
  onPayNow: (bill: Bill) => void;
  onPaidCash: (bill: Bill) => void;
  onClose: () => void;
}

/**
 * A tenant's one way to pay a bill (docs/product.md §2 "Bills"): M-Pesa's prompt when the
 * landlord set it up, first; else saying they paid, in cash (the landlord confirms on receiving
 * it) or another way (the claim form, for an M-Pesa code, a bank transfer or a cheque).
 */
export function PayChoiceDialog({ bill, owed, payNow, onPayNow, onPaidCash, onClose }: PayChoiceDialogProps) {
  return (
    <Modal
      open={bill !== null}
      title={BILL_MSG.payTitle}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {UI_TEXT.cancel}
        </Button>
      }
    >
      {bill ? (
        <div className="space-y-4">
          <p className="text-sm text-gray-700">{BILL_MSG.payLeft(formatKsh(bill.remainingAmount), bill.description)}</p>
          {owed > bill.remainingAmount ? (
            <p className="text-sm font-medium text-gray-900">{BILL_TEXT.owedInAll(formatKsh(owed))}</p>
          ) : null}
          <ul className="space-y-2">
            {payNow ? (
              <Choice
                icon={Smartphone}
                label={BILL_MSG.payMpesa}
                hint={BILL_MSG.payMpesaHint}
                first
                onClick={() => onPayNow(bill)}
              />
            ) : null}
            <Choice
              icon={Banknote}
              label={BILL_MSG.paidCash}
              hint={BILL_MSG.paidCashHint}
              first={!payNow}
              onClick={() => onPaidCash(bill)}
            />
            <Choice
              icon={Landmark}
              label={BILL_MSG.paidOther}
              hint={BILL_MSG.paidOtherHint}
              to={claimPaymentPath(bill, Math.max(owed, bill.remainingAmount))}
            />
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}

interface ChoiceProps {
  icon: typeof Smartphone;
  label: string;
  hint: string;
  /** The way most people pay, drawn in the brand colour. */
  first?: boolean;
  onClick?: () => void;
  to?: string;
}

function Choice({ icon: Icon, label, hint, first, onClick, to }: ChoiceProps) {
  const hintId = useId();
  const className = `flex min-h-16 w-full items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${
    first ? 'border-emerald-600 bg-emerald-50 hover:bg-emerald-100' : 'border-gray-200 bg-white hover:bg-gray-50'
  }`;
  const body: ReactNode = (
    <>
      <Icon className={`size-6 shrink-0 ${first ? 'text-emerald-700' : 'text-gray-500'}`} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-gray-900">{label}</span>
        <span id={hintId} className="mt-0.5 block text-sm text-gray-600">
          {hint}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-gray-400" aria-hidden="true" />
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} aria-label={label} aria-describedby={hintId} className={className}>
          {body}
        </Link>
      ) : (
        <button type="button" aria-label={label} aria-describedby={hintId} onClick={onClick} className={className}>
          {body}
        </button>
      )}
    </li>
  );
}
