import { cataloguesFor, formatKsh, type Statement } from '@safestay/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBill } from '../features/bills/a-bill';
import { BillsPage } from '../features/bills/bills-page';
import { MessagesPage } from '../features/outbox/messages-page';
import { aConfirmedPayment, aPayment } from '../features/payments/payment-fixtures';
import { PaymentsPage } from '../features/payments/payments-page';
import { StatementPage } from '../features/statements/statement-page';
import { speakLocale } from '../lib/locale';
import { clearSession, saveSession } from '../lib/session';
import { json, serveApi } from '../testing/api';
import { anUnmatchedPayment, aUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';

// The live socket is the layout's business.
vi.mock('../lib/use-ledger-live', () => ({ useLedgerLive: () => {} }));

/** An amount as a text matcher sees it: Intl's no-break space after Ksh reads as a space. */
const ksh = (kes: number) => formatKsh(kes).replace(/\s/g, ' ');

const landlord = aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord', locale: 'sw' });
const tenant = aUser({ id: 't7', name: 'Amina Otieno', role: 'Tenant', locale: 'sw' });

beforeEach(async () => {
  await act(() => speakLocale('sw'));
});
afterEach(async () => {
  clearSession();
  await act(() => speakLocale('en'));
});

/**
 * The English of every translated catalogue found on screen: in its text, or in the names of
 * its buttons and regions (what a screen reader says). Data typed by people is Kiswahili here.
 */
function englishOnScreen(): string[] {
  const named = [...document.querySelectorAll('[aria-label],[title]')].map(
    (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
  );
  const read = `${document.body.textContent}\n${named.join('\n')}`;
  return cataloguesFor('sw')
    .flatMap(({ english, translated }) =>
      translated
        ? Object.entries(english).flatMap(([key, text]) =>
            typeof text === 'string' && text.trim().length > 3 && text !== (translated as Record<string, unknown>)[key]
              ? [text.trim()]
              : [],
          )
        : [],
    )
    .filter((text) => read.includes(text));
}

describe('the money screens in Kiswahili', () => {
  it("a landlord's Payments: claims to confirm, unmatched M-Pesa money and its conflicting claim, the list", async () => {
    saveSession('token', landlord);
    const claim = aPayment({ receivedAt: '2026-11-03' });
    const confirmed = aConfirmedPayment({
      _id: 'p2',
      allocations: [{ billId: 'b1', description: 'Kodi ya nyumba Novemba', amount: 7500 }],
    });
    serveApi({
      'GET /api/payments': (url) => json(url.searchParams.get('status') === 'pending' ? [claim] : [claim, confirmed]),
      'GET /api/payments/unmatched': () =>
        json([
          anUnmatchedPayment({
            conflictingClaim: {
              paymentId: claim._id,
              tenancyId: 'tn1',
              tenantName: 'Amina Otieno',
              unit: 'A1',
              amount: 7500,
            },
          }),
        ]),
      'GET /api/tenancies': () => json([]),
    });
    renderWithProviders(<PaymentsPage />, { path: '/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Malipo' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Madai ya kuthibitisha (1)' })).toBeVisible();
    expect(screen.getByRole('button', { name: `Thibitisha ${formatKsh(7500)} kutoka kwa Amina Otieno` })).toBeVisible();
    expect(screen.getByText('Yalilipwa 3 Nov 2026')).toBeVisible();
    expect(await screen.findByRole('note')).toHaveTextContent(
      `Amina Otieno (A1) anadai nambari hii ya M-Pesa kwa ${ksh(7500)} na dai lake linakusubiri.`,
    );
    expect(screen.getAllByText('Yamethibitishwa').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Onyesha malipo' })).toBeInTheDocument();
    expect(englishOnScreen()).toEqual([]);
  });

  it("a tenant's statement: where the account stands, the columns and the balances", async () => {
    saveSession('token', tenant);
    const statement: Statement = {
      tenancy: {
        _id: 'tn1',
        unit: 'A1',
        status: 'active',
        moveInDate: '2026-01-15',
        moveOutDate: null,
        accountRef: 'T4KQ9',
      },
      tenant: { _id: 't7', name: 'Amina Otieno' },
      apartment: { name: 'Jua Court', landlord: 'Lara Landlord' },
      from: null,
      to: '2026-03-31',
      openingBalance: 0,
      entries: [
        {
          date: '2026-03-05',
          kind: 'charge',
          description: 'Kodi ya nyumba Machi',
          reference: null,
          debit: 15000,
          credit: 0,
          balance: 15000,
        },
        {
          date: '2026-03-06',
          kind: 'payment',
          description: 'M-Pesa R-000001',
          reference: 'NLJ7RT61SV',
          debit: 0,
          credit: 16000,
          balance: -1000,
        },
      ],
      closingBalance: -1000,
      summarised: false,
    };
    serveApi({ 'GET /api/me/statement': () => json(statement) });
    renderWithProviders(<StatementPage />, { path: '/statement', routes: {} });
    expect(await screen.findByText(`Salio la ziada ${ksh(1000)}`)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Taarifa ya Akaunti' })).toBeVisible();
    expect(screen.getByText('Salio tarehe 31 Mac 2026')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Taarifa ya akaunti ya Amina Otieno, maingizo ya zamani kwanza' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tarehe', 'Maelezo', 'Bili', 'Malipo', 'Salio']);
    expect(screen.getByRole('button', { name: 'Pakua PDF' })).toBeVisible();
    expect(englishOnScreen()).toEqual([]);
  });

  it("a landlord's bills and Messages", async () => {
    saveSession('token', landlord);
    serveApi({
      'GET /api/bills/apartment?limit=20&group=month': () =>
        json([aBill({ description: 'Kodi ya nyumba Machi', remainingAmount: 5000, status: 'Partial', unit: 'A1' })]),
      'GET /api/notifications/reminders': () => json({ enabled: true, days: [-3, 0], hour: 8 }),
      'GET /api/payments/mpesa/settings': () => json({ message: 'M-Pesa', settings: null }),
      'GET /api/notifications/unreachable': () => json([]),
      'GET /api/notifications/outbox': () => json([]),
    });
    const bills = renderWithProviders(<BillsPage />, { path: '/bills', routes: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usimamizi wa Bili' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Rekodi malipo ya Kodi ya nyumba Machi' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ongeza bili ya ziada' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hazijalipwa', pressed: false })).toBeVisible();
    expect(englishOnScreen()).toEqual([]);
    bills.unmount();

    renderWithProviders(<MessagesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ujumbe' })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Siku 3 kabla' })).toBeChecked();
    expect(screen.getByText('Bado hakuna ujumbe')).toBeVisible();
    expect(englishOnScreen()).toEqual([]);
  });
});
