import { LEDGER_MSG, type User } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aHowToPay } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { aBill as bill, stubDesktop } from './a-bill';
import { BillsPage } from './bills-page';

const landlord = { id: 'l1', _id: 'l1', name: 'Lara Landlord', role: 'Landlord' } as User;
const tenantUser = { id: 't1', _id: 't1', name: 'Amina Otieno', role: 'Tenant' } as User;

function renderPage(path = '/bills') {
  return renderWithProviders(<BillsPage />, { path, routes: {} });
}

afterEach(() => {
  clearSession();
});

const urlOf = (call: Parameters<typeof fetch>) => String(call[0]);

/** Paid, Partial and overdue, Pending, and a voided water charge. */
const mixedBills = () => [
  bill({ _id: 'b1', status: 'Paid', remainingAmount: 0, paymentDate: '2026-03-02T10:00:00.000Z', unit: 'A1' }),
  bill({
    _id: 'b2',
    status: 'Partial',
    remainingAmount: 9000.5,
    overdue: true,
    tenant: { _id: 't2', name: 'Brian Kamau' },
    tenancyId: 'tn-t2',
    unit: 'B2',
  }),
  bill({ _id: 'b3', status: 'Pending', dueDate: '2099-03-05', tenant: { _id: 't3', name: 'Chris Mwangi' } }),
  bill({
    _id: 'b4',
    kind: 'water',
    description: 'Water for March 2026',
    amount: 800,
    remainingAmount: 0,
    voidedAt: '2026-03-10T08:00:00.000Z',
    voidReason: 'Meter misread',
  }),
];

