import { MAX_COMPLAINT_TEXT, ZAddComplaintNoteRequest } from '@safestay/contracts';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useAddComplaintNote } from './api';
import { COMPLAINT_TEXT } from './texts';

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
      title={COMPLAINT_TEXT.addNote}
      onClose={close}
      onSubmit={onSubmit}
      submitLabel={COMPLAINT_TEXT.addNote}
      submitting={addNote.isPending}
    >
      {complaint ? (
        <p className="text-sm text-gray-600">
          {COMPLAINT_TEXT.noteOn}
          <span className="font-medium wrap-anywhere text-gray-900">{complaint.title}</span>
        </p>
      ) : null}
      <TextAreaField
        label={COMPLAINT_TEXT.note}
        limit={MAX_COMPLAINT_TEXT}
        placeholder={COMPLAINT_TEXT.notePlaceholder}
        required
        rows={4}
        {...form.field('note')}
      />
    </FormModal>
  );
}
