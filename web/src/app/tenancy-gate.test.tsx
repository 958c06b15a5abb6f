import { JOIN_MSG, type OwnTenancy, type User } from '@safestay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aBill } from '../features/bills/a-bill';
import { clearSession, getSession, saveSession } from '../lib/session';
import { json, serveApi } from '../testing/api';
import { anOwnTenancy, aSummary, aUser } from '../testing/fixtures';
import { renderApp } from '../testing/render';

// The screens are lazy chunks: transform them once here, not inside the first test's wait.
beforeAll(async () => {
  await Promise.all([
    import('./layout'),
    import('../features/tenancies/waiting-page'),
    import('../features/auth/login-page'),
    import('../features/bills/bills-page'),
    import('../features/dashboard/dashboard-page'),
  ]);
});

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

const pending = aUser({ apartmentName: 'Acacia Gardens', tenancyStatus: 'pending' });
const me =
  (user: User, tenancy: Partial<OwnTenancy> = {}) =>
  () =>
    json({ user, tenancy: anOwnTenancy({ status: user.tenancyStatus ?? 'active', ...tenancy }) });
// The layout's bell asks for the latest news on every screen.
const bell = { 'GET /api/notifications': () => json([], 200, { 'x-unread-count': '0' }) };
const requested = (fetchMock: ReturnType<typeof serveApi>) => fetchMock.mock.calls.map(([url]) => String(url));
const waitingHeading = () => screen.findByRole('heading', { name: JOIN_MSG.waitingForApproval('Grace Wanjiku') });

describe('a tenant waiting for the landlord', () => {
  it('sees only the waiting screen on any route, and no screen asks the server for anything', async () => {
    saveSession('token-1', pending);
    const fetchMock = serveApi({ 'GET /api/auth/me': me(pending) });
    renderApp('/complaints');
    expect(await waitingHeading()).toBeInTheDocument();
    expect(screen.getByText(/asked to join/)).toHaveTextContent(
      'You asked to join Acacia Gardens, moving in on 1 Mar 2026.',
    );
    expect(screen.getByText(/You can sign in again at any time/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(requested(fetchMock)).toEqual(['/api/auth/me']);
  });

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveSession('token-1', pending);
    const fetchMock = serveApi({ 'GET /api/auth/me': me(pending) });
    renderApp('/dashboard');
    await waitingHeading();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(requested(fetchMock)).toEqual(['/api/auth/me', '/api/auth/me']));
  });

  it('shows the app once "Check again" finds them approved, keeping the token', async () => {
    saveSession('token-1', pending);
    let status: 'pending' | 'active' = 'pending';
    const fetchMock = serveApi({
      'GET /api/auth/me': () => me({ ...pending, tenancyStatus: status })(),
      'GET /api/dashboard/summary': () => json(aSummary({ role: 'Tenant' })),
      ...bell,
    });
    const { user } = renderApp('/dashboard');
    await waitingHeading();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/Not approved yet \(checked at/)).toBeInTheDocument();

    status = 'active';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findAllByRole('navigation', { name: 'Main' })).not.toHaveLength(0);
    expect(getSession()).toMatchObject({ token: 'token-1', user: { tenancyStatus: 'active' } });
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/dashboard/summary'));
  });

  it("shows a turned-down tenant the landlord's reason and lets them sign out", async () => {
    const rejected = { ...pending, tenancyStatus: 'rejected' as const };
    saveSession('token-1', rejected);
    const fetchMock = serveApi({
      'GET /api/auth/me': me(rejected, { rejectionReason: 'No vacant units until June.' }),
      'POST /api/auth/logout': () => json({ message: 'Signed out.' }),
    });
    const { user } = renderApp('/bills');
    expect(
      await screen.findByRole('heading', { name: 'Your request to join Acacia Gardens was turned down' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No vacant units until June.')).toBeInTheDocument();
    expect(screen.getByText('Grace Wanjiku gave this reason:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(getSession().token).toBeNull();
    // The server is told, so the session ends there too (its token stops working everywhere).
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
  });
});

describe('a tenant who moved out', () => {
  it('keeps My Bills, Tenant Rights and Notifications, under a notice with the move-out date', async () => {
    const ended = aUser({ tenancyStatus: 'ended' });
    saveSession('token-1', ended);
    const fetchMock = serveApi({
      'GET /api/auth/me': me(ended, { moveOutDate: '2026-03-31' }),
      'GET /api/bills/me': () => json([aBill({ status: 'Pending' })]),
      ...bell,
    });
    renderApp('/dashboard');
    expect(
      await screen.findByText(
        'You moved out on 31 Mar 2026. You can still see your bills and payments, and tell your landlord about a payment of what you owe.',
      ),
    ).toBeInTheDocument();
    // What they still owe, they may say they paid: the same rule as the server's (docs/ledger.md).
    expect((await screen.findAllByRole('button', { name: /^Pay/ })).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/bills');
    const [menu] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My Bills', 'My Payments', 'Statement', 'Tenant Rights', 'Notifications']);
    expect(requested(fetchMock).sort()).toEqual(['/api/auth/me', '/api/bills/me', '/api/notifications?limit=20']);
  });
});

describe('a tenancy the landlord changed while the tenant was signed in', () => {
  it('refreshes the session from /auth/me when a screen is refused with a tenancy code', async () => {
    // My Bills may log its refused request before the waiting screen replaces it.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const active = { ...pending, tenancyStatus: 'active' as const };
    saveSession('token-1', active);
    const fetchMock = serveApi({
      'GET /api/bills/me': () => json({ message: JOIN_MSG.tenancyPending, code: 'TENANCY_PENDING' }, 403),
      'GET /api/payments/mpesa/how-to-pay': () =>
        json({ message: JOIN_MSG.tenancyPending, code: 'TENANCY_PENDING' }, 403),
      'GET /api/auth/me': me(pending),
      ...bell,
    });
    renderApp('/bills');
    expect(await waitingHeading()).toBeInTheDocument();
    expect(getSession().user?.tenancyStatus).toBe('pending');
    expect(requested(fetchMock).filter((url) => url === '/api/auth/me').length).toBeGreaterThanOrEqual(1);
  });
});
