import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** A positive amount in shillings from a link, else nothing (the form then starts empty). */
function amountOf(raw: string | null): string | null {
  if (!raw) return null;
  const kes = Number(raw);
  return Number.isFinite(kes) && kes > 0 ? String(kes) : null;
}

/**
 * Other screens link here: `?record=1&tenancy=…&bill=…&amount=…` opens the landlord's form,
 * `?claim=1&bill=…&amount=…` the tenant's, both filled in; `?tenancy=…` alone narrows the
 * landlord's list. The form shows while the link asks for it or a button opened it; closing it
 * takes the request out of the address (the tenancy filter stays).
 */
export function usePaymentLink(open: 'record' | 'claim') {
  const [params, setParams] = useSearchParams();
  const [byButton, setByButton] = useState(false);
  const fromLink = params.get(open) === '1';
  const tenancyId = params.get('tenancy');

  const close = () => {
    setByButton(false);
    if (!fromLink && !params.has('bill') && !params.has('amount')) return;
    const next = new URLSearchParams(params);
    for (const key of [open, 'bill', 'amount']) next.delete(key);
    setParams(next, { replace: true });
  };
  const clearTenancy = () => {
    const next = new URLSearchParams(params);
    next.delete('tenancy');
    setParams(next);
  };

  return {
    formOpen: fromLink || byButton,
    openForm: () => setByButton(true),
    close,
    tenancyId,
    clearTenancy,
    /** What the link fills in; a form opened by its button starts empty (but for the tenant filtered on). */
    prefill: fromLink
      ? { tenancyId, billId: params.get('bill'), amount: amountOf(params.get('amount')) }
      : { tenancyId, billId: null, amount: null },
  };
}
