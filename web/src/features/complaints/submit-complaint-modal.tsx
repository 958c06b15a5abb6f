import { MAX_COMPLAINT_TEXT, ZCreateComplaintRequest } from '@safestay/contracts';
import { TextAreaField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
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
    const outcome = await runAction(() => create.mutateAsync(complaint));
    if (outcome.ok) close();
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
