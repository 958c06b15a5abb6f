import { type InvitePreview, JOIN_MSG, MSG } from '@safestay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, getSession, saveSession } from '../lib/session';
import { json, serveApi } from '../testing/api';
import { aSummary, aUser } from '../testing/fixtures';
import { renderApp } from '../testing/render';

// The screens are lazy chunks: transform them once here, not inside the first test's wait.
beforeAll(async () => {
  await Promise.all([
    import('./join-route'),
    import('./layout'),
    import('../features/auth/register-fields'),
    import('../features/auth/register-check'),
    import('../features/dashboard/dashboard-page'),
  ]);
});

afterEach(() => clearSession());

const invite: InvitePreview = {
  apartmentName: 'Acacia Gardens',
  landlordName: 'Grace Wanjiku',
  area: 'Kilimani, Nairobi',
  unit: { code: 'B12', rent: 18500 },
  expiresAt: '2026-12-01T10:00:00.000Z',
};
const refused = (message: string) => () => json({ message, errors: [{ field: 'inviteCode', message }] }, 400);

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Amina Otieno');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough');
  await user.type(screen.getByLabelText('National ID'), '12345678');
  await user.type(screen.getByLabelText('Phone number'), '0712345678');
}

describe('/join/:code', () => {
  it('shows the invite, and registers a tenant with its code (no apartment picker)', async () => {
    const tenant = aUser({ name: 'Amina Otieno', apartmentName: 'Acacia Gardens', tenancyStatus: 'active' });
    const fetchMock = serveApi({
      'GET /api/invites/K7Q-4MZ': () => json(invite),
      'POST /api/auth/register': () => json({ message: MSG.accountCreated, token: 'new-token', user: tenant }, 201),
      'GET /api/dashboard/summary': () => json(aSummary({ role: 'Tenant' })),
      // The signed-in layout's bell asks once the dashboard shows.
      'GET /api/notifications': () => json([], 200, { 'x-unread-count': '0' }),
    });
    const { user } = renderApp('/join/K7Q-4MZ');
    expect(
      await screen.findByRole('heading', {
        name: "You're invited to Acacia Gardens, Kilimani, Nairobi by Grace Wanjiku",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('House B12 · KSH 18,500 a month')).toBeInTheDocument();
    expect(await screen.findByLabelText('Invite code')).toHaveValue('K7Q-4MZ');
    expect(screen.getByLabelText('Invite code')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Apartment')).not.toBeInTheDocument();

    await fillForm(user);
    await user.type(screen.getByLabelText(/Date moved in/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(MSG.accountCreated)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register');
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({
      role: 'Tenant',
      inviteCode: 'K7Q-4MZ',
      name: 'Amina Otieno',
      dateMovedIn: '2026-03-01',
    });
    expect(body).not.toHaveProperty('apartmentId');
    expect(getSession()).toMatchObject({ token: 'new-token', user: { tenancyStatus: 'active' } });
  });

  it('shows why an expired code cannot be used, with the way to sign in, and no form', async () => {
    serveApi({ 'GET /api/invites/K7Q-4MZ': refused(JOIN_MSG.inviteExpired) });
    renderApp('/join/K7Q-4MZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(JOIN_MSG.inviteExpired);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it("says the server's reason when the code is refused on sending", async () => {
    serveApi({
      'GET /api/invites/K7Q-4MZ': () => json(invite),
      'POST /api/auth/register': refused(JOIN_MSG.inviteUsed),
    });
    const { user } = renderApp('/join/K7Q-4MZ');
    await screen.findByLabelText('Invite code');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(JOIN_MSG.inviteUsed);
    expect(getSession().token).toBeNull();
  });

  it('sends someone already signed in to the dashboard', async () => {
    saveSession('token-1', aUser({ tenancyStatus: 'active' }));
    const fetchMock = serveApi({
      'GET /api/dashboard/summary': () => json(aSummary({ role: 'Tenant' })),
      'GET /api/notifications': () => json([], 200, { 'x-unread-count': '0' }),
    });
    renderApp('/join/K7Q-4MZ');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    // The router renders the new address in a transition, after the address bar has it: wait for
    // the dashboard itself, or signing out after the test could still find the invite route there.
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/dashboard/summary'));
  });
});
