import type { ChatMessage, User } from '@safestay/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { ConversationView } from './conversation-view';

const me = { id: 'me', _id: 'me', name: 'Tom Tenant', role: 'Tenant' } as User;
const partner = { id: 'p1', name: 'Lara Landlord', role: 'Landlord' as const };

function stored(message: string, id = 'm1'): ChatMessage {
  return {
    _id: id,
    message,
    senderId: { _id: 'me', name: me.name, role: 'Tenant' },
    receiverId: { _id: 'p1', name: partner.name, role: 'Landlord' },
    senderName: me.name,
    createdAt: new Date().toISOString(),
    clientMessageId: 'c1',
  };
}

let fetchMock: ReturnType<typeof serveApi>;
beforeEach(() => {
  saveSession('token', me);
});
afterEach(() => {
  clearSession();
});

function renderView(onStored = vi.fn()) {
  renderWithProviders(
    <ConversationView me="me" partner={partner} online={false} onStored={onStored} onBack={() => {}} />,
  );
  return onStored;
}

/** The conversation's history (empty) and POST /chats answered with `post`. */
function serve(post: () => Promise<Response>) {
  fetchMock = serveApi({ 'GET /api/chats/conversation/me/p1': () => json([]), 'POST /api/chats': post });
}

describe('ConversationView', () => {
  it('shows the message faded with ⏳ Sending... until the server answers, then hands the stored copy over', async () => {
    let answer: (r: Response) => void = () => {};
    serve(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const onStored = renderView();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    await user.type(box, 'Hello there{Enter}');
    expect(box).toHaveValue('');
    expect(await screen.findByText('⏳ Sending...')).toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    // While in flight, the send button is locked.
    await user.type(box, 'next');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    const body = JSON.parse(String(fetchMock.mock.calls.find((c) => c[1]?.method === 'POST')?.[1]?.body));
    expect(body).toMatchObject({ receiverId: 'p1', message: 'Hello there' });
    expect(typeof body.clientMessageId).toBe('string');
    await act(async () => answer(json({ success: true, chat: stored('Hello there'), message: 'Message sent' }, 201)));
    expect(onStored).toHaveBeenCalledWith(expect.objectContaining({ _id: 'm1', message: 'Hello there' }));
    expect(screen.queryByText('⏳ Sending...')).not.toBeInTheDocument();
  });

  it('keeps the send button locked about 500 ms after a send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve(async () => json({ success: true, chat: stored('one'), message: 'Message sent' }, 201));
      renderView();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const box = screen.getByRole('textbox', { name: 'Type a message' });
      await user.type(box, 'one{Enter}');
      await user.type(box, 'two');
      const send = screen.getByRole('button', { name: 'Send message' });
      expect(send).toBeDisabled();
      await act(async () => {
        vi.advanceTimersByTime(600);
      });
      expect(send).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on failure removes the optimistic message, restores the text and shows the SPEC message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve(async () => json({ message: 'boom' }, 500));
    renderView();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    await user.type(box, 'Will fail{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(warn).toHaveBeenCalledWith('Could not send the message', expect.anything());
    expect(box).toHaveValue('Will fail');
    expect(screen.queryByText('⏳ Sending...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chat-message-pending')).not.toBeInTheDocument();
  });

  it('Shift+Enter adds a line; empty text cannot be sent', async () => {
    serve(async () => json({}));
    renderView();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(box, '   {Enter}');
    await user.type(box, 'a{Shift>}{Enter}{/Shift}b');
    expect(box).toHaveValue('   a\nb');
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);
  });
});
