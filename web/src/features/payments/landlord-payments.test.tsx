import { LEDGER_MSG, type LedgerPayment } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { aTenancy, aUser, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { aConfirmedPayment, aPayment } from './payment-fixtures';
import { PaymentsPage } from './payments-page';

const sent: Array<{ path: string; body: unknown }> = [];

/** Records each body sent, then answers. */
const recording =
  (answer: () => Response): ApiHandler =>
  (url, init) => {
    sent.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? '{}')) });
    return answer();
  };

/** GET /api/payments: the pending claims for ?status=pending, `all` otherwise. */
function paymentsList(state: { pending: LedgerPayment[]; all: LedgerPayment[] }): ApiHandler {
  return (url) => json(url.searchParams.get('status') === 'pending' ? state.pending : state.all);
}

/** No M-Pesa money waiting to be assigned: that list has its own test. */
const NO_UNMATCHED = { 'GET /api/payments/unmatched': () => json([]) };

beforeEach(() => {
  sent.length = 0;
  saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' }));
});
afterEach(() => clearSession());

describe('PaymentsPage, landlord', () => {
  it('lists the claims to confirm and confirms one with a tap', async () => {
    const claim = aPayment();
    const state = { pending: [claim], all: [claim] };
    serveApi({
      ...NO_UNMATCHED,
      'GET /api/payments': paymentsList(state),
      [`POST /api/payments/${claim._id}/confirm`]: recording(() => {
        const confirmed = aConfirmedPayment();
        state.pending = [];
        state.all = [confirmed];
        return json({ message: LEDGER_MSG.claimConfirmed('R-000001'), payment: confirmed });
      }),
    });
    const { user } = renderWithProviders(<PaymentsPage />, { path: '/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'To confirm (1)' });
    const card = within(section).getByRole('article', { name: 'Amina Otieno · A1' });
    expect(card).toHaveTextContent('KSH 7,500');
    expect(card).toHaveTextContent('M-Pesa NLJ7RT61SV');
    expect(card).toHaveTextContent('Paid on 3 Nov 2026');

    await user.click(within(card).getByRole('button', { name: 'Confirm KSH 7,500 from Amina Otieno' }));
    expect(await screen.findByText('Payment confirmed. Receipt R-000001.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: `/api/payments/${claim._id}/confirm`, body: {} }]);
    // The claim leaves To confirm; the list shows it confirmed, with its receipt and what it paid.
    const table = screen.getByRole('table', { name: 'Payments received in November 2026, newest first' });
    const receipt = await within(table).findByRole('button', { name: 'Download receipt R-000001' });
    expect(receipt).toHaveTextContent('R-000001');
    expect(screen.queryByRole('region', { name: /To confirm/ })).toBeNull();
    const row = within(table).getByRole('row', { name: /Amina Otieno/ });
    expect(row).toHaveTextContent('Confirmed');
    expect(row).toHaveTextContent('Rent for November 2026');
    expect(within(row).getByRole('button', { name: 'Reverse KSH 7,500 from Amina Otieno' })).toBeVisible();
  });

  it('rejects a claim with the reason the tenant will read', async () => {
    const claim = aPayment();
    serveApi({
      ...NO_UNMATCHED,
      'GET /api/payments': paymentsList({ pending: [claim], all: [claim] }),
      [`POST /api/payments/${claim._id}/reject`]: recording(() =>
        json({ message: LEDGER_MSG.claimRejected, payment: { ...claim, status: 'rejected', reason: 'No such SMS' } }),
      ),
    });
    const { user } = renderWithProviders(<PaymentsPage />, { path: '/payments' });
    await user.click(await screen.findByRole('button', { name: 'Reject KSH 7,500 from Amina Otieno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim' });
    expect(dialog).toHaveTextContent('KSH 7,500 M-Pesa NLJ7RT61SV from Amina Otieno (A1), received 3 Nov 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription('Reason is required.');
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'No such SMS');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await screen.findByText(LEDGER_MSG.claimRejected)).toBeInTheDocument();
    expect(sent).toEqual([{ path: `/api/payments/${claim._id}/reject`, body: { reason: 'No such SMS' } }]);
  });

  it('narrows the list to one tenancy from ?tenancy= until the filter is cleared', async () => {
    const tenancyId = uuid(100);
    const fetchMock = serveApi({
      ...NO_UNMATCHED,
      'GET /api/payments': paymentsList({ pending: [], all: [aConfirmedPayment()] }),
    });
    const { user } = renderWithProviders(<PaymentsPage />, { path: `/payments?tenancy=${tenancyId}` });
    await screen.findByRole('row', { name: /Amina Otieno/ });
    expect(screen.getByText(/Showing payments of/)).toHaveTextContent('Showing payments of Amina Otieno');
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls).toContain(`/api/payments?status=pending&tenancyId=${tenancyId}&limit=50`);
    expect(urls).toContain(`/api/payments?tenancyId=${tenancyId}&limit=50`);

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(screen.queryByText(/Showing payments of/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(screen.getByRole('button', { name: 'Rejected' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(
      '/api/payments?status=rejected&limit=20&group=month',
    );
  });

  it('opens the record form filled in from a link and pays the named bill first', async () => {
    const tenancy = aTenancy({ _id: uuid(100), status: 'active', unit: { _id: uuid(1), code: 'A1' }, balance: 15000 });
    serveApi({
      ...NO_UNMATCHED,
      'GET /api/payments': paymentsList({ pending: [], all: [] }),
      'GET /api/tenancies?status=active': () => json([tenancy]),
      'POST /api/payments': recording(() =>
        json({ message: LEDGER_MSG.paymentRecorded('R-000002'), payment: aConfirmedPayment() }, 201),
      ),
    });
    const { user } = renderWithProviders(<PaymentsPage />, {
      path: `/payments?record=1&tenancy=${uuid(100)}&bill=${uuid(400)}&amount=15000`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await within(dialog).findByRole('option', { name: 'Brian Kamau · A1 · owes KSH 15,000' });
    expect(within(dialog).getByLabelText(/Tenant/)).toHaveValue(uuid(100));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveValue(15000);
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'Cash');
    expect(within(dialog).getByLabelText(/Reference/)).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded. Receipt R-000002.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/payments',
        body: {
          tenancyId: uuid(100),
          amount: 15000,
          method: 'cash',
          receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          billId: uuid(400),
        },
      },
    ]);
  });
});
