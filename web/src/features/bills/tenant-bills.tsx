import type { Bill } from '@safestay/contracts';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/card';
import { deferred } from '../../lib/deferred';
import { PAGE_SIZE } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { useHowToPay, useOwnBills } from './api';
import { BillList, owedBy } from './bill-list';
import { HowToPayNote } from './how-to-pay';
import { BILL_TEXT } from './texts';

const PayChoiceDialog = deferred(() => import('./pay-choice-dialog').then((m) => m.PayChoiceDialog));
const PayBillDialog = deferred(() => import('./pay-bill-dialog').then((m) => m.PayBillDialog));
// The M-Pesa prompt's dialog checks with the contracts' zod schema: it loads after the screen.
const PayNowDialog = deferred(() => import('./pay-now-dialog').then((m) => m.PayNowDialog));

/** docs/product.md §2 "Bills screen", tenant: their own few bills, shown a page at a time. */
export function TenantBills() {
  const bills = useOwnBills();
  useLoggedFailure(bills.error, 'bills');
  const [visible, setVisible] = useState(PAGE_SIZE);
  // "Pay" offers the ways to pay; then M-Pesa's prompt, or saying they paid in cash.
  const [choosing, setChoosing] = useState<Bill | null>(null);
  const [paying, setPaying] = useState<Bill | null>(null);
  const [payingNow, setPayingNow] = useState<Bill | null>(null);
  const choose = (then: (bill: Bill) => void) => (bill: Bill) => {
    setChoosing(null);
    then(bill);
  };
  // Someone who moved out reads their bills and may still say they paid what they owe (in cash or
  // by M-Pesa: a claim the landlord confirms); paying from the app (the M-Pesa prompt) is for the
  // people living there.
  const movedOut = useSession().user?.tenancyStatus === 'ended';
  const howToPay = useHowToPay(!movedOut);
  useLoggedFailure(howToPay.error, 'how to pay by M-Pesa');
  // The server's order: overdue first, then due soon, then paid (docs/ledger.md "A tenant's bills").
  const list = bills.data ?? [];
  const owed = owedBy(list);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={BILL_TEXT.tenantTitle} subtitle={BILL_TEXT.tenantSubtitle} />
      <HowToPayNote info={howToPay.data} />
      <BillList
        bills={list.slice(0, visible)}
        loading={bills.isPending}
        total={list.length}
        outstanding={owed}
        isLandlord={false}
        emptyText={BILL_TEXT.tenantEmpty}
        emptyAction={null}
        more={
          list.length > visible
            ? { remaining: list.length - visible, loading: false, show: () => setVisible((v) => v + PAGE_SIZE) }
            : null
        }
        onPay={setChoosing}
      />
      <PayChoiceDialog
        bill={choosing}
        owed={owed}
        payNow={Boolean(howToPay.data?.payNow)}
        onPayNow={choose(setPayingNow)}
        onPaidCash={choose(setPaying)}
        onClose={() => setChoosing(null)}
      />
      <PayBillDialog bill={paying} isLandlord={false} owed={owed} onClose={() => setPaying(null)} />
      <PayNowDialog bill={payingNow} owed={owed} onClose={() => setPayingNow(null)} />
    </div>
  );
}
