import type { NotificationPayload } from '@safestay/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { notificationKeys } from './api';
import { NotificationBell } from './notification-bell';
import { aNotification, notificationsAnswer } from './notification-fixtures';
import { applyNotification, useNotificationsLive } from './use-notifications-live';

// The live connection: a stand-in the test emits server events on.
const live = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = {
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    connected: false,
    disconnect: () => {},
  };
  return { handlers, socket };
});
vi.mock('../../lib/socket', () => ({ connectSocket: () => live.socket }));

const latest = notificationsAnswer;

function Bell() {
  useNotificationsLive();
  return <NotificationBell variant="sheet" />;
}

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => {
  clearSession();
  live.handlers.clear();
});

describe('the bell', () => {
  it('shows the unread count as a badge and in its name', async () => {
    serveApi({ 'GET /api/notifications?limit=20': latest([aNotification()], 3) });
    renderWithProviders(<Bell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('bell-badge')).toHaveTextContent('3');
  });

  it('says 9+ when there are more than nine', async () => {
    serveApi({ 'GET /api/notifications?limit=20': latest([aNotification()], 12) });
    renderWithProviders(<Bell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 12 unread' })).toHaveTextContent('9+');
  });

  it('follows the count live and shows the news in a toast', async () => {
    serveApi({ 'GET /api/notifications?limit=20': latest([], 0) });
    const { user } = renderWithProviders(<Bell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('bell-badge')).toBeNull();
    await waitFor(() => expect(live.handlers.has('notification')).toBe(true));

    const news = aNotification({ title: 'To confirm: KSH 5,000', kind: 'claim', link: '/payments?status=pending' });
    act(() => live.handlers.get('notification')?.({ notification: news, unread: 1 } satisfies NotificationPayload));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await findToast('To confirm: KSH 5,000');

    // Read on another device: only the count comes.
    act(() => live.handlers.get('notification')?.({ notification: null, unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeVisible();
  });

  it('fetches the news again each time the connection is made, for what came while there was none', async () => {
    let unread = 0;
    serveApi({ 'GET /api/notifications?limit=20': () => notificationsAnswer([], unread)() });
    renderWithProviders(<Bell />);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(live.handlers.has('connect')).toBe(true));
    unread = 2;
    act(() => live.handlers.get('connect')?.(undefined));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('lists the latest; choosing one marks it read and follows its link', async () => {
    const complaint = aNotification();
    const older = aNotification({
      kind: 'claim',
      title: 'To confirm: KSH 2,000',
      link: '/payments?status=pending',
      readAt: '2026-03-01T10:00:00.000Z',
      createdAt: '2026-03-01T09:00:00.000Z',
    });
    const fetchStub = serveApi({
      'GET /api/notifications?limit=20': latest([complaint, older], 1),
      'POST /api/notifications/read': () => json({ message: 'Marked as read.', unread: 0 }),
    });
    const { user } = renderWithProviders(<Bell />, {
      path: '/dashboard',
      // The bell stays in the layout: the next screen has it too.
      routes: {
        '/complaints': (
          <>
            <p>Complaints screen</p>
            <Bell />
          </>
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link')).toHaveAccessibleName(/^Unread: New complaint/);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[1]).getByRole('link')).toHaveAccessibleName(/^To confirm: KSH 2,000/);
    expect(within(panel).getByRole('link', { name: 'See all and settings' })).toHaveAttribute('href', '/notifications');

    await user.click(within(items[0]).getByRole('link'));
    expect(await screen.findByText('Complaints screen')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    const read = fetchStub.mock.calls.find(([url]) => String(url) === '/api/notifications/read');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ ids: [complaint._id] });
  });

  it('marks all read', async () => {
    const fetchStub = serveApi({
      'GET /api/notifications?limit=20': latest([aNotification(), aNotification()], 2),
      'POST /api/notifications/read': () => json({ message: 'Marked as read.', unread: 0 }),
    });
    const { user } = renderWithProviders(<Bell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel).queryAllByText('Unread:', { exact: false })).toHaveLength(0));
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notifications', expanded: true })).toBeInTheDocument();
    const read = fetchStub.mock.calls.find(([url]) => String(url) === '/api/notifications/read');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ all: true });
  });

  it('says so when there is no news yet', async () => {
    serveApi({ 'GET /api/notifications?limit=20': latest([], 0) });
    const { user } = renderWithProviders(<Bell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('No notifications yet')).toBeVisible();
    expect(within(panel).getByText(/Payments, claims to confirm/)).toBeVisible();
  });
});

describe('live news', () => {
  it('refreshes what the kind of news moved', async () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.latest, { items: [], unread: 0 });
    for (const key of [['complaints', 'Landlord', null], ['payments', 'list'], ['bills', 'own'], ['rules']]) {
      client.setQueryData(key, []);
    }
    applyNotification(client, { notification: aNotification(), unread: 1 });
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['complaints', 'Landlord', null] as never)).toBe(true);
    expect(stale(['payments', 'list'])).toBe(false);
    expect(client.getQueryData(notificationKeys.latest)).toMatchObject({
      unread: 1,
      items: [{ title: 'New complaint' }],
    });

    applyNotification(client, {
      notification: aNotification({ kind: 'receipt', title: 'Payment received' }),
      unread: 2,
    });
    expect(stale(['payments', 'list'])).toBe(true);
    expect(stale(['bills', 'own'])).toBe(true);
    expect(stale(['rules'])).toBe(false);
  });
});
