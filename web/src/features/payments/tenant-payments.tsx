import { HandCoins } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { deferred } from '../../lib/deferred';
import { pagesOf } from '../../lib/paging';
import { useLoggedFailure } from '../../lib/query';
import { usePaymentPages } from './api';
import { PaymentList } from './payment-list';
import { PAY_TEXT } from './texts';
import { usePaymentLink } from './use-payment-link';

const ClaimPaymentModal = deferred(() => import('./claim-payment-modal').then((m) => m.ClaimPaymentModal));

/** The tenant's payments, each with where it stands, and "I paid" to tell the landlord. */
export function TenantPayments() {
  const link = usePaymentLink('claim');
  // A tenant's payments are few a month: by count, under month headings.
  const paged = usePaymentPages('all', null, false);
  useLoggedFailure(paged.error, 'payments');
  const { items, more } = pagesOf(paged);

  const claimButton = (
    <Button icon={<HandCoins className="size-4" aria-hidden="true" />} onClick={link.openForm}>
      {PAY_TEXT.claimButton}
    </Button>
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={PAY_TEXT.tenantTitle} subtitle={PAY_TEXT.tenantSubtitle} actions={claimButton} />
      <h2 className="sr-only">{PAY_TEXT.yourPayments}</h2>
      <PaymentList
        payments={items}
        viewer="Tenant"
        loading={paged.isPending}
        emptyText={PAY_TEXT.noPaymentsTenant}
        emptyAction={claimButton}
        more={more}
      />
      <ClaimPaymentModal open={link.formOpen} prefill={link.prefill} onClose={link.close} />
    </div>
  );
}
