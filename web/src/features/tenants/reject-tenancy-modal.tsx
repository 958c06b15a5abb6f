import type { Tenancy } from '@safestay/contracts';
import { ReasonFormModal } from '../../components/ui/reason-modal';
import { useRejectTenancy } from './api';

/** Turns a join request down; the person reads the reason when they next sign in. */
export function RejectTenancyModal({ tenancy, onClose }: { tenancy: Tenancy | null; onClose: () => void }) {
  const reject = useRejectTenancy();
  return (
    <ReasonFormModal
      open={tenancy !== null}
      title={tenancy ? `Reject ${tenancy.tenant.name}` : 'Reject'}
      submitLabel="Reject request"
      hint="They read this when they next sign in."
      rows={4}
      send={(reason) => reject.mutateAsync({ id: tenancy?._id ?? '', body: { reason } })}
      sending={reject.isPending}
      onClose={onClose}
    />
  );
}
