import type { User } from '@safestay/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aSummary, aTenant, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { DashboardPage } from './dashboard-page';

afterEach(() => {
  clearSession();
});

function renderPage(user: User) {
  saveSession('token', user);
  return renderWithProviders(<DashboardPage />);
}

const requestedPaths = (fetchMock: ReturnType<typeof serveApi>) => fetchMock.mock.calls.map(([url]) => String(url));
const summary = (counts: Parameters<typeof aSummary>[0]) => () => json(aSummary(counts));

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
      'GET /api/users/tenants?limit=10': () => json(tenants, 200, { 'X-Total-Count': '1000', 'X-Next-Cursor': 'next' }),
    });
    renderPage(aUser({ id: 'l1', name: 'Lara', role: 'Landlord' }));
    expect(await screen.findByText('Tenant 00')).toBeInTheDocument();
    expect(screen.getByText('Tenant 09')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 1,000' })).toHaveAttribute('href', '/tenants');
  });
});
