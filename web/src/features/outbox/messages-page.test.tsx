import { formatDay, type OutboxMessage, type ReminderSettings } from '@safestay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { anMpesaSettings, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { MessagesPage } from './messages-page';
import { exampleDueDate } from './reminder-days';

const SAVED: ReminderSettings = { enabled: true, days: [-3, 0, 3], hour: 8 };

function aMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    _id: 'm1',
    channel: 'sms',
    kind: 'new_bill',
    to: '+254722000002',
    recipient: { _id: 't1', name: 'Amina Otieno' },
    subject: null,
    body: 'SafeStay Sunrise Court: New bill: Rent June, KSH 15,000, due 05/06/2026.',
    status: 'held',
    attempts: 1,
    lastError: 'No SMS provider is set up.',
    providerId: null,
    createdAt: '2026-06-01T06:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const sent: Array<{ url: string; body: unknown }> = [];
const recording =
  (answer: () => Response): ApiHandler =>
  (url, init) => {
    sent.push({ url: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
  };

function serve(routes: Record<string, ApiHandler> = {}) {
  return serveApi({
    'GET /api/notifications/reminders': () => json(SAVED),
    'GET /api/payments/mpesa/settings': () =>
      json({
        message: 'M-Pesa settings',
        settings: anMpesaSettings({ shortcodeType: 'paybill', shortcode: '600123' }),
      }),
    'GET /api/notifications/unreachable': () => json([]),
    'GET /api/notifications/outbox': () => json([]),
    ...routes,
  });
}

beforeEach(() => {
  sent.length = 0;
  saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' }));
});
afterEach(() => clearSession());

describe('MessagesPage', () => {
  it('previews the reminder SMS as the days change, and saves the days and the hour', async () => {
    serve({
      'PUT /api/notifications/reminders': recording(() => json({ enabled: true, days: [-7, -3, 0], hour: 18 })),
    });
    const { user } = renderWithProviders(<MessagesPage />);
    const form = await screen.findByRole('form', { name: 'Rent reminders' });
    expect(within(form).getByRole('switch', { name: /Send rent reminders/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '3 days before' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'On the due date' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '7 days before' })).not.toBeChecked();

    // The catalogue's own text, with the Paybill from the M-Pesa settings, and its length.
    // Day first with the month spelt out ("5 Dec 2026"), never 05/12/2026 that reads as May 12.
    const due = formatDay(exampleDueDate());
    expect(due).toMatch(/^5 [A-Z][a-z]{2} \d{4}$/);
    const threeBefore = `SafeStay: Rent for B4, KSH 15,000, is due in 3 days, on ${due}. Pay via M-Pesa Paybill 600123, Account B4. Ignore if paid.`;
    expect(within(form).getByText(threeBefore)).toBeInTheDocument();
    expect(within(form).getByText(`${threeBefore.length} / 160 characters`)).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: '7 days before' }));
    await user.click(within(form).getByRole('checkbox', { name: '3 days after' }));
    expect(within(form).getByText(new RegExp(`is due in 7 days, on ${due}\\.`))).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Day' }), 'On the due date');
    expect(within(form).getByText(new RegExp(`is due today, ${due}\\.`))).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Time (Nairobi)'), '18:00');
    expect(within(form).getByText(/Sent on the due date at 18:00 \(Nairobi time\)/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { url: '/api/notifications/reminders', body: { enabled: true, days: [-7, -3, 0], hour: 18 } },
    ]);
  });

  it('keeps the days and the hour when reminders are turned off', async () => {
    serve({ 'PUT /api/notifications/reminders': recording(() => json({ ...SAVED, enabled: false })) });
    const { user } = renderWithProviders(<MessagesPage />);
    const form = await screen.findByRole('form', { name: 'Rent reminders' });
    await user.click(within(form).getByRole('switch', { name: /Send rent reminders/ }));
    expect(within(form).getByText('Reminders are off: nothing is sent.')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: '3 days before' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ enabled: false, days: [-3, 0, 3], hour: 8 }]));
  });

  it('lists who SMS may not reach, and says so when everyone can be reached', async () => {
    serve({
      'GET /api/notifications/unreachable': () =>
        json([
          {
            tenantId: 't2',
            name: 'Baraka Mwangi',
            unit: 'A2',
            phone: '+254733000003',
            reasons: ['Stopped SMS reminders.'],
          },
        ]),
    });
    renderWithProviders(<MessagesPage />);
    const list = await screen.findByRole('list', { name: 'Who SMS may not reach' });
    expect(list).toHaveTextContent('Baraka Mwangi · A2');
    expect(within(list).getByText('+254733000003')).toBeInTheDocument();
    expect(within(list).getByText('Stopped SMS reminders.')).toBeInTheDocument();
    expect(screen.queryByText('Every tenant can be reached by SMS')).not.toBeInTheDocument();
  });

  it('shows each message with its status, sends a kept one again, and filters by status', async () => {
    serve({
      'GET /api/notifications/outbox': () =>
        json(
          [
            aMessage(),
            aMessage({
              _id: 'm2',
              channel: 'email',
              to: 'amina@example.com',
              subject: 'Receipt R-0001: KSH 5,000 received',
              body: 'We received KSH 5,000 by Cash.',
              kind: 'receipt',
              status: 'failed',
              lastError: 'Mailbox unavailable',
            }),
            aMessage({ _id: 'm3', status: 'sent', lastError: null, sentAt: '2026-06-01T06:01:00.000Z' }),
          ],
          200,
          { 'x-next-cursor': 'next-1', 'x-next-month': '2026-05' },
        ),
      'GET /api/notifications/outbox?limit=10&group=month&cursor=next-1': () =>
        json([aMessage({ _id: 'm4', kind: 'reminder', createdAt: '2026-05-30T22:00:00.000Z' })]),
      'GET /api/notifications/outbox?status=failed&limit=10&group=month': () => json([]),
      'POST /api/notifications/outbox/m1/retry': recording(() => json({ message: 'Queued to send again.' })),
    });
    const { user } = renderWithProviders(<MessagesPage />);
    expect(await screen.findByText('Every tenant can be reached by SMS')).toBeInTheDocument();
    // jsdom shows the phone's cards, under the month they were sent in.
    expect(await screen.findByRole('heading', { name: 'June 2026', level: 3 })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Messages sent in June 2026' });
    const kept = within(cards).getAllByRole('article')[0];
    expect(within(kept).getByText('Kept: no provider set up')).toBeInTheDocument();
    const failed = within(cards).getAllByRole('article')[1];
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Receipt R-0001: KSH 5,000 received')).toBeInTheDocument();
    expect(within(failed).getByText(/Mailbox unavailable/)).toBeInTheDocument();
    const done = within(cards).getAllByRole('article')[2];
    expect(within(done).getByText('Sent')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    await user.click(within(kept).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Queued to send again.')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['/api/notifications/outbox/m1/retry']);

    // The month before comes on demand; 22:00 UTC on 30 May was already 31 May in Nairobi.
    await user.click(screen.getByRole('button', { name: 'Show earlier: May 2026' }));
    const may = await screen.findByRole('list', { name: 'Messages sent in May 2026' });
    expect(within(may).getByText(/^Rent reminder · 31 May 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show earlier/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Failed' }));
    expect(await screen.findByText('No messages with this status')).toBeInTheDocument();
  });
});
