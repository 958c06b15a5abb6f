import type { Statement, Tenancy, User } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aTenancy } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { StatementPage } from './statement-page';
import { balanceSentence } from './texts';

// The live socket is the layout's business; here it only has to be asked for.
const live = vi.hoisted(() => vi.fn());
vi.mock('../../lib/use-ledger-live', () => ({ useLedgerLive: live }));
// Saving a file is the api client's (a browser test downloads a real one); here, what is asked for.
const download = vi.hoisted(() => vi.fn(async (_path: string, _name: string) => {}));
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client')>()),
  apiDownload: download,
}));

const tenantUser = { id: 't1', _id: 't1', name: 'Amina Otieno', role: 'Tenant' } as User;
const landlord = { id: 'l1', _id: 'l1', name: 'Lara Landlord', role: 'Landlord' } as User;

/** Rent, an M-Pesa payment, the rent voided, then water: KSH 9,500 in credit. */
function aStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    tenancy: {
      _id: 'tn1',
      unit: 'A1',
      status: 'active',
      moveInDate: '2026-01-15',
      moveOutDate: null,
      accountRef: 'T4KQ9',
    },
    tenant: { _id: 't1', name: 'Amina Otieno' },
    apartment: { name: 'Sunrise Court', landlord: 'Lara Landlord' },
    from: null,
    to: null,
    openingBalance: 0,
    entries: [
      {
        date: '2026-03-05',
        kind: 'charge',
        description: 'Rent for March 2026',
        reference: null,
        debit: 15000,
        credit: 0,
        balance: 15000,
      },
      {
        date: '2026-03-06',
        kind: 'payment',
        description: 'Payment, M-Pesa, receipt R-000001',
        reference: 'NLJ7RT61SV',
        debit: 0,
        credit: 10000,
        balance: 5000,
      },
      {
        date: '2026-03-07',
        kind: 'void',
        description: 'Voided: Rent for March 2026 (Billed twice)',
        reference: null,
        debit: 0,
        credit: 15000,
        balance: -10000,
      },
      {
        date: '2026-03-08',
        kind: 'charge',
        description: 'Water: March reading',
        reference: null,
        debit: 500,
        credit: 0,
        balance: -9500,
      },
    ],
    closingBalance: -9500,
    summarised: false,
    ...overrides,
  };
}

beforeEach(() => {
  live.mockClear();
  download.mockClear();
});
afterEach(() => clearSession());

const renderPage = (path = '/statement') => renderWithProviders(<StatementPage />, { path, routes: {} });

