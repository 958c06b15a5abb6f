import type { ChatPartner, User } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { ChatPage } from './chat-page';

// No live connection in these tests: the lists come from the API.
vi.mock('../../lib/socket', () => ({
  connectSocket: () => ({ on: () => {}, off: () => {}, emit: () => {}, connected: false, disconnect: () => {} }),
}));

const landlord: ChatPartner = { _id: 'l1', name: 'Lara Landlord', role: 'Landlord', nationalID: '' };
const tenant: ChatPartner = { _id: 't1', name: 'Amina Otieno', role: 'Tenant', nationalID: '12345678' };

afterEach(() => clearSession());

describe('ChatPage', () => {
  it('a tenant’s chat opens on their landlord, before the first message', async () => {
    saveSession('token', { id: 't1', _id: 't1', name: tenant.name, role: 'Tenant' } as User);
    serveApi({
      'GET /api/chats/conversations': () => json([]),
      'GET /api/chats/partners': () => json([landlord]),
      'GET /api/chats/conversation/t1/l1': () => json([]),
    });
    renderWithProviders(<ChatPage />);
    const open = await screen.findByRole('region', { name: 'Conversation with Lara Landlord' });
    expect(within(open).getByRole('textbox', { name: 'Type a message' })).toBeVisible();
    expect(screen.queryByText('No conversations yet')).toBeNull();
    expect(screen.getByTestId('conversation')).toHaveTextContent('No messages yet');
  });

  it('a landlord with no conversation yet is offered to start one', async () => {
    saveSession('token', { id: 'l1', _id: 'l1', name: landlord.name, role: 'Landlord' } as User);
    serveApi({
      'GET /api/chats/conversations': () => json([]),
      'GET /api/chats/partners': () => json([tenant]),
    });
    renderWithProviders(<ChatPage />);
    expect(await screen.findByText('No conversations yet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Welcome to Safe Stay Chat' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Conversation with/ })).toBeNull();
  });

  it('a tenant sees the caretakers beside the landlord, each labelled; a caretaker sees the tenants', async () => {
    const caretaker: ChatPartner = { _id: 'c1', name: 'Wanjiru Kamau', role: 'Caretaker', nationalID: '' };
    saveSession('token', { id: 't1', _id: 't1', name: tenant.name, role: 'Tenant' } as User);
    const asked: string[] = [];
    serveApi({
      'GET /api/chats/conversations': (url) => {
        asked.push(url.search);
        return json([]);
      },
      'GET /api/chats/partners': (url) => {
        asked.push(url.search);
        return json([landlord, caretaker]);
      },
      'GET /api/chats/conversation/t1/l1': () => json([]),
    });
    const { user, unmount } = renderWithProviders(<ChatPage />);
    expect(await screen.findByText('Your landlord and caretakers')).toBeVisible();
    expect(asked).toEqual(['?include=caretakers', '?include=caretakers']);
    await user.click(screen.getAllByRole('button', { name: 'Start a new chat' })[0]);
    expect(screen.getByRole('button', { name: /Wanjiru Kamau/ })).toHaveTextContent('Caretaker');
    unmount();
    clearSession();

    saveSession('token', { id: 'c1', _id: 'c1', name: caretaker.name, role: 'Caretaker' } as User);
    serveApi({
      'GET /api/chats/conversations': () => json([]),
      'GET /api/chats/partners': () => json([tenant]),
    });
    renderWithProviders(<ChatPage />);
    expect(await screen.findByText('Your Tenants')).toBeVisible();
  });
});
