import type { HowToPay } from '@safestay/contracts';
import { Smartphone } from 'lucide-react';

/** "Pay to Paybill 174379, account A4": where rent goes from the M-Pesa menu, once the landlord set it up. */
export function HowToPayNote({ info }: { info: HowToPay | undefined }) {
  if (!info?.shortcode) return null;
  const where =
    info.shortcodeType === 'till'
      ? `Till number ${info.shortcode}`
      : `Paybill ${info.shortcode}${info.accountNumber ? `, account ${info.accountNumber}` : ''}`;
  return (
    <div className="mb-4 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3">
      <Smartphone className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <p className="text-sm text-emerald-950">
        <span className="font-semibold">Pay to {where}</span> from the M-Pesa menu
        {info.payNow ? ', or press “Pay” on a bill to get the prompt on your phone.' : '.'} It reaches your bills by
        itself.
      </p>
    </div>
  );
}
