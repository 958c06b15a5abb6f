import { MAX_COMPLAINT_TEXT, MSG, ZAddComplaintNoteRequest } from '@safestay/contracts';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { useSchemaForm } from '../../lib/form';
import { toast } from '../../lib/toast';
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
    try {
      await addNote.mutateAsync({ id: complaint._id, note });
      close();
    } catch {
      toast.error(MSG.noteFailed);
    }
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
