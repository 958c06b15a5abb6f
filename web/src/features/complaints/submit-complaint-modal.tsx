import { MAX_COMPLAINT_TEXT, MSG, ZCreateComplaintRequest } from '@safestay/contracts';
import { TextAreaField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { errorText } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useCreateComplaint } from './api';

const EMPTY = { title: '', description: '' };

/** docs/product.md §2/§5: title and description are both required. */
export function SubmitComplaintModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(ZCreateComplaintRequest, EMPTY);
  const create = useCreateComplaint();

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async (complaint) => {
    try {
      await create.mutateAsync(complaint);
      toast.success(MSG.complaintSubmitted);
      close();
    } catch (error) {
      toast.error(MSG.complaintFailed(errorText(error)));
    }
  });

  return (
    <FormModal
      open={open}
      title="Submit Complaint"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Submit Complaint"
      submitting={create.isPending}
    >
      <TextField
        label="Title"
        limit={MAX_COMPLAINT_TEXT}
        placeholder="e.g. Kitchen tap is leaking"
        required
        {...form.field('title')}
      />
      <TextAreaField
        label="Description"
        limit={MAX_COMPLAINT_TEXT}
        placeholder="What is wrong, where, and since when?"
        required
        rows={5}
        {...form.field('description')}
      />
    </FormModal>
  );
}
