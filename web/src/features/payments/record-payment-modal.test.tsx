import { LEDGER_MSG } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aTenancy, aUser, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { RecordPaymentModal } from './record-payment-modal';

const tenancies = [
  aTenancy({ _id: uuid(100), status: 'active', unit: { _id: uuid(1), code: 'A1' }, balance: 15000 }),
  aTenancy({ _id: uuid(101), status: 'active', tenant: { ...aTenancy().tenant, _id: 't8', name: 'Chris Mwangi' } }),
];

const MPESA_RULE = 'Reference must be the M-Pesa code: 10 letters and digits, like NLJ7RT61SV.';

function renderForm() {
  return renderWithProviders(
    <RecordPaymentModal open prefill={{ tenancyId: null, billId: null, amount: null }} onClose={() => {}} />,
  );
}

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => clearSession());

describe('RecordPaymentModal', () => {
  it('refuses a bad M-Pesa code beside the Reference field and sends nothing', async () => {
    const fetchMock = serveApi({ 'GET /api/tenancies?status=active': () => json(tenancies) });
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await within(dialog).findByRole('option', { name: 'Brian Kamau · A1 · owes KSH 15,000' });
    expect(within(dialog).getByRole('option', { name: 'Chris Mwangi · paid up' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByLabelText(/Tenant/)).toHaveAccessibleDescription(
      'Choose the tenant the payment is from.',
    );
    expect(within(dialog).getByLabelText(/Tenant/)).toHaveFocus();

    await user.selectOptions(within(dialog).getByLabelText(/Tenant/), uuid(100));
    await user.type(within(dialog).getByLabelText(/Amount/), '7500');
    // M-Pesa is the method a form starts with; its code is required and checked.
    expect(within(dialog).getByLabelText(/Method/)).toHaveValue('mpesa');
    const reference = within(dialog).getByLabelText(/Reference/);
    expect(reference).toBeRequired();
    await user.type(reference, 'NLJ7RT61');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(reference).toHaveAccessibleDescription(MPESA_RULE);
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveFocus();
    expect(fetchMock.mock.calls.map((c) => `${c[1]?.method ?? 'GET'} ${c[0]}`)).toEqual([
      'GET /api/tenancies?status=active',
    ]);
    // Cash takes any reference: the message goes with the method.
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'Cash');
    expect(await within(dialog).findByLabelText(/Reference/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText(MPESA_RULE)).toBeNull();
  });

  it('says beside the reference when the M-Pesa code is already recorded', async () => {
    let body: unknown = null;
    serveApi({
      'GET /api/tenancies?status=active': () => json(tenancies),
      'POST /api/payments': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return json({ message: LEDGER_MSG.mpesaCodeUsed('NLJ7RT61SV') }, 409);
      },
    });
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await within(dialog).findByRole('option', { name: 'Brian Kamau · A1 · owes KSH 15,000' });
    await user.selectOptions(within(dialog).getByLabelText(/Tenant/), uuid(100));
    await user.type(within(dialog).getByLabelText(/Amount/), '7500');
    // Typed in small letters: sent in capitals, as Safaricom prints it.
    await user.type(within(dialog).getByLabelText(/Reference/), 'nlj7rt61sv');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(LEDGER_MSG.mpesaCodeUsed('NLJ7RT61SV'))).toBeVisible();
    expect(within(dialog).getByLabelText(/Reference/)).toHaveFocus();
    expect(body).toMatchObject({ tenancyId: uuid(100), amount: 7500, method: 'mpesa', reference: 'NLJ7RT61SV' });
  });

  it('starts on today in Nairobi, whatever the device’s clock, and spells the day out', async () => {
    // 22:30 UTC on Thursday 5 March is already Friday 6 March, 01:30, in Nairobi.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T22:30:00Z'));
    try {
      serveApi({ 'GET /api/tenancies?status=active': () => json(tenancies) });
      const { user } = renderForm();
      const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
      const date = within(dialog).getByLabelText(/Date received/);
      expect(date).toHaveValue('2026-03-06');
      // A browser in en-US draws 03/06/2026; the words beside the label leave no doubt.
      expect(within(dialog).getByText('Fri 6 Mar 2026')).toBeVisible();
      await user.clear(date);
      await user.type(date, '2026-12-05');
      expect(within(dialog).getByText('Sat 5 Dec 2026')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
