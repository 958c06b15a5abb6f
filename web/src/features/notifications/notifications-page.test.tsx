import type { UpdatePreferencesRequest } from '@safestay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { aNotification, aPreferences, notificationsAnswer } from './notification-fixtures';
import { NotificationsPage } from './notifications-page';

const tenant = aUser();
const landlord = aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' });

function serve(routes: Record<string, ApiHandler>) {
  return serveApi({
    'GET /api/notifications?limit=20': notificationsAnswer([], 0),
    'GET /api/notifications?limit=50': notificationsAnswer([], 0),
    'GET /api/notifications/preferences': () => json(aPreferences()),
    ...routes,
  });
}

afterEach(() => clearSession());

describe('NotificationsPage', () => {
  it('lists every notification, a page at a time, and marks all read', async () => {
    saveSession('token', tenant);
    const first = [
      aNotification({ kind: 'receipt', title: 'Payment received: KSH 5,000', link: '/payments' }),
      aNotification({ kind: 'new_bill', title: 'New bill: KSH 15,000', readAt: '2026-03-01T10:00:00.000Z' }),
    ];
    const fetchStub = serve({
      'GET /api/notifications?limit=20': notificationsAnswer(first, 1),
      'GET /api/notifications?limit=50': notificationsAnswer(first, 1, 'c2'),
      'GET /api/notifications?limit=50&cursor=c2': notificationsAnswer(
        [aNotification({ kind: 'reminder', title: 'Rent reminder', readAt: '2026-02-01T10:00:00.000Z' })],
        1,
      ),
      'POST /api/notifications/read': () => json({ message: 'Marked as read.', unread: 0 }),
    });
    const { user } = renderWithProviders(<NotificationsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /^Unread: Payment received: KSH 5,000/ })).toHaveAttribute(
      'href',
      '/payments',
    );
    expect(await screen.findByText('1 unread')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show more notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Rent reminder')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more notifications' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All caught up')).toBeVisible();
    expect(within(list).queryByText('Unread:', { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    const read = fetchStub.mock.calls.find(([url]) => String(url) === '/api/notifications/read');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ all: true });
  });

  it('shows the empty state when there is no news', async () => {
    saveSession('token', landlord);
    serve({
      'GET /api/notifications/preferences': () =>
        json(aPreferences({ kinds: [{ kind: 'complaint_new', sms: false, email: true }] })),
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications yet')).toBeVisible();
    expect(screen.getByText(/Payments, claims to confirm/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });
});

describe('notification preferences', () => {
  it('saves SMS and email per kind and stopping SMS reminders, and says so', async () => {
    saveSession('token', tenant);
    const sent: UpdatePreferencesRequest[] = [];
    serve({
      'PUT /api/notifications/preferences': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as UpdatePreferencesRequest;
        sent.push(body);
        return json(aPreferences({ kinds: body.kinds, smsRemindersStopped: body.smsRemindersStopped }));
      },
    });
    const { user } = renderWithProviders(<NotificationsPage />);
    const form = await screen.findByRole('form', { name: 'Notification preferences' });
    const rows = within(form).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Receipts for my payments',
      'New bills',
      'Rent reminders',
      'When my landlord lets me in or says no',
      'Progress on my complaints',
      'Chat messages I have not read',
    ]);
    expect(within(form).getByRole('checkbox', { name: 'SMS for Rent reminders' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Email for Rent reminders' })).not.toBeChecked();
    expect(within(form).getByText('SMS go to +254711000000.')).toBeVisible();
    expect(within(form).getByText('Emails go to tom@example.com.')).toBeVisible();
    expect(within(form).getByText('This SafeStay does not send SMS yet; messages are kept.')).toBeVisible();
    expect(within(form).getByText('This SafeStay does not send email yet; messages are kept.')).toBeVisible();

    await user.click(within(form).getByRole('checkbox', { name: 'Email for New bills' }));
    await user.click(within(form).getByRole('switch', { name: /Stop SMS reminders/ }));
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));

    await findToast('Notification preferences saved.');
    expect(sent).toHaveLength(1);
    expect(sent[0].smsRemindersStopped).toBe(true);
    expect(sent[0].kinds).toContainEqual({ kind: 'new_bill', sms: true, email: false });
    expect(sent[0].kinds).toContainEqual({ kind: 'receipt', sms: true, email: true });
    expect(within(form).getByRole('checkbox', { name: 'Email for New bills' })).not.toBeChecked();
  });

  it("shows a landlord's kinds, warns of a phone SMS cannot reach, and shows a refusal", async () => {
    saveSession('token', landlord);
    serve({
      'GET /api/notifications/preferences': () =>
        json(
          aPreferences({
            kinds: [{ kind: 'complaint_new', sms: true, email: true }],
            phone: null,
            email: 'lara@example.com',
            delivery: { sms: true, email: true },
          }),
        ),
      'PUT /api/notifications/preferences': () => json({ message: 'Too many requests, try again later.' }, 429),
    });
    const { user } = renderWithProviders(<NotificationsPage />);
    const form = await screen.findByRole('form', { name: 'Notification preferences' });
    const labels = within(form)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(labels).toEqual([
      'M-Pesa payments received',
      'Tenants saying they paid',
      'People asking to join',
      'New complaints',
      'Chat messages I have not read',
    ]);
    // Saved choices where there are some, else each kind's default.
    expect(within(form).getByRole('checkbox', { name: 'SMS for New complaints' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'SMS for Tenants saying they paid' })).not.toBeChecked();
    expect(
      within(form).getByText('Your phone number is not a Kenyan mobile number, so SMS cannot reach you.'),
    ).toBeVisible();
    expect(within(form).queryByText(/does not send/)).toBeNull();
    expect(within(form).queryByRole('switch')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Too many requests, try again later.')).toBeVisible();
  });
});
