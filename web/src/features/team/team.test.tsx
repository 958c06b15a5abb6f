import { MSG, type StaffInvite, type StaffMember, TEAM_MSG } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { menuFor } from '../../app/nav-items';
import { forgetBuilding } from '../../lib/building';
import { clearSession, getSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { aSummary, aUser, uuid } from '../../testing/fixtures';
import { findToast, renderApp, renderWithProviders } from '../../testing/render';
import { aBill } from '../bills/a-bill';
import { BillsPage } from '../bills/bills-page';
import { aConfirmedPayment, aPayment } from '../payments/payment-fixtures';
import { PaymentsPage } from '../payments/payments-page';
import { TeamPage } from './team-page';

// The screens are lazy chunks: transform them once here, not inside the first test's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../app/staff-join-route'),
    import('../../app/layout'),
    import('../auth/register-fields'),
    import('../auth/register-check'),
    import('../dashboard/dashboard-page'),
    import('./staff-invite-form'),
    import('./team-dialogs'),
  ]);
});

afterEach(() => {
  clearSession();
  forgetBuilding();
});

const owner = aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord', apartmentName: 'Sunrise Court' });
const caretaker = aUser({ id: 'c1', name: 'Wanjiru Kamau', role: 'Caretaker', apartmentName: 'Sunrise Court' });

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
      'POST /api/staff/invites/K7Q-4MZ/accept': recording(() => json({ message: TEAM_MSG.accepted('Sunrise Court') })),
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

describe("the caretaker's app", () => {
  it('has a menu without the owner’s screens', () => {
    expect(menuFor('Caretaker').map((item) => item.label)).toEqual([
      'Dashboard',
      'Tenants',
      'Bills',
      'Payments',
      'Complaints',
      'Rules',
      'Activity',
      'Settings',
    ]);
  });

  it("offers no owner's action on Payments and Bills: records and confirms, never reverses, assigns or bills", async () => {
    saveSession('token', caretaker);
    const claim = aPayment();
    serveApi({
      'GET /api/payments': (url) =>
        json(url.searchParams.get('status') === 'pending' ? [claim] : [claim, aConfirmedPayment({ _id: uuid(301) })]),
      'GET /api/bills/apartment?limit=20&group=month': () => json([aBill()]),
    });
    const payments = renderWithProviders(<PaymentsPage />, { path: '/payments' });
    const section = await screen.findByRole('region', { name: 'To confirm (1)' });
    expect(within(section).getByRole('button', { name: /^Confirm / })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeVisible();
    expect(await screen.findAllByText(/R-000001/)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Reverse / })).toBeNull();
    // No request for unmatched M-Pesa money either: serveApi fails the test on any it did not expect.
    payments.unmount();

    renderWithProviders(<BillsPage />, { path: '/bills' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills Management' })).toBeVisible();
    expect(await screen.findAllByText('Rent for March 2026')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create monthly bills' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add a charge|Add charge/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Record payment/ }).length).toBeGreaterThan(0);
  });
});
