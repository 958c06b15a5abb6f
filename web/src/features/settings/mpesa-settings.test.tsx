import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { anApartment, anMpesaSettings, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { SettingsPage } from './settings-page';

const HOOK = 'https://safestay.example/api/hooks/pay/tok3n';
const saved = anMpesaSettings({
  configured: true,
  environment: 'sandbox',
  shortcodeType: 'paybill',
  shortcode: '174379',
  hasConsumerKey: true,
  hasConsumerSecret: true,
  hasPasskey: true,
  callbackUrls: { confirmation: `${HOOK}/confirmation`, validation: `${HOOK}/validation`, stk: `${HOOK}/stk` },
});

function serve(settings: () => ReturnType<typeof anMpesaSettings>, routes: Record<string, ApiHandler> = {}) {
  return serveApi({
    'GET /api/apartments/mine': () => json(anApartment()),
    'GET /api/invites': () => json([]),
    'GET /api/units': () => json([]),
    'GET /api/payments/mpesa/settings': () => json({ message: 'M-Pesa settings', settings: settings() }),
    'GET /api/notifications/providers': () =>
      json({
        message: 'Your message accounts.',
        providers: { sms: null, email: null, serverDefault: { sms: false, email: false }, inboundSmsUrl: null },
      }),
    ...routes,
  });
}

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => clearSession());

describe('Settings → M-Pesa', () => {
  it('saves the number and a new passkey, keeps the other keys, and never shows a stored key', async () => {
    const sent: unknown[] = [];
    let current = saved;
    serve(() => current, {
      'PUT /api/payments/mpesa/settings': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        if (sent.length === 1) {
          return json(
            {
              message: 'Check the fields marked.',
              errors: [{ field: 'shortcode', message: 'The shortcode is the 5 to 7 digit Paybill or Till number.' }],
            },
            400,
          );
        }
        current = { ...saved, shortcode: body.shortcode, urlsRegisteredAt: null };
        return json({ message: 'M-Pesa settings saved.', settings: current });
      },
    });
    const { user } = renderWithProviders(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'M-Pesa settings' });
    expect(within(form).getByLabelText(/Shortcode/)).toHaveValue('174379');
    for (const label of ['Consumer key', 'Consumer secret', 'Passkey']) {
      const field = within(form).getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveValue('');
      expect(field).toHaveAttribute('placeholder', 'Saved — leave blank to keep');
    }
    const connection = screen.getByRole('group', { name: 'Connection' });
    expect(within(connection).getByText(`${HOOK}/confirmation`)).toBeVisible();
    expect(connection).toHaveTextContent('Callback URLs: not registered');

    // The server refuses the shortcode: its words appear beside the field.
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    expect(await within(form).findByText('The shortcode is the 5 to 7 digit Paybill or Till number.')).toBeVisible();

    await user.clear(within(form).getByLabelText(/Shortcode/));
    await user.type(within(form).getByLabelText(/Shortcode/), '600977');
    await user.selectOptions(within(form).getByLabelText('Paybill or Till'), 'Till (Buy Goods)');
    await user.type(within(form).getByLabelText('Passkey'), 'new-passkey');
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    expect(await screen.findByText('M-Pesa settings saved.')).toBeInTheDocument();
    // Keys left blank are not sent, so the stored ones stay.
    expect(sent[1]).toEqual({
      environment: 'sandbox',
      shortcodeType: 'till',
      shortcode: '600977',
      c2bVersion: 'v2',
      passkey: 'new-passkey',
    });
    expect(within(form).getByLabelText('Passkey')).toHaveValue('');
    expect(document.body).not.toHaveTextContent('new-passkey');
  });

  it('asks for every key on the first save', async () => {
    serve(() => anMpesaSettings());
    const { user } = renderWithProviders(<SettingsPage />);
    const form = await screen.findByRole('form', { name: 'M-Pesa settings' });
    expect(within(form).getByLabelText(/Consumer key/)).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('button', { name: 'Test connection' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Register callback URLs' })).toBeDisabled();
    await user.type(within(form).getByLabelText(/Shortcode/), '174379');
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    expect(within(form).getByLabelText(/Consumer key/)).toHaveAccessibleDescription('Consumer key is required.');
    expect(within(form).getByLabelText(/Passkey/)).toHaveAccessibleDescription('Passkey is required.');
    expect(within(form).getByLabelText(/Consumer key/)).toHaveFocus();
  });

  it('tests the connection and registers the callback URLs, saying how each went', async () => {
    let current = saved;
    serve(() => current, {
      'POST /api/payments/mpesa/settings/test': () =>
        json({ message: 'M-Pesa did not accept the consumer key and secret.' }, 502),
      'POST /api/payments/mpesa/register-urls': () => {
        current = { ...saved, urlsRegisteredAt: '2026-11-30T09:15:00.000Z' };
        return json({ message: 'M-Pesa will now send payments here.', settings: current });
      },
    });
    const { user } = renderWithProviders(<SettingsPage />);
    const connection = await screen.findByRole('group', { name: 'Connection' });
    await user.click(within(connection).getByRole('button', { name: 'Test connection' }));
    expect(await within(connection).findByRole('status')).toHaveTextContent(
      'M-Pesa did not accept the consumer key and secret.',
    );
    await user.click(within(connection).getByRole('button', { name: 'Register callback URLs' }));
    expect(await within(connection).findByText('M-Pesa will now send payments here.')).toBeVisible();
    expect(await within(connection).findByText(/registered on 30 Nov 2026/)).toBeVisible();
    await user.click(within(connection).getByRole('button', { name: 'Copy Confirmation URL' }));
    expect(await navigator.clipboard.readText()).toBe(`${HOOK}/confirmation`);
  });
});
