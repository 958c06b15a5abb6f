import { MSG, TEAM_MSG } from '@safestay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetBuilding } from '../lib/building';
import { clearSession, getSession, saveSession } from '../lib/session';
import { type ApiHandler, json, serveApi } from '../testing/api';
import { aSummary, aUser } from '../testing/fixtures';
import { findToast, renderApp } from '../testing/render';

// The screens are lazy chunks: transform them once here, not inside the first test's wait.
beforeAll(async () => {
  await Promise.all([
    import('./staff-join-route'),
    import('./layout'),
    import('../features/auth/register-fields'),
    import('../features/auth/register-check'),
    import('../features/dashboard/dashboard-page'),
  ]);
});

afterEach(() => {
  clearSession();
  forgetBuilding();
});

const owner = aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord', apartmentName: 'Sunrise Court' });
const caretaker = aUser({ id: 'c1', name: 'Wanjiru Kamau', role: 'Caretaker', apartmentName: 'Sunrise Court' });

const sent: Array<{ method: string; path: string; body: unknown }> = [];
const recording =
  (answer: () => Response): ApiHandler =>
  (url, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return answer();
  };

const preview = {
  apartmentName: 'Sunrise Court',
  area: 'Kilimani',
  invitedBy: 'Lara Landlord',
  expiresAt: '2026-06-08T08:00:00.000Z',
};

describe('/staff/join/:code', () => {
  it('signed out: shows who invites where, and creates a caretaker account with the code', async () => {
    sent.length = 0;
    serveApi({
      'GET /api/staff/invites/K7Q-4MZ': () => json(preview),
      'POST /api/auth/register': recording(() =>
        json({ message: MSG.accountCreated, token: 'new-token', user: caretaker }, 201),
      ),
      'GET /api/apartments/owned': () =>
        json([{ _id: 'a1', name: 'Sunrise Court', area: 'Kilimani', role: 'caretaker', units: 4, occupied: 3 }]),
      'GET /api/dashboard/summary': () => json(aSummary({ role: 'Caretaker' })),
      'GET /api/notifications': () => json([], 200, { 'x-unread-count': '0' }),
    });
    const { user } = renderApp('/staff/join/K7Q-4MZ');
    expect(
      await screen.findByRole('heading', {
        name: 'Lara Landlord invites you to be the caretaker of Sunrise Court, Kilimani',
      }),
    ).toBeVisible();
    expect(screen.getByText('This invite works until 8 Jun 2026.')).toBeVisible();
    expect(await screen.findByLabelText('Invite code')).toHaveValue('K7Q-4MZ');
    // A caretaker names no apartment, rent or move-in day.
    expect(screen.queryByLabelText(/Apartment/)).toBeNull();
    expect(screen.queryByLabelText(/Rent/)).toBeNull();
    expect(screen.queryByLabelText(/Move-in/)).toBeNull();

    await user.type(screen.getByLabelText('Full name'), 'Wanjiru Kamau');
    await user.type(screen.getByLabelText('Email'), 'wanjiru@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('National ID'), '23456789');
    await user.type(screen.getByLabelText('Phone number'), '0722000002');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeVisible();
    expect(getSession().user?.role).toBe('Caretaker');
    expect(sent[0]?.body).toMatchObject({ role: 'Caretaker', staffInviteCode: 'K7Q-4MZ', name: 'Wanjiru Kamau' });
  });

  it("signed in: accepts, and a code the server refuses shows the server's reason", async () => {
    saveSession('token', owner);
    sent.length = 0;
    serveApi({
      'GET /api/staff/invites/K7Q-4MZ': () => json(preview),
      'GET /api/staff/invites/BAD-000': () => json({ message: 'That invite has expired.' }, 404),
      'POST /api/staff/invites/K7Q-4MZ/accept': recording(() =>
        json({ message: TEAM_MSG.accepted('Sunrise Court'), apartmentId: 'a9' }),
      ),
      'GET /api/apartments/owned': () =>
        json([{ _id: 'a9', name: 'Sunrise Court', area: 'Kilimani', role: 'caretaker', units: 4, occupied: 3 }]),
      'PUT /api/auth/me': () => json({ message: 'Saved', user: { ...owner, apartmentId: 'a9' } }),
      'GET /api/dashboard/summary': () => json(aSummary({ role: 'Caretaker' })),
      'GET /api/notifications': () => json([], 200, { 'x-unread-count': '0' }),
    });
    const { user, unmount } = renderApp('/staff/join/K7Q-4MZ');
    expect(await screen.findByText('You are signed in as Lara Landlord.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Create account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await findToast(TEAM_MSG.accepted('Sunrise Court'))).toBeVisible();
    // The tab now acts on that building, as its caretaker.
    expect(await screen.findByText('Caretaker', { selector: '[data-testid="sidebar-user-role"]' })).toBeVisible();
    expect(sent.map((s) => s.path)).toEqual(['/api/staff/invites/K7Q-4MZ/accept']);
    unmount();

    renderApp('/staff/join/BAD-000');
    expect(await screen.findByRole('heading', { name: 'This invite cannot be used' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('That invite has expired.');
  });
});
