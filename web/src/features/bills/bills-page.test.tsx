import type { Bill, User } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { BillsPage } from './bills-page';

const landlord = { id: 'l1', _id: 'l1', name: 'Lara Landlord', role: 'Landlord' } as User;
const tenantUser = { id: 't1', _id: 't1', name: 'Amina Otieno', role: 'Tenant' } as User;

function bill(overrides: Partial<Bill> = {}): Bill {
  return {
    _id: 'b1',
    description: 'Rent for March 2026',
    amount: 15000,
    remainingAmount: 15000,
    dueDate: '2026-03-05',
    status: 'Pending',
    tenant: { _id: 't1', name: 'Amina Otieno' },
    paymentHistory: [],
    paymentDate: null,
    createdAt: '2026-02-25T09:00:00.000Z',
    kind: 'rent',
    overdue: false,
    tenancyId: 'tn-t1',
    unit: null,
    voidedAt: null,
    voidReason: null,
    ...overrides,
  };
}

function renderPage(path = '/bills') {
  return renderWithProviders(<BillsPage />, { path, routes: {} });
}

afterEach(() => {
  clearSession();
});

const urlOf = (call: Parameters<typeof fetch>) => String(call[0]);

describe('BillsPage', () => {
  it('shows each bill’s badge, amounts and dates as docs/product.md §2/§4 describe', async () => {
    saveSession('token', landlord);
    const fetchMock = serveApi({
      'GET /api/bills/apartment?limit=50': () =>
        json([
          bill({ _id: 'b1', status: 'Paid', remainingAmount: 0, paymentDate: '2026-03-02T10:00:00.000Z' }),
          bill({ _id: 'b2', status: 'Partial', remainingAmount: 9000.5, tenant: { _id: 't2', name: 'Brian Kamau' } }),
          bill({ _id: 'b3', status: 'Pending', tenant: { _id: 't3', name: 'Chris Mwangi' } }),
        ]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills Management' })).toBeVisible();
    const [paid, partial, pending] = await screen.findAllByRole('article');

    expect(within(paid).getByText('Paid')).toBeVisible();
    expect(within(paid).getByText('2 Mar 2026')).toBeVisible();
    expect(within(paid).getByRole('button', { name: /Download Receipt/ })).toBeVisible();

    expect(within(partial).getByText('Partial')).toBeVisible();
    expect(within(partial).getByText('KSH 9,000.50')).toBeVisible();
    expect(within(partial).getByText('Brian Kamau')).toBeVisible();
    expect(within(partial).queryByRole('button', { name: /Download Receipt/ })).toBeNull();

    // No remaining line when nothing is paid.
    expect(within(pending).getByText('Pending')).toBeVisible();
    expect(within(pending).queryByText(/Remaining/)).toBeNull();
    expect(within(pending).getByText('KSH 15,000')).toBeVisible();
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/bills/apartment?limit=50');
  });

  it('filters by tenant from /bills?tenant= and by status with the tabs', async () => {
    saveSession('token', landlord);
    const list = () => json([bill({ tenant: { _id: 't7', name: 'Brian Kamau' } })]);
    const fetchMock = serveApi({ 'GET /api/bills/apartment': list, 'GET /api/bills/unpaid': list });
    const { user } = renderPage('/bills?tenant=t7');
    expect(await screen.findByText('Brian Kamau', { selector: 'span' })).toBeVisible();
    expect(screen.getByText(/Showing bills for/)).toHaveTextContent('Showing bills for Brian Kamau');
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/bills/apartment?tenant=t7&limit=50');

    await user.click(screen.getByRole('button', { name: 'Unpaid Bills' }));
    expect(screen.getByRole('button', { name: 'Unpaid Bills' })).toHaveAttribute('aria-pressed', 'true');
    expect(urlOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe('/api/bills/unpaid?tenant=t7&limit=50');

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.queryByText(/Showing bills for/)).toBeNull();
    expect(urlOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe('/api/bills/unpaid?limit=50');
  });

  it('a landlord sees the first 50 of thousands of bills and loads the next page with the cursor', async () => {
    saveSession('token', landlord);
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => bill({ _id: `b${from + i}`, description: `Rent ${from + i}` }));
    const fetchMock = serveApi({
      'GET /api/bills/apartment?limit=50&cursor=c2': () => json(page(50, 50), 200, { 'X-Next-Cursor': 'c3' }),
      'GET /api/bills/apartment?limit=50': () =>
        json(page(0, 50), 200, { 'X-Next-Cursor': 'c2', 'X-Total-Count': '24000', 'X-Outstanding-Total': '360000000' }),
    });
    const { user } = renderPage();
    // what all 24,000 bills owe, though only 50 are loaded
    expect(await screen.findByText('24000 bills, KSH 360,000,000 outstanding')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more bills (23950 more)' }));
    expect(await screen.findByText('Rent 99')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(100);
    expect(urlOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe(
      '/api/bills/apartment?limit=50&cursor=c2',
    );
    expect(screen.getByRole('button', { name: 'Show more bills (23900 more)' })).toBeVisible();
  }, 20_000); // a hundred cards take seconds to render in jsdom on a busy machine

  it('a tenant pays the full remaining amount; a failure shows the catalogue text', async () => {
    saveSession('token', tenantUser);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payBodies: unknown[] = [];
    serveApi({
      'POST /api/bills/pay-cash': (_url, init) => {
        payBodies.push(JSON.parse(String(init?.body)));
        return json({ message: 'This bill is already paid.' }, 409);
      },
      'GET /api/bills/me': () => json([bill({ status: 'Partial', remainingAmount: 9000.5 })]),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'All Bills' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: /Pay Cash/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pay Cash' });
    expect(within(dialog).getByText('KSH 9,000.50')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByText('Failed to process payment. Please try again.')).toBeVisible();
    expect(payBodies).toEqual([{ billId: 'b1', amount: 9000.5 }]);
    expect(warn).toHaveBeenCalledWith('Payment failed', expect.anything());
  });

  it('shows "No bills found" when the list is empty, and also when the fetch fails', async () => {
    saveSession('token', tenantUser);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({ 'GET /api/bills/me': () => json({ message: 'boom' }, 500) });
    renderPage();
    expect(await screen.findByText('No bills found')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
