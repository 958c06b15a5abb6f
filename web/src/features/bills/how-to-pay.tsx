import type { HowToPay } from '@safestay/contracts';
import { Smartphone } from 'lucide-react';
import { BILL_TEXT } from './texts';

/** "Pay to Paybill 174379, account A4": where rent goes from the M-Pesa menu, once the landlord set it up. */
export function HowToPayNote({ info }: { info: HowToPay | undefined }) {
  if (!info?.shortcode) return null;
  const where =
    info.shortcodeType === 'till'
      ? BILL_TEXT.tillNumber(info.shortcode)
      : BILL_TEXT.paybill(info.shortcode, info.accountNumber ?? null);
  return (
    <div className="mb-4 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3">
      <Smartphone className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <p className="text-sm text-emerald-950">
        <span className="font-semibold">{BILL_TEXT.payTo(where)}</span>
        {BILL_TEXT.fromMenu}
        {info.payNow ? BILL_TEXT.orPressPay : BILL_TEXT.fullStop}
        {BILL_TEXT.reachesBills}
      </p>
    </div>
  );
}
