import type { User } from '@safestay/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakLocale } from '../../lib/locale';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aSummary, aTenant, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

function renderPage(user: User) {
  saveSession('token', user);
  return renderWithProviders(<DashboardPage />);
}

const requestedPaths = (fetchMock: ReturnType<typeof serveApi>) => fetchMock.mock.calls.map(([url]) => String(url));
const summary = (counts: Parameters<typeof aSummary>[0]) => () => json(aSummary(counts));
/** The owner's collection chart, drawn below the fold once the dashboard has painted. */
const collection = () =>
  json({
    year: 2026,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      expected: 0,
      collected: 0,
      outstanding: null,
      overdue: null,
      asAt: null,
    })),
  });

describe('DashboardPage', () => {
  it('shows zero counts and the empty activity message when the summary cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = serveApi({ 'GET /api/dashboard/summary': () => json({ message: 'boom' }, 500) });
    renderPage(aUser({ id: 't1', name: 'Tom' }));
    expect(await screen.findByText(/No recent activity yet/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'My Bills' })).toHaveTextContent('0');
    expect(screen.getByRole('article', { name: 'My Bills' })).toHaveTextContent('0 pending');
    expect(warn).toHaveBeenCalled();
    // a tenant's dashboard never asks for the tenant list
    expect(requestedPaths(fetchMock)).toEqual(['/api/dashboard/summary']);
    expect(screen.queryByText('Total Tenants')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it("gives a landlord the tenant count and the apartment's tenant list", async () => {
    const fetchMock = serveApi({
      'GET /api/dashboard/summary': summary({
        totalBills: 5,
        pendingBills: 2,
        totalComplaints: 1,
        pendingComplaints: 1,
        totalTenants: 0,
      }),
      'GET /api/reports/collection': collection,
      'GET /api/users/tenants?limit=10': () => json([]),
    });
    renderPage(aUser({ id: 'l1', name: 'Lara', role: 'Landlord' }));
    expect(await screen.findByText('5 bills, 2 awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Total Bills Issued' })).toHaveTextContent('2 pending');
    expect(screen.getByRole('article', { name: 'Total Tenants' })).toHaveTextContent('Active tenants');
    expect(await screen.findByText('No tenants yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Tenants Page' })).toHaveAttribute('href', '/tenants');
    expect(requestedPaths(fetchMock).sort()).toEqual(['/api/dashboard/summary', '/api/users/tenants?limit=10']);
  });

  it('lists the first tenants of a large building and links to all of them', async () => {
    const tenants = Array.from({ length: 10 }, (_, i) =>
      aTenant({ id: `t${i}`, name: `Tenant ${String(i).padStart(2, '0')}`, email: `t${i}@example.com` }),
    );
    serveApi({
      'GET /api/dashboard/summary': summary({ totalTenants: 1000 }),
      'GET /api/reports/collection': collection,
      'GET /api/users/tenants?limit=10': () => json(tenants, 200, { 'X-Total-Count': '1000', 'X-Next-Cursor': 'next' }),
    });
    renderPage(aUser({ id: 'l1', name: 'Lara', role: 'Landlord' }));
    expect(await screen.findByText('Tenant 00')).toBeInTheDocument();
    expect(screen.getByText('Tenant 09')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 1,000' })).toHaveAttribute('href', '/tenants');
  });

  it('tells a tenant what they owe, when the next charge is due and how many are late', async () => {
    // Before the due date, whenever the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:00:00+03:00'));
    serveApi({
      'GET /api/dashboard/summary': summary({
        role: 'Tenant',
        totalBills: 3,
        pendingBills: 2,
        balance: 22500,
        nextDueDate: '2026-12-05',
        overdueBills: 2,
      }),
    });
    renderPage(aUser({ id: 't1', name: 'Tom' }));
    const money = await screen.findByRole('region', { name: 'Your balance' });
    expect(await within(money).findByText('You owe KSH 22,500')).toBeVisible();
    expect(within(money).getByText('Next due: 5 Dec 2026')).toBeVisible();
    expect(within(money).getByText('2 overdue bills')).toBeVisible();
    const links = within(money)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['My Bills', '/bills'],
      ['My Payments', '/payments'],
      ['Statement', '/statement'],
    ]);
  });

  it('says a due date that has passed is overdue, not next due', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-10T09:00:00+03:00'));
    serveApi({
      'GET /api/dashboard/summary': summary({
        role: 'Tenant',
        balance: 15000,
        nextDueDate: '2026-12-05',
        overdueBills: 1,
      }),
    });
    renderPage(aUser({ id: 't1', name: 'Tom' }));
    const money = await screen.findByRole('region', { name: 'Your balance' });
    expect(await within(money).findByText('Overdue since 5 Dec 2026')).toBeVisible();
    expect(within(money).queryByText(/Next due/)).toBeNull();
  });

  it.each([
    [-1000, 'You are KSH 1,000 in credit'],
    [0, 'You are all paid up'],
  ])('a tenant with balance %d reads "%s", with no due date or overdue line', async (balance, line) => {
    serveApi({
      'GET /api/dashboard/summary': summary({ role: 'Tenant', balance, nextDueDate: null, overdueBills: 0 }),
    });
    renderPage(aUser({ id: 't1', name: 'Tom' }));
    const money = await screen.findByRole('region', { name: 'Your balance' });
    expect(await within(money).findByText(line)).toBeVisible();
    expect(within(money).queryByText(/Next due|overdue/)).toBeNull();
  });

  it("gives a landlord this month's money, the claims to confirm and the largest arrears", async () => {
    serveApi({
      'GET /api/dashboard/summary': summary({
        totalTenants: 2,
        money: {
          month: '2026-11',
          expected: 30000,
          collected: 12500.5,
          outstanding: 47500,
          overdue: 40000,
          dueSoon: 7500,
          broughtForward: 30000.5,
          dueLater: 0,
          credit: 0,
          toConfirm: 3,
          arrears: [
            {
              tenancyId: 'tn1',
              tenantId: 't1',
              name: 'Chloe Wambui',
              unit: 'C3',
              overdue: 30000,
              oldestDueDate: '2026-10-05',
              balance: 30000,
            },
            {
              tenancyId: 'tn2',
              tenantId: 't2',
              name: 'Brian Kamau',
              unit: null,
              overdue: 10000,
              oldestDueDate: '2026-11-05',
              balance: 17500,
            },
          ],
        },
      }),
      'GET /api/reports/collection': collection,
      'GET /api/users/tenants?limit=10': () => json([]),
    });
    const { user } = renderPage(aUser({ id: 'l1', name: 'Lara', role: 'Landlord' }));
    const month = await screen.findByRole('region', { name: 'Money in November 2026' });
    const figure = (label: string) => within(month).getByText(label).nextSibling;
    expect(figure('Expected')).toHaveTextContent('KSH 30,000');
    expect(figure('Collected')).toHaveTextContent('KSH 12,500.50');
    expect(figure('Overdue')).toHaveTextContent('KSH 40,000');
    expect(figure('Due soon')).toHaveTextContent('KSH 7,500');
    // The sum that ties them, in words a landlord can check with a calculator, one tap away.
    await user.click(within(month).getByText('How the figures add up'));
    expect(within(month).getByText(/brought forward/)).toBeVisible();
    expect(within(month).getByText(/brought forward/)).toHaveTextContent(
      /^KSH 30,000\.50 brought forward \+ KSH 30,000 expected \+ .+ due later − KSH 12,500\.50 collected = KSH 47,500 still owed − .+ in credit\./,
    );
    expect(within(month).getByRole('link', { name: 'To confirm (3)' })).toHaveAttribute('href', '/payments');

    const arrears = screen.getByRole('region', { name: 'Largest arrears' });
    const rows = within(arrears).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Chloe WambuiUnit C3 · Late since 5 Oct 2026KSH 30,000Statement',
      'Brian KamauNo unit · Late since 5 Nov 2026KSH 10,000KSH 17,500 owed in allStatement',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Statement of Chloe Wambui' })).toHaveAttribute(
      'href',
      '/statement?tenancy=tn1',
    );
  });

  it('a landlord with nothing to confirm and nobody owing reads so', async () => {
    serveApi({
      'GET /api/dashboard/summary': summary({
        money: {
          month: '2026-11',
          expected: 0,
          collected: 0,
          outstanding: 0,
          overdue: 0,
          dueSoon: 0,
          broughtForward: 0,
          dueLater: 0,
          credit: 0,
          toConfirm: 0,
          arrears: [],
        },
      }),
      'GET /api/reports/collection': collection,
      'GET /api/users/tenants?limit=10': () => json([]),
    });
    renderPage(aUser({ id: 'l1', name: 'Lara', role: 'Landlord' }));
    expect(await screen.findByText('No payments to confirm')).toBeVisible();
    expect(screen.queryByRole('link', { name: /To confirm/ })).toBeNull();
    expect(screen.getByText('Nobody owes anything.')).toBeVisible();
  });

  it("speaks Kiswahili to a landlord who reads it: the month's money, the arrears and the tenants", async () => {
    await act(() => speakLocale('sw'));
    try {
      serveApi({
        'GET /api/dashboard/summary': summary({
          totalTenants: 1,
          money: {
            month: '2026-11',
            expected: 30000,
            collected: 0,
            outstanding: 30000,
            overdue: 30000,
            dueSoon: 0,
            broughtForward: 0,
            dueLater: 0,
            credit: 0,
            toConfirm: 2,
            arrears: [
              {
                tenancyId: 'tn1',
                tenantId: 't1',
                name: 'Chloe Wambui',
                unit: 'C3',
                overdue: 30000,
                oldestDueDate: '2026-10-05',
                balance: 30000,
              },
            ],
          },
        }),
        'GET /api/reports/collection': collection,
        'GET /api/users/tenants?limit=10': () => json([aTenant()]),
      });
      renderPage(aUser({ id: 'l1', name: 'Lara', role: 'Landlord', locale: 'sw' }));
      const month = await screen.findByRole('region', { name: 'Pesa za Novemba 2026' });
      expect(within(month).getByText('Inatarajiwa')).toBeVisible();
      expect(within(month).getByRole('link', { name: 'Ya kuthibitisha (2)' })).toBeVisible();
      const arrears = screen.getByRole('region', { name: 'Malimbikizo makubwa zaidi' });
      expect(within(arrears).getByText('Nyumba C3 · Imechelewa tangu 5 Okt 2026')).toBeVisible();
      expect(within(month).getByText('Jinsi hesabu inavyolingana')).toBeVisible();
      expect(within(arrears).getByRole('link', { name: 'Taarifa ya akaunti ya Chloe Wambui' })).toBeVisible();
      expect(await screen.findByRole('heading', { name: 'Wapangaji wako' })).toBeVisible();
      expect(screen.getByText('Kitambulisho')).toBeVisible();
    } finally {
      await act(() => speakLocale('en'));
    }
  });
});
