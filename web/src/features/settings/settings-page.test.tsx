import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { speakLocale } from '../../lib/locale';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { anApartment, anInvite, anMpesaSettings, aUnit, aUser, uuid } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { SettingsPage } from './settings-page';

const sent: Record<string, unknown[]> = {};

/** Records each body sent to `key`, then answers. */
const recording =
  (key: string, answer: () => Response): ApiHandler =>
  (_url, init) => {
    sent[key] = [...(sent[key] ?? []), JSON.parse(String(init?.body))];
    return answer();
  };

function serve(routes: Record<string, ApiHandler> = {}) {
  return serveApi({
    'GET /api/apartments/mine': () => json(anApartment()),
    'GET /api/invites': () => json([anInvite({ unit: { _id: uuid(1), code: 'A1' } })]),
    'GET /api/units': () => json([aUnit(), aUnit({ _id: uuid(2), code: 'B2', status: 'inactive' })]),
    'GET /api/payments/mpesa/settings': () => json({ message: 'M-Pesa settings', settings: anMpesaSettings() }),
    'GET /api/notifications/providers': () =>
      json({
        message: 'Your message accounts.',
        providers: { sms: null, email: null, serverDefault: { sms: false, email: false }, inboundSmsUrl: null },
      }),
    ...routes,
  });
}

beforeEach(() => {
  for (const key of Object.keys(sent)) delete sent[key];
  saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' }));
});
afterEach(() => clearSession());

describe('SettingsPage', () => {
  it('saves who may join and the area', async () => {
    serve({
      'PUT /api/apartments/mine': recording('put', () =>
        json({ message: 'Settings saved.', apartment: anApartment({ joinPolicy: 'invite_only', area: 'Kilimani' }) }),
      ),
    });
    const { user } = renderWithProviders(<SettingsPage />);
    const approval = await screen.findByRole('radio', { name: 'With my approval' });
    expect(approval).toBeChecked();
    expect(approval).toHaveAccessibleDescription(
      'Anyone can ask to join from the sign-up page; you approve or turn down each request.',
    );
    await user.click(screen.getByRole('radio', { name: 'By invite only' }));
    await user.type(screen.getByLabelText(/Area/), '  Kilimani ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(sent.put).toEqual([{ joinPolicy: 'invite_only', area: 'Kilimani' }]);
  });

  it('creates an invite and shows its code once, with a copy button and a WhatsApp link', async () => {
    const link = 'https://safestay.example/join/K7Q-4MZ';
    serve({
      'POST /api/invites': recording('post', () =>
        json(
          {
            message: 'Invite created. Share the link or the code with your tenant.',
            invite: anInvite({ code: 'K7Q-4MZ', link, unit: { _id: uuid(1), code: 'A1' } }),
          },
          201,
        ),
      ),
    });
    const { user } = renderWithProviders(<SettingsPage />);
    const invites = await screen.findByRole('list', { name: 'Open invites' });
    expect(within(invites).getByText('K7Q-…')).toBeInTheDocument();
    expect(within(invites).getByText('Unit A1')).toBeInTheDocument();
    expect(within(invites).getByText('Expires 3 Dec 2026')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite a tenant' });
    const unit = within(form).getByLabelText('Unit');
    await within(form).findByRole('option', { name: 'A1' });
    expect(within(form).queryByRole('option', { name: 'B2' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/Expires in days/)).toHaveValue(7);
    await user.selectOptions(unit, 'A1');
    await user.click(within(form).getByRole('button', { name: 'Create invite' }));

    const created = await screen.findByRole('region', { name: 'New invite' });
    expect(within(created).getByText('K7Q-4MZ')).toBeInTheDocument();
    expect(within(created).getByText(link)).toBeInTheDocument();
    const share = within(created).getByRole('link', { name: 'Share on WhatsApp' });
    expect(share).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Join Sunrise Court on SafeStay: ${link} (code K7Q-4MZ)`)}`,
    );
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sent.post).toEqual([{ unitId: uuid(1), expiresInDays: 7 }]);

    await user.click(within(created).getByRole('button', { name: 'Copy link' }));
    expect(await findToast('Copied')).toBeInTheDocument();
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('withdraws an open invite after asking', async () => {
    serve({
      [`DELETE /api/invites/${uuid(200)}`]: () => json({ message: 'Invite withdrawn. Its code no longer works.' }),
    });
    const { user } = renderWithProviders(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw invite K7Q-…' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw invite' });
    expect(dialog).toHaveTextContent('Withdraw invite K7Q-… for unit A1? Its code stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Invite withdrawn. Its code no longer works.')).toBeInTheDocument();
  });

  it('speaks Kiswahili to a landlord who reads it', async () => {
    await act(() => speakLocale('sw'));
    try {
      serve();
      renderWithProviders(<SettingsPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Mipangilio' })).toBeVisible();
      expect(await screen.findByRole('radio', { name: 'Kwa idhini yangu' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Kwa mwaliko tu' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Alika mpangaji' })).toBeVisible();
      const invites = await screen.findByRole('list', { name: 'Mialiko iliyo wazi' });
      expect(within(invites).getByText('Nyumba A1')).toBeVisible();
      expect(within(invites).getByRole('button', { name: /^Ondoa mwaliko / })).toBeVisible();
      expect(await screen.findByRole('form', { name: 'Mipangilio ya M-PESA' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Data yako' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Futa akaunti yangu' })).toBeVisible();
    } finally {
      await act(() => speakLocale('en'));
    }
  });
});
