import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { RoutedApp } from '../app/routed-app';
import { ToastHost } from '../lib/toast';

interface Options {
  /** The address the screen opens at; with `routes`, the screen renders at its path. */
  path?: string;
  /** Other screens a link may lead to, by path (e.g. `{ '/chat': <p>Chat screen</p> }`). */
  routes?: Record<string, ReactNode>;
}

/**
 * A screen or form as the app renders it: a fresh query cache (no retries, so a failure shows at
 * once), a router at `path`, and the toasts. Returns the user who clicks and types.
 */
export function renderWithProviders(ui: ReactNode, { path = '/', routes }: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = routes ? (
    <Routes>
      <Route path={path.split('?')[0]} element={ui} />
      {Object.entries(routes).map(([at, element]) => (
        <Route key={at} path={at} element={element} />
      ))}
    </Routes>
  ) : (
    ui
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/**
 * The whole routed app at `path`, as a browser opens it: every route and guard, the app's own
 * query client (with its error hook) and the toasts. Returns the user who clicks and types.
 */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const view = render(
    <>
      <RoutedApp />
      <ToastHost />
    </>,
  );
  return { user, ...view };
}

/**
 * Waits until the toast with this text can be seen. sonner mounts a toast at opacity 0 and shows it
 * on a render of its own (its fade-in), so on a busy machine a plain `findByText` can catch the toast
 * in between: CI failed so once, and two of twelve runs under CPU load did.
 */
export function findToast(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    // The newest toast with that text: when the same words are toasted twice in a row (or the
    // toaster's list was drawn twice while it loads), the user still reads them once.
    const toasts = screen.getAllByText(text, { selector: '[data-title]' });
    // The one in front, which the person reads: sonner's stylesheet hides the content of the
    // collapsed toasts behind it (opacity 0), and which one is last in the list depends on timing.
    const toast = (toasts.find((t) => t.closest('[data-front="true"]')) ?? toasts[toasts.length - 1]) as HTMLElement;
    expect(toast).toBeVisible();
    return toast;
  });
}
