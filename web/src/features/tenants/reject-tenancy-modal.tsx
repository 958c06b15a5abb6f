import type { Tenancy } from '@safestay/contracts';
import { ReasonFormModal } from '../../components/ui/reason-modal';
import { useRejectTenancy } from './api';
import { TENANT_TEXT } from './texts';

/** Turns a join request down; the person reads the reason when they next sign in. */
export function RejectTenancyModal({ tenancy, onClose }: { tenancy: Tenancy | null; onClose: () => void }) {
  const reject = useRejectTenancy();
  return (
    <ReasonFormModal
      open={tenancy !== null}
      title={tenancy ? TENANT_TEXT.rejectWho(tenancy.tenant.name) : TENANT_TEXT.reject}
      submitLabel={TENANT_TEXT.rejectRequest}
      hint={TENANT_TEXT.rejectHint}
      rows={4}
      send={(reason) => reject.mutateAsync({ id: tenancy?._id ?? '', body: { reason } })}
      sending={reject.isPending}
      onClose={onClose}
    />
  );
}
