import { nairobiToday } from '@safestay/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakLocale } from '../../lib/locale';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aTenancy, aTenant, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { TenantsPage } from './tenants-page';

const landlord = aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' });
const tenantUser = aUser({ id: 't9', name: 'Tom Tenant' });
const noJoinRequests = { 'GET /api/tenancies?status=pending': () => json([]) };

function renderPage() {
  return renderWithProviders(<TenantsPage />, { path: '/tenants', routes: { '/chat': <p>Chat screen</p> } });
}

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

describe('TenantsPage', () => {
  it('tells a non-landlord access is denied, without asking the server', () => {
    saveSession('token', tenantUser);
    const fetchMock = serveApi({});
    renderPage();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Only landlords can view tenant information.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a list that fails to load is logged and shows the empty state (docs/product.md §8)', async () => {
    saveSession('token', landlord);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({ 'GET /api/users/tenants': () => json({ message: 'boom' }, 500), ...noJoinRequests });
    renderPage();
    expect(await screen.findByText('No Tenants Found')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not load tenants', expect.anything());
    warn.mockRestore();
  });

  it('shows the details and opens chat with the tenant stored as partner', async () => {
    saveSession('token', landlord);
    serveApi({
      'GET /api/users/tenants': () => json([aTenant({ secondaryPhoneNumber: '+254722222222' })]),
      ...noJoinRequests,
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Amina Otieno' });
    expect(screen.getByText('1 tenant in total')).toBeInTheDocument();
    expect(within(card).getByText('Late')).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument();
    // Money, not a count of bills (docs/ledger.md).
    expect(within(card).getByText('Balance').nextSibling).toHaveTextContent('Owes KSH 22,500');
    expect(within(card).getByText('Owes KSH 22,500')).toHaveClass('text-red-700');
    expect(within(card).queryByText('Pending bills')).toBeNull();
    const links = within(card).getByRole('navigation', { name: 'Money of Amina Otieno' }).querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Statement', '/statement?tenancy=tn-t1'],
      ['Record payment', '/payments?record=1&tenancy=tn-t1'],
      ['Activity', '/activity?tenant=t1'],
    ]);
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Tenant Details' });
    for (const text of ['+254711111111', '+254722222222', 'NID-111', '15 Jan 2026', 'amina@example.com']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Total bills').nextSibling).toHaveTextContent('4');
    expect(within(dialog).getByText('Balance').nextSibling).toHaveTextContent('Owes KSH 22,500');
    expect(within(dialog).getByRole('link', { name: 'Statement' })).toHaveAttribute('href', '/statement?tenancy=tn-t1');
    expect(within(dialog).getByText('Total complaints').nextSibling).toHaveTextContent('3');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Chat screen')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('chatPartner') ?? 'null')).toEqual({
      id: 't1',
      name: 'Amina Otieno',
      role: 'Tenant',
      nationalID: 'NID-111',
    });
  });

  it('closes the details as a shortcut leaves, so a list still on screen after a quick back shows no dialog', async () => {
    saveSession('token', landlord);
    serveApi({ 'GET /api/users/tenants': () => json([aTenant()]), ...noJoinRequests });
    // No routes: the page stays rendered whatever the address, as the list does when the landlord
    // presses back before the next screen has replaced it.
    const { user } = renderWithProviders(<TenantsPage />, { path: '/tenants' });
    const card = await screen.findByRole('article', { name: 'Amina Otieno' });
    for (const shortcut of [
      { role: 'button', name: 'View History' },
      { role: 'button', name: 'Create Bill' },
      { role: 'button', name: 'Send Message' },
      { role: 'link', name: 'Statement' },
      { role: 'link', name: 'Record payment' },
      { role: 'link', name: 'Activity' },
    ] as const) {
      await user.click(within(card).getByRole('button', { name: 'View Details' }));
      const dialog = screen.getByRole('dialog', { name: 'Tenant Details' });
      await user.click(within(dialog).getByRole(shortcut.role, { name: shortcut.name }));
      expect(screen.queryByRole('dialog', { name: 'Tenant Details' }), shortcut.name).toBeNull();
    }
  });

  it('shows the unit on the card and in the details, and moves the tenant out on the date given', async () => {
    saveSession('token', landlord);
    const sent: unknown[] = [];
    const message = 'Amina Otieno moved out on 30 Nov 2026. Their bills stay with them.';
    serveApi({
      'GET /api/users/tenants': () => json([aTenant({ unit: { _id: 'u1', code: 'A1' } })]),
      ...noJoinRequests,
      'POST /api/tenancies/tn-t1/end': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return sent.length === 1
          ? json({ message: 'Move-out date cannot be before the move-in date (2026-01-15).' }, 400)
          : json({ message, tenancy: {} });
      },
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Amina Otieno' });
    expect(within(card).getByText('Unit A1')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const details = screen.getByRole('dialog', { name: 'Tenant Details' });
    expect(within(details).getByText('Unit').nextSibling).toHaveTextContent('A1');
    await user.click(within(details).getByRole('button', { name: 'Move out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move out Amina Otieno' });
    const date = within(dialog).getByLabelText('Move-out date');
    // Today in Nairobi, the one clock (from 21:00 UTC it is already tomorrow there).
    expect(date).toHaveValue(nairobiToday());

    await user.clear(date);
    await user.type(date, '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Move out' }));
    expect(await within(dialog).findByText(/cannot be before the move-in date/)).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Move out' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ moveOutDate: '2026-01-01' }, { moveOutDate: '2026-11-30' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the first 50 of 1,000 tenants and loads the next page by cursor', async () => {
    saveSession('token', landlord);
    const page = (from: number) =>
      Array.from({ length: 50 }, (_, i) => aTenant({ id: `t${from + i}`, name: `Tenant ${from + i}` }));
    const fetchMock = serveApi({
      'GET /api/users/tenants?limit=50&cursor=next': () => json(page(50), 200, { 'X-Next-Cursor': 'later' }),
      'GET /api/users/tenants?limit=50': () => json(page(0), 200, { 'X-Next-Cursor': 'next', 'X-Total-Count': '1000' }),
      ...noJoinRequests,
    });
    const { user } = renderPage();
    expect(await screen.findByText('1000 tenants in total')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/users/tenants?limit=50');
    await user.click(screen.getByRole('button', { name: 'Show more tenants (950 more)' }));
    expect(await screen.findByRole('article', { name: 'Tenant 99' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/users/tenants?limit=50&cursor=next');
  }, 60_000); // a hundred cards take seconds to render in jsdom, more while other suites share the cores

  it('shows credit and a settled balance in words', async () => {
    saveSession('token', landlord);
    const stats = aTenant().stats;
    serveApi({
      'GET /api/users/tenants': () =>
        json([
          aTenant({ id: 't1', name: 'Amina Otieno', stats: { ...stats, balance: -1000 } }),
          aTenant({ id: 't2', name: 'Brian Kamau', stats: { ...stats, balance: 0 } }),
        ]),
      ...noJoinRequests,
    });
    renderPage();
    const amina = await screen.findByRole('article', { name: 'Amina Otieno' });
    expect(within(amina).getByText('KSH 1,000 credit')).toHaveClass('text-emerald-800');
    expect(within(screen.getByRole('article', { name: 'Brian Kamau' })).getByText('Paid up')).toBeInTheDocument();
  });

  it('speaks Kiswahili to a landlord who reads it: the list, a join request and the details', async () => {
    await act(() => speakLocale('sw'));
    try {
      saveSession('token', landlord);
      serveApi({
        'GET /api/users/tenants': () => json([aTenant({ unit: { _id: 'u1', code: 'A1' } })]),
        'GET /api/tenancies?status=pending': () => json([aTenancy()]),
      });
      const { user } = renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Usimamizi wa wapangaji' })).toBeVisible();
      expect(await screen.findByText('Mpangaji 1 kwa jumla')).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Maombi ya kujiunga (1)' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Idhinisha Brian Kamau' })).toBeVisible();
      const card = screen.getByRole('article', { name: 'Amina Otieno' });
      expect(within(card).getByText('Amechelewa')).toBeVisible();
      expect(within(card).getByText('Nyumba A1')).toBeVisible();
      expect(within(card).getByText('Salio').nextSibling).toHaveTextContent(/^Anadaiwa Ksh.22,500\.00$/);
      await user.click(within(card).getByRole('button', { name: 'Tazama maelezo' }));
      const dialog = screen.getByRole('dialog', { name: 'Maelezo ya mpangaji' });
      expect(within(dialog).getByText('Jumla ya bili').nextSibling).toHaveTextContent('4');
      expect(within(dialog).getByRole('button', { name: 'Mhamishe' })).toBeVisible();
    } finally {
      await act(() => speakLocale('en'));
    }
  });
});
