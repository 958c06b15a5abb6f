import { type AuditEvent, type Complaint, cataloguesFor, type Rule } from '@safestay/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '../features/activity/activity-page';
import { ConversationView } from '../features/chat/conversation-view';
import { ComplaintsPage } from '../features/complaints/complaints-page';
import { aNotification, aPreferences, notificationsAnswer } from '../features/notifications/notification-fixtures';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { RulesPage } from '../features/rules/rules-page';
import { speakLocale } from '../lib/locale';
import { clearSession, saveSession } from '../lib/session';
import { json, serveApi } from '../testing/api';
import { aUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

vi.mock('../lib/use-ledger-live', () => ({ useLedgerLive: () => {} }));

const landlord = aUser({ id: 'l1', name: 'Wanjiku Kamau', role: 'Landlord', locale: 'sw' });
const tenant = aUser({ id: 't1', name: 'Amina Otieno', role: 'Tenant', locale: 'sw' });

/** English of any translated catalogue still on screen, read or heard (aria-label, title, placeholder). */
function englishOnScreen(): string[] {
  const named = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? '').join('\n'),
  );
  const read = `${document.body.textContent}\n${named.join('\n')}`;
  return cataloguesFor('sw').flatMap(({ english, translated }) =>
    translated
      ? Object.entries(english).flatMap(([key, text]) =>
          typeof text === 'string' &&
          text.length > 3 &&
          text !== (translated as Record<string, unknown>)[key] &&
          read.includes(text.trim())
            ? [text.trim()]
            : [],
        )
      : [],
  );
}

beforeEach(() => act(() => speakLocale('sw')));
afterEach(async () => {
  clearSession();
  await act(() => speakLocale('en'));
});

describe('the talking screens in Kiswahili', () => {
  it('complaints: the landlord reads the statuses, counts and moves in Kiswahili', async () => {
    saveSession('token', landlord);
    const complaint = (id: string, status: Complaint['status']): Complaint => ({
      _id: id,
      title: `Bomba ${id}`,
      description: 'Bomba la jikoni linavuja.',
      status,
      tenant: { _id: 't1', name: 'Amina Otieno' },
      landlordNotes:
        status === 'Pending' ? [] : [{ _id: 'n1', note: 'Fundi anakuja kesho.', date: '2026-03-02T08:00:00.000Z' }],
      createdAt: '2026-03-01T08:00:00.000Z',
      resolvedAt: null,
    });
    serveApi({
      'GET /api/complaints?limit=50': () =>
        json([complaint('c1', 'Pending'), complaint('c2', 'In Progress')], 200, {
          'X-Total-Count': '2',
          'X-Open-Count': '2',
        }),
    });
    renderWithProviders(<ComplaintsPage />, { path: '/complaints', routes: {} });
    expect(await screen.findByText('Malalamiko 2, 2 hayajatatuliwa')).toBeVisible();
    const pending = screen.getByRole('article', { name: 'Bomba c1' });
    expect(within(pending).getByText('Linasubiri')).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Anza kushughulikia' })).toBeVisible();
    const started = screen.getByRole('article', { name: 'Bomba c2' });
    expect(within(started).getByText('Linashughulikiwa')).toBeVisible();
    expect(within(started).getByRole('region', { name: 'Maelezo ya mwenye nyumba' })).toBeVisible();
    expect(within(started).getByRole('button', { name: 'Weka limetatuliwa' })).toBeVisible();
    expect(englishOnScreen()).toEqual([]);
  });

  it('rules: a tenant reads the rules, their categories and the lease note in Kiswahili', async () => {
    saveSession('token', tenant);
    const rule: Rule = {
      _id: 'r1',
      title: 'Saa za utulivu',
      description: 'Hakuna muziki wa sauti kubwa usiku.',
      category: 'noise',
      createdAt: '2026-03-01T08:00:00.000Z',
    } as Rule;
    serveApi({ 'GET /api/rules': () => json({ rules: [rule] }) });
    renderWithProviders(<RulesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kanuni za Nyumba' })).toBeVisible();
    expect(await screen.findByText('Kelele')).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Kuhusu kanuni hizi' })).toHaveTextContent('Tafadhali kumbuka:');
    expect(screen.getByText(/Iliongezwa/)).toHaveTextContent('Iliongezwa 1 Mac 2026');
    expect(englishOnScreen()).toEqual([]);
  });

  it('activity: each change is named in Kiswahili, with who made it', async () => {
    saveSession('token', landlord);
    const event: AuditEvent = {
      _id: 'e1',
      at: '2026-03-06T12:00:00.000Z',
      actor: { _id: 'l1', name: 'Wanjiku Kamau', role: 'Landlord' },
      action: 'bill.voided',
      entity: 'bill',
      entityId: 'b1',
      summary: 'Bili ya maji ya Machi 2026 imefutwa.',
      before: null,
      after: null,
    };
    serveApi({ 'GET /api/audit?limit=20&group=month': () => json([event]) });
    renderWithProviders(<ActivityPage />, { path: '/activity', routes: {} });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Bili imefutwa');
    expect(item).toHaveTextContent('Na Wanjiku Kamau (Mwenye nyumba)');
    expect(within(item).getByRole('link', { name: 'Historia ya bili hii' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Machi 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zote' })).toHaveAttribute('aria-pressed', 'true');
    expect(englishOnScreen()).toEqual([]);
  });

  it('chat: the conversation, its composer and the partner’s role in Kiswahili', async () => {
    saveSession('token', tenant);
    serveApi({ 'GET /api/chats/conversation/t1/l1': () => json([]) });
    renderWithProviders(
      <ConversationView
        me="t1"
        partner={{ id: 'l1', name: 'Wanjiku Kamau', role: 'Landlord' }}
        online
        onStored={() => {}}
        onBack={() => {}}
      />,
    );
    expect(await screen.findByText('Bado hakuna ujumbe. Msalimie!')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Mazungumzo na Wanjiku Kamau' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Andika ujumbe' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tuma ujumbe' })).toBeDisabled();
    expect(screen.getByText('Mwenye nyumba · Yuko mtandaoni')).toBeVisible();
    expect(englishOnScreen()).toEqual([]);
  });

  it('notifications: how long ago, the counts and each kind of news in Kiswahili', async () => {
    saveSession('token', tenant);
    serveApi({
      'GET /api/notifications?limit=20': notificationsAnswer([aNotification()], 1),
      'GET /api/notifications?limit=50': notificationsAnswer([aNotification()], 1),
      'GET /api/notifications/preferences': () => json(aPreferences()),
    });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('Arifa 1 haijasomwa')).toBeVisible();
    expect(screen.getByText('dakika 5 zilizopita')).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'SMS kwa Bili mpya' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Sitisha vikumbusho vya SMS/ })).not.toBeChecked();
    expect(englishOnScreen()).toEqual([]);
  });
});
