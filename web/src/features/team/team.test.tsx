import { type StaffInvite, type StaffMember, TEAM_MSG } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetBuilding } from '../../lib/building';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { TeamPage } from './team-page';

// The form and dialogs are lazy chunks: transform them once here, not inside the test's wait.
beforeAll(async () => {
  await Promise.all([import('./staff-invite-form'), import('./team-dialogs')]);
});

afterEach(() => {
  clearSession();
  forgetBuilding();
});

const owner = aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord', apartmentName: 'Sunrise Court' });

const member = (over: Partial<StaffMember>): StaffMember => ({
  _id: 'l1',
  name: 'Lara Landlord',
  phone: '+254711000001',
  email: 'lara@example.com',
  role: 'owner',
  since: '2026-01-10T08:00:00.000Z',
  ...over,
});

const anInvite = (over: Partial<StaffInvite> = {}): StaffInvite => ({
  _id: 'si1',
  code: null,
  hint: 'K7Q',
  link: null,
  name: 'Wanjiru',
  phone: '+254722000002',
  email: null,
  expiresAt: '2026-06-08T08:00:00.000Z',
  createdAt: '2026-06-01T08:00:00.000Z',
  ...over,
});

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

describe('the Team screen', () => {
  it('invites a caretaker, shows the code once with Copy and WhatsApp, and removes a caretaker after asking', async () => {
    sent.length = 0;
    saveSession('token', owner);
    const team = [
      member({}),
      member({ _id: 'c1', name: 'Wanjiru Kamau', role: 'caretaker', since: '2026-05-02T08:00:00.000Z' }),
    ];
    let invites: StaffInvite[] = [];
    serveApi({
      'GET /api/staff': () => json(team),
      'GET /api/staff/invites': () => json(invites),
      'POST /api/staff/invites': recording(() => {
        invites = [anInvite()];
        const link = 'https://safestay.example/staff/join/K7Q-4MZ';
        return json({ message: TEAM_MSG.inviteCreated, invite: anInvite({ code: 'K7Q-4MZ', link }) }, 201);
      }),
      'DELETE /api/staff/c1': recording(() => {
        team.pop();
        return json({ message: TEAM_MSG.removed('Wanjiru Kamau') });
      }),
    });
    const { user } = renderWithProviders(<TeamPage />, { path: '/team' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your team' });
    expect(within(list).getByText('Owner')).toBeVisible();
    expect(within(list).getByText('Caretaker')).toBeVisible();
    expect(within(list).getByText(/Since 2 May 2026/)).toBeVisible();
    // The owner is never offered to remove themselves.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove Wanjiru Kamau']);
    expect(screen.getByText('No open invites.')).toBeVisible();

    await user.type(await screen.findByLabelText(/^Name/), 'Wanjiru');
    await user.type(screen.getByLabelText(/^Phone number/), '0722000002');
    await user.click(screen.getByRole('button', { name: 'Create invite' }));
    expect(await findToast(TEAM_MSG.inviteCreated)).toBeVisible();
    const card = screen.getByRole('region', { name: 'New caretaker invite' });
    expect(within(card).getByText('K7Q-4MZ')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('You are invited to be the caretaker of Sunrise Court on SafeStay: https://safestay.example/staff/join/K7Q-4MZ (code K7Q-4MZ)')}`,
    );
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/staff/invites',
      body: { name: 'Wanjiru', phone: '+254722000002' },
    });
    const open = await screen.findByRole('list', { name: 'Open invites' });
    expect(within(open).getByRole('button', { name: 'Withdraw invite K7Q' })).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Remove Wanjiru Kamau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the team?' });
    expect(dialog).toHaveTextContent('Wanjiru Kamau loses access to this building at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await findToast(TEAM_MSG.removed('Wanjiru Kamau'))).toBeVisible();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/staff/c1' });
    expect(await screen.findByText('No caretaker yet. Invite one above.')).toBeVisible();
  });
});
