import { MAX_COMPLAINT_TEXT, ZAddComplaintNoteRequest } from '@safestay/contracts';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useAddComplaintNote } from './api';

const EMPTY = { note: '' };

/** The landlord's note on a complaint (docs/product.md §5: note required). */
export function AddNoteModal({
  complaint,
  onClose,
}: {
  complaint: { _id: string; title: string } | null;
  onClose: () => void;
}) {
  const form = useSchemaForm(ZAddComplaintNoteRequest, EMPTY);
  const addNote = useAddComplaintNote();

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.submit(async ({ note }) => {
    if (!complaint) return;
    const outcome = await runAction(() => addNote.mutateAsync({ id: complaint._id, note }));
    if (outcome.ok) close();
  });

  return (
    <FormModal
      open={complaint !== null}
      title="Add Note"
      onClose={close}
      onSubmit={onSubmit}
      submitLabel="Add Note"
      submitting={addNote.isPending}
    >
      {complaint ? (
        <p className="text-sm text-gray-600">
          On: <span className="font-medium wrap-anywhere text-gray-900">{complaint.title}</span>
        </p>
      ) : null}
      <TextAreaField
        label="Note"
        limit={MAX_COMPLAINT_TEXT}
        placeholder="What was done, or what happens next?"
        required
        rows={4}
        {...form.field('note')}
      />
    </FormModal>
  );
}
