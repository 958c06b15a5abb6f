import { MAX_COMPLAINT_TEXT, ZCreateComplaintRequest } from '@safestay/contracts';
import { TextAreaField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useCreateComplaint } from './api';
import { COMPLAINT_TEXT } from './texts';

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
      title={COMPLAINT_TEXT.submit}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={COMPLAINT_TEXT.submit}
      submitting={create.isPending}
    >
      <TextField
        label={COMPLAINT_TEXT.titleField}
        limit={MAX_COMPLAINT_TEXT}
        placeholder={COMPLAINT_TEXT.titlePlaceholder}
        required
        {...form.field('title')}
      />
      <TextAreaField
        label={COMPLAINT_TEXT.description}
        limit={MAX_COMPLAINT_TEXT}
        placeholder={COMPLAINT_TEXT.descriptionPlaceholder}
        required
        rows={5}
        {...form.field('description')}
      />
    </FormModal>
  );
}
