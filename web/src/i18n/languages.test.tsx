import { cataloguesFor } from '@safestay/contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appElement } from '../app/app';
import { LanguageChoice } from '../features/auth/language-choice';
import { LoginForm } from '../features/auth/login-form';
import { aBill } from '../features/bills/a-bill';
import { BillsPage } from '../features/bills/bills-page';
import { chooseLocale, currentWebLocale, speakLocale, wantedLocale } from '../lib/locale';
import { LOCALE_KEY } from '../lib/locale-choice';
import { clearSession, getSession, saveSession } from '../lib/session';
import { json, serveApi } from '../testing/api';
import { aHowToPay, aUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

const languageOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Accept-Language');

beforeEach(() => localStorage.clear());
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await act(() => speakLocale('en'));
});

describe('the language the web app speaks', () => {
  it("is the signed-in person's own, else the one chosen on this device, else the browser's", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en']);
    expect(wantedLocale()).toBe('sw');
    localStorage.setItem(LOCALE_KEY, 'en');
    expect(wantedLocale()).toBe('en');
    saveSession('token', aUser({ locale: 'sw' }));
    expect(wantedLocale()).toBe('sw');
  });

  it('switches on the sign-in screen: the whole screen redraws in Kiswahili, and the server is asked in it', async () => {
    window.history.replaceState(null, '', '/login');
    const fetchMock = serveApi({
      'POST /api/auth/login': () => json({ message: 'Barua pepe au nenosiri si sahihi.' }, 401),
    });
    const user = userEvent.setup();
    render(appElement({ signedOutAtLogin: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(document.documentElement.lang).not.toBe('sw');

    await user.click(screen.getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu tena' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('sw');
    expect(screen.queryByText('Sign in to SafeStay to continue.')).toBeNull();

    await user.type(screen.getByLabelText('Barua pepe'), 'amina@example.com');
    await user.type(screen.getByLabelText('Nenosiri'), 'not her password');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Barua pepe au nenosiri si sahihi.');
    expect(languageOf(fetchMock.mock.calls[0][1])).toBe('sw');

    // And back, without a page load.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it('chosen on the sign-in screen, is saved to the account of whoever signs in there', async () => {
    const fetchMock = serveApi({
      'POST /api/auth/login': () => json({ message: 'Signed in.', token: 'new-token', user: aUser({ locale: 'en' }) }),
      'PUT /api/auth/me': () => json({ message: 'Lugha imehifadhiwa.', user: aUser({ locale: 'sw' }) }),
    });
    await act(() => chooseLocale('sw'));
    const { user } = renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Barua pepe'), 'tom@example.com');
    await user.type(screen.getByLabelText('Nenosiri'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    await vi.waitFor(() => expect(getSession().user?.locale).toBe('sw'));
    const [, put] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/me')) ?? [];
    expect(new Headers(put?.headers).get('Authorization')).toBe('Bearer new-token');
    expect(JSON.parse(String(put?.body))).toEqual({ locale: 'sw' });
    expect(getSession().token).toBe('new-token');
  });

  it('switches in the signed-in menu: the server keeps the choice and the session user carries it', async () => {
    saveSession('token', aUser({ locale: 'en' }));
    const fetchMock = serveApi({
      'PUT /api/auth/me': (_url, init) =>
        json({ message: 'Language saved.', user: aUser({ locale: JSON.parse(String(init?.body)).locale }) }),
    });
    const { user } = renderWithProviders(<LanguageChoice />);
    await user.click(screen.getByRole('button', { name: 'Kiswahili' }));
    await vi.waitFor(() => expect(getSession().user?.locale).toBe('sw'));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ locale: 'sw' });
    expect(getSession().token).toBe('token');
  });
});

describe('My Bills in Kiswahili', () => {
  it('says everything in Kiswahili: the list, its badges and actions, and how to pay', async () => {
    await act(() => speakLocale('sw'));
    expect(currentWebLocale()).toBe('sw');
    saveSession('token', aUser({ locale: 'sw' }));
    const bills = [
      aBill({ _id: 'b1', description: 'Kodi ya nyumba Machi', status: 'Paid', remainingAmount: 0 }),
      aBill({
        _id: 'b2',
        description: 'Kodi ya nyumba Aprili',
        status: 'Partial',
        remainingAmount: 5000,
        overdue: true,
      }),
      aBill({ _id: 'b3', description: 'Kodi ya nyumba Mei', dueDate: '2099-05-05' }),
    ];
    const fetchMock = serveApi({
      'GET /api/bills/me': () => json(bills),
      'GET /api/payments/mpesa/how-to-pay': () =>
        json(aHowToPay({ shortcodeType: 'paybill', shortcode: '174379', accountNumber: 'A4' })),
    });
    renderWithProviders(<BillsPage />, { path: '/bills', routes: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bili Zangu' })).toBeVisible();
    const list = await screen.findByRole('article', { name: 'Kodi ya nyumba Aprili' });
    expect(within(list).getByText('Imechelewa')).toBeVisible();
    expect(within(list).getByText('Sehemu imelipwa')).toBeVisible();
    expect(screen.getByText('Lipa kwa Paybill 174379, nambari ya akaunti A4')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Pakua bili ya / })).toHaveLength(3);
    for (const [, init] of fetchMock.mock.calls) expect(languageOf(init)).toBe('sw');

    // What a person reads or hears: the text, and the names of buttons and regions.
    const named = [...document.querySelectorAll('[aria-label],[title]')].map(
      (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
    );
    const read = `${document.body.textContent}\n${named.join('\n')}`;
    // No English text of any catalogue that has its Kiswahili (the contracts' tables join as
    // they are translated, and this check grows with them).
    const english = cataloguesFor('sw').flatMap(({ english, translated }) =>
      translated
        ? Object.entries(english).flatMap(([key, text]) =>
            typeof text === 'string' && text.length > 3 && text !== (translated as Record<string, unknown>)[key]
              ? [text.trim()]
              : [],
          )
        : [],
    );
    expect(english.filter((text) => read.includes(text))).toEqual([]);
    // Nor the words the screen said in English before it read catalogues.
    expect(read).not.toMatch(/\b(Due|Balance|Paid|Partial|Overdue|Download|outstanding|Pay to|bills?)\b/);
  });
});
