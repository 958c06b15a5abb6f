import { MAX_COMPLAINT_TEXT, MSG } from '@safestay/contracts';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { errorText } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCreateComplaint } from './api';

const EMPTY = { title: '', description: '' };

/** docs/product.md §2/§5: title and description are both required. */
export function SubmitComplaintModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const create = useCreateComplaint();

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: values.title.trim() ? undefined : 'Title is required.',
      description: values.description.trim() ? undefined : 'Description is required.',
    };
    setErrors(next);
    if (next.title || next.description) return;
    try {
      await create.mutateAsync({ title: values.title.trim(), description: values.description.trim() });
      toast.success(MSG.complaintSubmitted);
      close();
    } catch (error) {
      toast.error(MSG.complaintFailed(errorText(error)));
    }
  };

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
        name="title"
        value={values.title}
        limit={MAX_COMPLAINT_TEXT}
        placeholder="e.g. Kitchen tap is leaking"
        error={errors.title}
        required
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        limit={MAX_COMPLAINT_TEXT}
        placeholder="What is wrong, where, and since when?"
        error={errors.description}
        required
        rows={5}
        onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
      />
    </FormModal>
  );
}
