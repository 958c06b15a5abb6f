import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakLocale } from './lib/locale';
import { LOCALE_KEY } from './lib/locale-choice';
import { renderPrerendered } from './prerender';

/** The roots src/start.tsx makes, so the test unmounts them: the next file runs in the same page (vitest.config.ts). */
const roots = vi.hoisted((): Root[] => []);
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args);
      roots.push(root);
      return root;
    },
    createRoot: (...args: Parameters<typeof client.createRoot>) => {
      const root = client.createRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.replaceChildren();
});

/** The build's HTML as the browser parses it (not through innerHTML: docs/reliability.md §21 scans for it). */
function parsed(html: string): Node[] {
  return [...new DOMParser().parseFromString(html, 'text/html').body.childNodes];
}

describe('the prerendered sign-in screen in Kiswahili', () => {
  it('is the Kiswahili form, taken over in place for a reader of Kiswahili, who can switch to English', async () => {
    const {
      '/login': { markup, title },
    } = await renderPrerendered('sw');
    expect(title).toBe('Ingia · SafeStay');
    // The browser starts in English, as it does before the tables come (lib/locale.ts).
    await speakLocale('en');
    localStorage.setItem(LOCALE_KEY, 'sw');
    window.history.pushState({}, '', '/login');
    document.documentElement.lang = 'sw';
    document.body.replaceChildren(...parsed(`<div id="root" data-prerendered="/login">${markup}</div>`));
    const form = screen.getByRole('form', { name: 'Ingia' });
    const password = within(form).getByLabelText('Nenosiri');
    // React reports a mismatch with console.error (development build) or as an uncaught error.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = vi.fn();
    window.addEventListener('error', reported);

    await import('./main');
    // Nothing starts the app until the visitor reaches for the page (decision 0019).
    await userEvent.setup().type(password, 'siri yangu');
    // The sign-in screen's effect sets the title only once its chunk has hydrated.
    await waitFor(() => expect(document.title).toBe('Ingia · SafeStay'));
    expect(roots).toHaveLength(1);
    // Adopted, not redrawn: the same field, with what was typed.
    expect(screen.getByLabelText('Nenosiri')).toBe(password);
    expect(password).toHaveValue('siri yangu');
    // The server sends the next visit's page in Kiswahili too.
    expect(document.cookie).toContain('safestay_locale=sw');

    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('safestay_locale=en');
    window.removeEventListener('error', reported);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });
});
