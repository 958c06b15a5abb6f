import type { UnmatchedItem } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { anUnmatchedPayment, aTenancy, aUser, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { aConfirmedPayment } from './payment-fixtures';
import { PaymentsPage } from './payments-page';

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => clearSession());

describe('Payments, unmatched M-Pesa payments', () => {
  it('assigns one with a suggestion and another with the tenant picker; each leaves the list', async () => {
    const suggested = anUnmatchedPayment({
      suggestions: [{ tenancyId: uuid(100), tenantName: 'Brian Kamau', unit: 'A4', why: 'account number close to A4' }],
    });
    const till = anUnmatchedPayment({
      _id: uuid(701),
      reference: 'SLK4H7RT3C',
      amount: 500,
      account: '',
      payer: 'JANE',
    });
    let queue: UnmatchedItem[] = [suggested, till];
    const assigned: Array<{ path: string; body: unknown }> = [];
    const other = aTenancy({
      _id: uuid(101),
      status: 'active',
      tenant: { ...aTenancy().tenant, name: 'Chris Mwangi' },
    });
    const assign = (id: string) => ({
      [`POST /api/payments/unmatched/${id}/assign`]: (url: URL, init: RequestInit | undefined) => {
        assigned.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        queue = queue.filter((u) => u._id !== id);
        return json({ message: 'Payment assigned.', payment: aConfirmedPayment() }, 201);
      },
    });
    serveApi({
      'GET /api/payments': () => json([]),
      'GET /api/payments/unmatched': () => json(queue),
      'GET /api/tenancies?status=active': () =>
        json([aTenancy({ _id: uuid(100), status: 'active', unit: { _id: uuid(1), code: 'A4' } }), other]),
      ...assign(suggested._id),
      ...assign(till._id),
    });
    const { user } = renderWithProviders(<PaymentsPage />, { path: '/payments' });

    const section = await screen.findByRole('region', { name: 'Unmatched payments (2)' });
    const first = within(section).getByRole('article', { name: 'KSH 1,200 from PETER' });
    expect(first).toHaveTextContent('M-Pesa');
    expect(first).toHaveTextContent('Account typedA44');
    expect(first).toHaveTextContent('30 Nov 2026');
    await user.click(
      within(first).getByRole('button', { name: 'Assign to Brian Kamau (A4) — account number close to A4' }),
    );
    expect(await screen.findByText('Payment assigned.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Unmatched payments (1)' })).toBeVisible();

    const second = screen.getByRole('article', { name: 'KSH 500 from JANE' });
    expect(second).toHaveTextContent('Account typednone');
    const assignButton = within(second).getByRole('button', { name: 'Assign KSH 500 from JANE' });
    expect(assignButton).toBeDisabled();
    await within(second).findByRole('option', { name: 'Chris Mwangi · paid up' });
    await user.selectOptions(within(second).getByLabelText('Assign to'), 'Chris Mwangi · paid up');
    await user.click(assignButton);
    await expect.poll(() => screen.queryByRole('region', { name: /Unmatched payments/ })).toBeNull();
    expect(assigned).toEqual([
      { path: `/api/payments/unmatched/${suggested._id}/assign`, body: { tenancyId: uuid(100) } },
      { path: `/api/payments/unmatched/${till._id}/assign`, body: { tenancyId: uuid(101) } },
    ]);
  });

  it('says so when the payment was already assigned, and drops it from the list', async () => {
    let queue = [anUnmatchedPayment()];
    serveApi({
      'GET /api/payments': () => json([]),
      'GET /api/payments/unmatched': () => json(queue),
      'GET /api/tenancies?status=active': () => json([aTenancy({ _id: uuid(100), status: 'active' })]),
      [`POST /api/payments/unmatched/${uuid(700)}/assign`]: () => {
        queue = [];
        return json({ message: 'This payment was already assigned.' }, 409);
      },
    });
    const { user } = renderWithProviders(<PaymentsPage />, { path: '/payments' });
    const card = await screen.findByRole('article', { name: 'KSH 1,200 from PETER' });
    await within(card).findByRole('option', { name: /Brian Kamau/ });
    await user.selectOptions(within(card).getByLabelText('Assign to'), uuid(100));
    await user.click(within(card).getByRole('button', { name: 'Assign KSH 1,200 from PETER' }));
    expect(await screen.findByText('This payment was already assigned.')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('region', { name: /Unmatched payments/ })).toBeNull();
  });

  it('shows a tenant’s claim that holds the code, and the server’s reason when assigning is refused', async () => {
    const held = anUnmatchedPayment({
      conflictingClaim: {
        paymentId: uuid(900),
        tenancyId: uuid(102),
        tenantName: 'Amina Otieno',
        unit: 'B2',
        amount: 1200,
      },
    });
    const refusal =
      "Amina Otieno's pending claim holds the M-Pesa code SLK4H7RT2B. Reject that claim first, or give this money to Amina Otieno.";
    serveApi({
      'GET /api/payments': () => json([]),
      'GET /api/payments/unmatched': () => json([held]),
      'GET /api/tenancies?status=active': () => json([aTenancy({ _id: uuid(100), status: 'active' })]),
      [`POST /api/payments/unmatched/${held._id}/assign`]: () =>
        json({ message: refusal, code: 'mpesa_code_claimed' }, 409),
    });
    const { user } = renderWithProviders(<PaymentsPage />, { path: '/payments' });
    const card = await screen.findByRole('article', { name: 'KSH 1,200 from PETER' });
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Amina Otieno (B2) claims this M-Pesa code for KSH 1,200 and the claim waits for you.',
    );
    await within(card).findByRole('option', { name: /Brian Kamau/ });
    await user.selectOptions(within(card).getByLabelText('Assign to'), uuid(100));
    await user.click(within(card).getByRole('button', { name: 'Assign KSH 1,200 from PETER' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
