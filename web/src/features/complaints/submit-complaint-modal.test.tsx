import { MSG } from '@safestay/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, serveApi } from '../../testing/api';
import { findToast, renderWithProviders } from '../../testing/render';
import { SubmitComplaintModal } from './submit-complaint-modal';

// The form recipe of docs/decisions/0002, on one real form: the contracts' schema decides, the
// error shows beside its field, and what is sent is what the schema made of the input.

let fetchMock: ReturnType<typeof serveApi>;
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  fetchMock = serveApi({
    'POST /api/complaints': (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return json({ message: MSG.complaintSubmitted, complaint: {} }, 201);
    },
  });
});

describe('SubmitComplaintModal', () => {
  it('says beside each blank field that it is required, focuses the first and sends nothing', async () => {
    const { user } = renderWithProviders(<SubmitComplaintModal open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(title).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // The message goes as soon as the field is right.
    await user.type(title, 'Water');
    expect(title).not.toHaveAccessibleDescription();
  });

  it('refuses a text over the limit by name, and sends the trimmed text once it fits', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<SubmitComplaintModal open onClose={onClose} />);
    const description = screen.getByLabelText('Description');
    await user.type(screen.getByLabelText('Title'), '  Kitchen tap  ');
    await user.click(description);
    await user.paste('x'.repeat(5_001));
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    expect(description).toHaveAccessibleDescription('Description must be at most 5,000 characters.');
    expect(description).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(description);
    await user.type(description, ' Leaking since Monday. ');
    await user.click(screen.getByRole('button', { name: 'Submit Complaint' }));
    await findToast(MSG.complaintSubmitted);
    expect(sent).toEqual([{ title: 'Kitchen tap', description: 'Leaking since Monday.' }]);
    expect(onClose).toHaveBeenCalled();
  });
});
