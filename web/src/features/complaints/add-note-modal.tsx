import { MAX_COMPLAINT_TEXT, MSG } from '@safestay/contracts';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../components/ui/field';
import { FormModal } from '../../components/ui/form-modal';
import { toast } from '../../lib/toast';
import { useAddComplaintNote } from './api';

/** The landlord's note on a complaint (docs/product.md §5: note required). */
export function AddNoteModal({
  complaint,
  onClose,
}: {
  complaint: { _id: string; title: string } | null;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const addNote = useAddComplaintNote();

  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complaint) return;
    if (!note.trim()) {
      setError('Note is required.');
      return;
    }
    setError(undefined);
    try {
      await addNote.mutateAsync({ id: complaint._id, note: note.trim() });
      close();
    } catch {
      toast.error(MSG.noteFailed);
    }
  };

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
        name="note"
        value={note}
        limit={MAX_COMPLAINT_TEXT}
        placeholder="What was done, or what happens next?"
        error={error}
        required
        rows={4}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormModal>
  );
}
