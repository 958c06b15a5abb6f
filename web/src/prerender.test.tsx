import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from './lib/session';
import { renderPrerendered } from './prerender';
import { json, serveApi } from './testing/api';

/** The roots src/start.tsx makes, so each test unmounts them: the next file runs in the same page (vitest.config.ts). */
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
  clearSession();
  document.body.replaceChildren();
});

/** The build's HTML as the browser parses it (not through innerHTML: docs/reliability.md §21 scans for it). */
function parsed(html: string): Node[] {
  return [...new DOMParser().parseFromString(html, 'text/html').body.childNodes];
}

describe('the prerendered sign-in screen', () => {
  it('is a whole sign-in form in the HTML, not the spinner', async () => {
    const {
      '/login': { markup },
    } = await renderPrerendered();
    const page = document.createElement('div');
    page.replaceChildren(...parsed(markup));
    const form = within(page).getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('method', 'post');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(form).getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    within(page).getByRole('heading', { name: 'Welcome back' });
    expect(within(page).queryByText('Loading SafeStay')).toBeNull();
  });

  it('is taken over in place for a signed-out visitor, with what was typed and clicked before', async () => {
    const {
      '/login': { markup },
    } = await renderPrerendered();
    window.history.pushState({}, '', '/login');
    document.body.replaceChildren(...parsed(`<div id="root" data-prerendered="/login">${markup}</div>`));
    const email = document.querySelector<HTMLInputElement>('input[name="email"]');
    const password = document.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('no email or password field in the markup');
    const fetchMock = serveApi({ 'POST /api/auth/login': () => json({ message: 'Invalid email or password.' }, 401) });
    // React reports a mismatch with console.error (development build) or as an uncaught error.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = vi.fn();
    window.addEventListener('error', reported);

    await import('./main');
    // Typed and sent while React was on its way.
    email.value = 'amina@example.com';
    password.value = 'typed early';
    screen.getByRole('button', { name: 'Sign in' }).click();
    // The sign-in screen's effect sets the title only once its chunk has hydrated.
    await waitFor(() => expect(document.title).toBe('Sign in · SafeStay'));
    expect(roots).toHaveLength(1);

    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('amina@example.com');
    // The held click is replayed once React has the text: one request, with what was typed.
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      email: 'amina@example.com',
      password: 'typed early',
    });
    // From now on React answers clicks itself.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    window.removeEventListener('error', reported);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });
});