describe('StatementPage', () => {
  it('shows a tenant their running balance, the void marked, and the credit they have', async () => {
    saveSession('token', tenantUser);
    serveApi({ 'GET /api/me/statement': () => json(aStatement()) });
    renderPage();

    expect(await screen.findByText('KSH 9,500 in credit')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Statement' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Amina Otieno' })).toBeVisible();
    expect(screen.getByText('Sunrise Court')).toBeVisible();
    expect(screen.getByText('15 Jan 2026')).toBeVisible();
    expect(live).toHaveBeenCalled();

    const table = screen.getByRole('table', { name: 'Statement of Amina Otieno, oldest first' });
    const rows = within(table).getAllByRole('row');
    // Header, opening, four entries, closing.
    expect(rows).toHaveLength(7);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Opening balance');
    expect(cells(rows[2])).toEqual(['5 Mar 2026', 'Rent for March 2026', 'KSH 15,000', '', 'KSH 15,000']);
    expect(cells(rows[3])).toEqual([
      '6 Mar 2026',
      'Payment, M-Pesa, receipt R-000001Reference NLJ7RT61SV',
      '',
      'KSH 10,000',
      'KSH 5,000',
    ]);
    expect(within(rows[4]).getByText('Voided')).toBeVisible();
    expect(cells(rows[4]).at(-1)).toBe('KSH 10,000 credit');
    expect(cells(rows[5]).at(-1)).toBe('KSH 9,500 credit');
    expect(within(rows[6]).getByRole('rowheader')).toHaveTextContent('Closing balance');
    expect(cells(rows[6]).at(-1)).toBe('KSH 9,500 credit');

    // The phone's cards carry the same lines between the two balances.
    const cards = screen.getByRole('list', { name: 'Statement of Amina Otieno, oldest first' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(6);
    expect(within(cards).getAllByRole('listitem')[3]).toHaveTextContent('VoidedRent for March 2026 (Billed twice)');

    // A tenant has no landlord links.
    expect(screen.queryByRole('link', { name: /Record payment/ })).toBeNull();
  });

  it('cuts the statement to the dates asked and downloads that PDF', async () => {
    saveSession('token', tenantUser);
    const fetchStub = serveApi({
      'GET /api/me/statement': (url) =>
        json(
          url.search
            ? aStatement({ from: '2026-03-06', to: '2026-03-06', openingBalance: 15000, closingBalance: 5000 })
            : aStatement({ closingBalance: 5000 }),
        ),
    });
    const { user } = renderPage();
    expect(await screen.findByText('You owe KSH 5,000')).toBeVisible();

    const dates = screen.getByRole('form', { name: 'Dates' });
    await user.type(within(dates).getByLabelText(/To/), '2026-03-01');
    await user.type(within(dates).getByLabelText(/From/), '2026-03-06');
    await user.click(within(dates).getByRole('button', { name: 'Show' }));
    expect(within(dates).getByText('From must be on or before To.')).toBeVisible();
    await user.clear(within(dates).getByLabelText(/To/));
    await user.type(within(dates).getByLabelText(/To/), '2026-03-06');
    await user.click(within(dates).getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('Balance on 6 Mar 2026')).toBeVisible();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('6 Mar 2026Opening balanceKSH 15,000');

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(download).toHaveBeenCalledWith('/me/statement.pdf?from=2026-03-06&to=2026-03-06', 'statement.pdf');
    expect(fetchStub.mock.calls.map((c) => String(c[0]))).toContain('/api/me/statement?from=2026-03-06&to=2026-03-06');
  });

  it('lets a landlord choose a tenant, then reads their statement with links to pay and history', async () => {
    saveSession('token', landlord);
    const tenancy = (id: string, name: string, balance: number, extra: Partial<Tenancy> = {}) =>
      aTenancy({
        _id: id,
        status: 'active',
        balance,
        tenant: { ...aTenancy().tenant, _id: `t-${id}`, name },
        ...extra,
      });
    serveApi({
      'GET /api/tenancies?status=active': () =>
        json([
          tenancy('tn2', 'Brian Kamau', 0, { unit: { _id: 'u2', code: 'B2' } }),
          tenancy('tn1', 'Amina Otieno', 3000, { unit: { _id: 'u1', code: 'A1' } }),
        ]),
      'GET /api/tenancies?status=ended': () => json([tenancy('tn3', 'Chris Mwangi', -500, { status: 'ended' })]),
      'GET /api/tenancies/tn1/statement': () =>
        json(
          aStatement({
            entries: aStatement().entries.slice(0, 2),
            closingBalance: 5000,
          }),
        ),
    });
    const { user } = renderPage();

    const living = await screen.findByRole('region', { name: 'Living here (2)' });
    const links = within(living).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'AAmina OtienoUnit A1Owes KSH 3,000',
      'BBrian KamauUnit B2Nothing owed',
    ]);
    expect(screen.getByRole('region', { name: 'Moved out (1)' })).toHaveTextContent(
      'Chris MwangiNo unitKSH 500 in credit',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Find a tenant' }), 'b2');
    expect(within(living).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /Moved out/ })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Find a tenant' }));

    await user.click(screen.getByRole('link', { name: /Amina Otieno/ }));
    expect(await screen.findByText('Amina Otieno owes KSH 5,000')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Record payment from Amina Otieno' })).toHaveAttribute(
      'href',
      '/payments?record=1&tenancy=tn1',
    );
    expect(screen.getByRole('link', { name: 'Activity of Amina Otieno' })).toHaveAttribute(
      'href',
      '/activity?tenant=t1',
    );
    expect(screen.getByRole('link', { name: 'All statements' })).toHaveAttribute('href', '/statement');
    expect(document.title).toBe('Statement · SafeStay');
  });

  it('marks a reversed payment', async () => {
    saveSession('token', tenantUser);
    const [rent, payment] = aStatement().entries;
    const reversal = {
      ...payment,
      date: '2026-03-09',
      kind: 'reversal' as const,
      description: 'Reversed: payment R-000001 (Cheque bounced)',
      debit: 10000,
      credit: 0,
      balance: 15000,
    };
    serveApi({
      'GET /api/me/statement': () => json(aStatement({ entries: [rent, payment, reversal], closingBalance: 15000 })),
    });
    renderPage();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[4];
    expect(within(row).getByText('Reversed')).toBeVisible();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '9 Mar 2026',
      'Reversedpayment R-000001 (Cheque bounced)Reference NLJ7RT61SV',
      'KSH 10,000',
      '',
      'KSH 15,000',
    ]);
    expect(screen.getByText('You owe KSH 15,000')).toBeVisible();
  });

  it('shows what happened without the server’s own mark, in the words the server chose', async () => {
    saveSession('token', tenantUser);
    const [rent, payment] = aStatement().entries;
    const reversal = {
      ...payment,
      date: '2026-03-09',
      kind: 'reversal' as const,
      description: 'Yamebatilishwa: malipo R-000001 (Cheque bounced)',
      detail: 'malipo R-000001 (Cheque bounced)',
      debit: 10000,
      credit: 0,
      balance: 15000,
    };
    serveApi({
      'GET /api/me/statement': () => json(aStatement({ entries: [rent, payment, reversal], closingBalance: 15000 })),
    });
    renderPage();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[4];
    expect(within(row).getAllByRole('cell')[1].textContent).toBe(
      'Reversedmalipo R-000001 (Cheque bounced)Reference NLJ7RT61SV',
    );
    expect(within(row).queryByText(/Yamebatilishwa:/)).toBeNull();
  });

  it('says so when the tenancy is not the landlord’s', async () => {
    saveSession('token', landlord);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({ 'GET /api/tenancies/nope/statement': () => json({ message: 'Tenancy not found.' }, 404) });
    renderPage('/statement?tenancy=nope');
    expect(await screen.findByText('Statement not found')).toBeVisible();
    expect(warn).toHaveBeenCalled();
  });
});

describe('balanceSentence', () => {
  it('words what is owed, the credit and nothing, for the tenant and for the landlord', () => {
    expect(balanceSentence(1500.5, { self: true })).toBe('You owe KSH 1,500.50');
    expect(balanceSentence(-200, { self: true })).toBe('KSH 200 in credit');
    expect(balanceSentence(0, { self: true })).toBe('Nothing owed');
    expect(balanceSentence(3000, { self: false, name: 'Amina' })).toBe('Amina owes KSH 3,000');
    expect(balanceSentence(-200, { self: false, name: 'Amina' })).toBe('Amina is KSH 200 in credit');
    expect(balanceSentence(0, { self: false, name: 'Amina' })).toBe('Amina owes nothing');
  });
});
