import type { Providers } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { ProvidersSection } from './providers-section';

const INBOUND = 'https://rent.example.co.ke/api/hooks/sms/t0ken';
const none: Providers = { sms: null, email: null, serverDefault: { sms: true, email: false }, inboundSmsUrl: INBOUND };
const answer = (providers: Providers) => json({ message: 'Saved.', providers });

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => clearSession());

describe('Settings → SMS and email', () => {
  it('saves the Africa’s Talking account, shows it set without its key, and says what a test answered', async () => {
    const sent: unknown[] = [];
    let current = none;
    serveApi({
      'GET /api/notifications/providers': () => answer(current),
      'PUT /api/notifications/providers': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        current = { ...none, sms: { username: 'nyumba', senderId: 'NYUMBA', updatedAt: '2026-11-28T10:00:00Z' } };
        return answer(current);
      },
      'POST /api/notifications/providers/test': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ message: 'Africa’s Talking refused the username or API key.', code: 'provider_refused' }, 502);
      },
    });
    const { user } = renderWithProviders(<ProvidersSection />);
    const sms = await screen.findByRole('group', { name: "SMS (Africa's Talking)" });
    expect(within(sms).getByText("SafeStay's own account is used.")).toBeInTheDocument();
    const form = within(sms).getByRole('form', { name: 'SMS account' });
    await user.type(within(form).getByLabelText(/Username/), 'nyumba');
    await user.type(within(form).getByLabelText(/API key/), 'secret-key');
    await user.type(within(form).getByLabelText(/Sender ID/), 'NYUMBA');
    await user.click(within(form).getByRole('button', { name: 'Save SMS account' }));
    expect(await within(sms).findByText('nyumba · NYUMBA')).toBeInTheDocument();
    expect(sent[0]).toEqual({ sms: { username: 'nyumba', apiKey: 'secret-key', senderId: 'NYUMBA' } });
    expect(within(form).getByLabelText(/API key/)).toHaveValue('');

    await user.type(within(sms).getByLabelText(/Send a test to/), '0712 345 678');
    await user.click(within(sms).getByRole('button', { name: 'Send test' }));
    expect(await within(sms).findByText('Africa’s Talking refused the username or API key.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ channel: 'sms', to: '0712 345 678' });

    const inbound = screen.getByRole('group', { name: 'Replies by SMS (STOP)' });
    expect(within(inbound).getByText(INBOUND)).toBeInTheDocument();
  });
});
