import { MAX_REASON, type Tenancy, ZRejectTenancyRequest } from '@safestay/contracts';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useRejectTenancy } from './api';

const EMPTY = { reason: '' };

/** Turns a join request down; the person reads the reason when they next sign in. */
export function RejectTenancyModal({ tenancy, onClose }: { tenancy: Tenancy | null; onClose: () => void }) {
  const form = useSchemaForm(ZRejectTenancyRequest, EMPTY);
  const reject = useRejectTenancy();

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async (body) => {
    if (!tenancy) return;
    try {
      const result = await reject.mutateAsync({ id: tenancy._id, body });
      toast.success(result.message);
      close();
    } catch (error) {
      toast.error(errorText(error));
    }
  });

  return (
    <FormModal
      open={tenancy !== null}
      title={tenancy ? `Reject ${tenancy.tenant.name}` : 'Reject'}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Reject request"
      submitting={reject.isPending}
    >
      <TextAreaField
        label="Reason"
        hint="They read this when they next sign in."
        limit={MAX_REASON}
        required
        rows={4}
        {...form.field('reason')}
      />
    </FormModal>
  );
}