describe('BillsPage', () => {
  it('on a phone, a landlord’s cards show state, kind, unit, paid and balance (docs/ledger.md)', async () => {
    saveSession('token', landlord);
    const fetchMock = serveApi({ 'GET /api/bills/apartment?limit=20&group=month': () => json(mixedBills()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills Management' })).toBeVisible();
    // Under the months they are due in, in the order the server sent them.
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2099' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'March 2026',
      ...['Rent for March 2026', 'Rent for March 2026', 'Water for March 2026'],
      'March 2099',
      'Rent for March 2026',
    ]);
    const [paid, partial, voided] = within(screen.getByRole('list', { name: 'Bills due in March 2026' })).getAllByRole(
      'article',
    );
    const pending = within(screen.getByRole('list', { name: 'Bills due in March 2099' })).getByRole('article');

    expect(within(paid).getByText('Paid', { selector: '.rounded-full' })).toBeVisible();
    expect(within(paid).getByText('2 Mar 2026')).toBeVisible();
    expect(within(paid).getByText('A1')).toBeVisible();
    expect(within(paid).getByText('Rent')).toBeVisible();
    expect(within(paid).getByRole('button', { name: /Download Receipt/ })).toBeVisible();
    expect(within(paid).queryByRole('link', { name: /Record payment/ })).toBeNull();

    expect(within(partial).getByText('Partial')).toBeVisible();
    expect(within(partial).getByText('Overdue')).toBeVisible();
    expect(within(partial).getByText('Paid').nextSibling).toHaveTextContent('KSH 5,999.50');
    expect(within(partial).getByText('Balance').nextSibling).toHaveTextContent('KSH 9,000.50');
    expect(within(partial).getByText('Brian Kamau')).toBeVisible();
    expect(within(partial).queryByRole('button', { name: /Download Receipt/ })).toBeNull();
    expect(within(partial).getByRole('link', { name: /Record payment/ })).toHaveAttribute(
      'href',
      '/payments?record=1&tenancy=tn-t2&bill=b2&amount=9000.5',
    );
    expect(within(partial).getByRole('link', { name: /History/ })).toHaveAttribute(
      'href',
      '/activity?entity=bill&id=b2',
    );

    // Nothing paid: no paid or balance line, and not Overdue before its due date.
    expect(within(pending).getByText('Pending')).toBeVisible();
    expect(within(pending).queryByText('Overdue')).toBeNull();
    expect(within(pending).queryByText(/Balance/)).toBeNull();
    expect(within(pending).getByText('KSH 15,000')).toBeVisible();

    // Voided: the reason shows, and only its history and PDF remain.
    expect(within(voided).getByText('Void')).toBeVisible();
    expect(within(voided).getByText('Water')).toBeVisible();
    expect(within(voided).getByText(/Meter misread/)).toBeVisible();
    for (const name of [/^Edit/, /^Void/, /Record cash/]) {
      expect(within(voided).queryByRole('button', { name })).toBeNull();
    }
    expect(within(voided).getByRole('link', { name: /History/ })).toBeVisible();
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/bills/apartment?limit=20&group=month');
  });

  it('on a wide screen, a landlord reads a dense table: a row per bill, Overdue and Void with reason', async () => {
    stubDesktop(vi);
    saveSession('token', landlord);
    serveApi({
      'GET /api/bills/apartment?limit=20&group=month': () => json(mixedBills(), 200, { 'X-Total-Count': '4' }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Bills due in March 2026' });
    expect(screen.queryByRole('article')).toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Unit', 'Tenant', 'Bill', 'Kind', 'Amount', 'Paid', 'Balance', 'Status', 'Actions']);
    const [, paid, partial, voided] = within(table).getAllByRole('row');
    const [, pending] = within(screen.getByRole('table', { name: 'Bills due in March 2099' })).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);

    expect(cells(paid).slice(0, 8)).toEqual([
      'A1',
      'Amina Otieno',
      'Rent for March 2026Due 5 Mar 2026',
      'Rent',
      'KSH 15,000',
      'KSH 15,000',
      'KSH 0',
      'Paid',
    ]);
    expect(within(paid).getByRole('button', { name: 'Download Receipt for Rent for March 2026' })).toBeVisible();
    expect(cells(partial).slice(4, 8)).toEqual(['KSH 15,000', 'KSH 5,999.50', 'KSH 9,000.50', 'PartialOverdue']);
    expect(within(partial).getByRole('link', { name: 'Record payment for Rent for March 2026' })).toHaveAttribute(
      'href',
      '/payments?record=1&tenancy=tn-t2&bill=b2&amount=9000.5',
    );
    expect(cells(pending)[0]).toBe('—');
    expect(cells(pending)[7]).toBe('Pending');
    // Record payment and Edit as icons with tooltips; cash, Void, History and the PDF under More.
    expect(within(pending).getByRole('button', { name: 'Edit Rent for March 2026' })).toHaveAttribute('title', 'Edit');
    expect(within(pending).getByRole('button', { name: 'More actions for Rent for March 2026' })).toBeVisible();
    for (const name of ['Record cash for', 'Void', 'Download Bill for']) {
      expect(within(pending).getByRole('button', { name: `${name} Rent for March 2026` })).toBeInTheDocument();
    }

    expect(cells(voided).slice(3, 8)).toEqual(['Water', 'KSH 800', '—', 'KSH 0', 'VoidMeter misread']);
    expect(within(voided).getByText('Void').closest('td')).toHaveAttribute('title', 'Void: Meter misread');
    expect(within(voided).queryByRole('button', { name: /^(Edit|Void)/ })).toBeNull();
    expect(screen.getByText('4 bills, KSH 24,000.50 outstanding')).toBeVisible();
  });

  it('filters by tenant from /bills?tenant= and by status with the tabs', async () => {
    saveSession('token', landlord);
    const list = () => json([bill({ tenant: { _id: 't7', name: 'Brian Kamau' } })]);
    const fetchMock = serveApi({ 'GET /api/bills/apartment': list, 'GET /api/bills/unpaid': list });
    const { user } = renderPage('/bills?tenant=t7');
    expect(await screen.findByText('Brian Kamau', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText(/Showing bills for/)).toHaveTextContent('Showing bills for Brian Kamau');
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/bills/apartment?tenant=t7&limit=50');

    await user.click(screen.getByRole('button', { name: 'Unpaid Bills' }));
    expect(screen.getByRole('button', { name: 'Unpaid Bills' })).toHaveAttribute('aria-pressed', 'true');
    expect(urlOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe('/api/bills/unpaid?tenant=t7&limit=50');

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.queryByText(/Showing bills for/)).toBeNull();
    expect(urlOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe(
      '/api/bills/unpaid?limit=20&group=month',
    );
  });

  it('a landlord sees the first 50 of thousands of bills and loads the next page with the cursor', async () => {
    saveSession('token', landlord);
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => bill({ _id: `b${from + i}`, description: `Rent ${from + i}` }));
    const fetchMock = serveApi({
      'GET /api/bills/apartment?limit=20&group=month&cursor=c2': () =>
        json(page(50, 50), 200, { 'X-Next-Cursor': 'c3' }),
      'GET /api/bills/apartment?limit=20&group=month': () =>
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
      '/api/bills/apartment?limit=20&group=month&cursor=c2',
    );
    expect(screen.getByRole('button', { name: 'Show more bills (23900 more)' })).toBeVisible();
  }, 60_000); // a hundred cards take seconds to render in jsdom, more while other suites share the cores

  it('a tenant pays with one button; “I paid in cash” is a claim the landlord confirms', async () => {
    saveSession('token', tenantUser);
    const payBodies: unknown[] = [];
    const partial = bill({ status: 'Partial', remainingAmount: 9000.5, overdue: true, kind: 'water' });
    serveApi({
      // A tenant's cash is a claim (POST /payments) of what they owe in all, this bill their intent.
      'POST /api/payments': (_url, init) => {
        payBodies.push(JSON.parse(String(init?.body)));
        return payBodies.length === 1
          ? json({ message: 'This bill is already paid.' }, 409)
          : json({ message: LEDGER_MSG.payCashClaimed, bill: partial });
      },
      'GET /api/bills/me': () => json([partial, bill({ _id: 'b9', description: 'Deposit', voidedAt: '2026-03-01' })]),
      'GET /api/payments/mpesa/how-to-pay': () => json(aHowToPay()),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Bills' })).toBeVisible();
    const [card, voided] = await screen.findAllByRole('article');
    expect(within(card).getByText('Overdue')).toBeVisible();
    expect(within(card).getByText('Water')).toBeVisible();
    expect(within(voided).getByText('Void')).toBeVisible();
    expect(within(voided).queryByRole('button', { name: /^Pay/ })).toBeNull();
    // A tenant neither edits, voids, nor reads the landlord's history.
    expect(screen.queryByRole('button', { name: 'All Bills' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Void)/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /History|Record payment/ })).toBeNull();

    // One way to pay: the bill and its PDF, nothing else.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay', 'Download Bill']);
    await user.click(within(card).getByRole('button', { name: 'Pay Rent for March 2026' }));
    const ways = await screen.findByRole('dialog', { name: 'Pay this bill' });
    expect(ways).toHaveTextContent('KSH 9,000.50 left on Rent for March 2026. How are you paying?');
    // Without the landlord's M-Pesa keys there is no prompt to send: the tenant says how they paid.
    expect(within(ways).queryByRole('button', { name: 'Pay with M-Pesa' })).toBeNull();
    expect(within(ways).getByRole('link', { name: 'I paid another way' })).toHaveAttribute(
      'href',
      '/payments?claim=1&bill=b1&amount=9000.5',
    );
    const cash = within(ways).getByRole('button', { name: 'I paid in cash' });
    expect(cash).toHaveAccessibleDescription('Your landlord confirms it when they receive the cash.');
    await user.click(cash);

    const dialog = await screen.findByRole('dialog', { name: 'I paid in cash' });
    expect(dialog).toHaveTextContent('You paid KSH 9,000.50 in cash for Rent for March 2026.');
    expect(dialog).toHaveTextContent(
      'Your landlord confirms it when they receive the cash; the bill changes once they do.',
    );
    // A refusal says the server's reason and leaves the dialog open for another try.
    await user.click(within(dialog).getByRole('button', { name: 'I paid in cash' }));
    await findToast('This bill is already paid.');
    await user.click(within(dialog).getByRole('button', { name: 'I paid in cash' }));
    expect(await screen.findByText(LEDGER_MSG.payCashClaimed)).toBeInTheDocument();
    expect(payBodies).toEqual([
      { billId: 'b1', amount: 9000.5, method: 'cash' },
      { billId: 'b1', amount: 9000.5, method: 'cash' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText('Partial')).toBeVisible();
  });

  it('a tenant reads what they owe added in whole cents, not floating point', async () => {
    saveSession('token', tenantUser);
    serveApi({
      'GET /api/bills/me': () =>
        json([
          bill({ _id: 'b1', status: 'Partial', remainingAmount: 9000.7 }),
          bill({ _id: 'b2', kind: 'water', description: 'Water', amount: 150.1, remainingAmount: 150.1 }),
          bill({ _id: 'b3', kind: 'electricity', description: 'Power', amount: 149.2, remainingAmount: 149.2 }),
        ]),
      'GET /api/payments/mpesa/how-to-pay': () => json(aHowToPay()),
    });
    renderPage();
    // 9000.7 + 150.1 + 149.2 is 9300.000000000002 in floating point: "KSH 9,300.00".
    expect(await screen.findByText('3 bills, KSH 9,300 outstanding')).toBeVisible();
  });

  it('shows "No bills found" when the list is empty, and also when the fetch fails', async () => {
    saveSession('token', tenantUser);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({
      'GET /api/bills/me': () => json({ message: 'boom' }, 500),
      'GET /api/payments/mpesa/how-to-pay': () => json(aHowToPay()),
    });
    renderPage();
    expect(await screen.findByText('No bills found')).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
