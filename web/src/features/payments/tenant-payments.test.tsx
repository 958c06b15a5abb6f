import { LEDGER_MSG } from '@safestay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUser, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { aConfirmedPayment, aPayment } from './payment-fixtures';
import { PaymentsPage } from './payments-page';

beforeEach(() =>
  saveSession('token', aUser({ id: 't7', name: 'Amina Otieno', role: 'Tenant', tenancyStatus: 'active' })),
);
afterEach(() => clearSession());

describe('PaymentsPage, tenant', () => {
  it('shows each payment in plain words, with a receipt for the confirmed one', async () => {
    serveApi({
      'GET /api/payments?limit=50': () =>
        json([
          aPayment({ _id: uuid(303), amount: 2000, reference: 'QWE1234567' }),
          aPayment({
            _id: uuid(302),
            amount: 3000,
            status: 'rejected',
            reason: 'No such SMS',
            reference: 'ZZZ1234567',
          }),
          aConfirmedPayment({ _id: uuid(301) }),
          aConfirmedPayment({ _id: uuid(300), receivedAt: '2026-10-28', receiptNumber: 'R-000000' }),
        ]),
    });
    renderWithProviders(<PaymentsPage />, { path: '/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Payments' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Payments received in November 2026, newest first' });
    // A heading for each month received, newest first.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'November 2026',
      'October 2026',
    ]);
    const october = screen.getByRole('table', { name: 'Payments received in October 2026, newest first' });
    expect(within(october).getAllByRole('row')).toHaveLength(2);
    const [, waiting, rejected, confirmed] = within(table).getAllByRole('row');
    expect(waiting).toHaveTextContent('Waiting for landlord');
    expect(waiting).toHaveTextContent('Nothing yet');
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Reason: No such SMS');
    expect(within(rejected).queryByRole('button')).toBeNull();
    expect(confirmed).toHaveTextContent('Confirmed');
    expect(confirmed).toHaveTextContent('R-000001');
    expect(within(confirmed).getByRole('button', { name: 'Download receipt R-000001' })).toBeVisible();
    // No landlord actions for a tenant.
    expect(screen.queryByRole('button', { name: /Reverse|Confirm/ })).toBeNull();
  });

  it('claims a payment from "I paid": says what they claim, and that the landlord confirms it', async () => {
    const sent: unknown[] = [];
    serveApi({
      'GET /api/payments?limit=50': () => json([]),
      'POST /api/payments': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ message: LEDGER_MSG.claimSent('Lara Landlord'), payment: aPayment() }, 201);
      },
    });
    const { user } = renderWithProviders(<PaymentsPage />, {
      path: `/payments?claim=1&bill=${uuid(400)}&amount=7500`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'I paid' });
    expect(dialog).toHaveTextContent('Your landlord confirms this payment.');
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(7500);
    await user.click(within(dialog).getByRole('button', { name: 'Send to landlord' }));
    expect(within(dialog).getByLabelText(/Reference/)).toHaveAccessibleDescription(
      'Reference must be the M-Pesa code: 10 letters and digits, like NLJ7RT61SV.',
    );
    await user.type(within(dialog).getByLabelText(/Reference/), 'nlj7rt61sv');
    await user.clear(within(dialog).getByLabelText(/Date paid/));
    await user.type(within(dialog).getByLabelText(/Date paid/), '2026-11-03');
    expect(dialog).toHaveTextContent('“I paid KSH 7,500 with M-Pesa, code NLJ7RT61SV”');
    await user.click(within(dialog).getByRole('button', { name: 'Send to landlord' }));
    expect(await screen.findByText(LEDGER_MSG.claimSent('Lara Landlord'))).toBeInTheDocument();
    expect(sent).toEqual([
      { amount: 7500, method: 'mpesa', reference: 'NLJ7RT61SV', receivedAt: '2026-11-03', billId: uuid(400) },
    ]);
    // The dialog closes once the claim is sent (after the toast has said so).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'I paid' })).toBeNull());
  });
});
