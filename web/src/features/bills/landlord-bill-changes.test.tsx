import { BILL_MSG, LEDGER_MSG, type User } from '@safestay/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aTenancy, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { aBill } from './a-bill';
import { BillsPage } from './bills-page';

const landlord = { id: 'l1', _id: 'l1', name: 'Lara Landlord', role: 'Landlord' } as User;

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

function renderPage(path = '/bills') {
  saveSession('token', landlord);
  return renderWithProviders(<BillsPage />, { path, routes: {} });
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('a landlord changes bills (docs/ledger.md)', () => {
  it('Create Monthly Bills bills each house at its own rent, for this month in Nairobi', async () => {
    // 22:00 UTC on 31 January is already 1 February in Nairobi.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-31T22:00:00Z'));
    serveApi({ 'GET /api/bills/apartment?limit=20&group=month': () => json([]) });
    const { user } = renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'Create Monthly Bills' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create Monthly Bills' });
    expect(dialog).toHaveTextContent(BILL_MSG.monthlyBillsAll);
    expect(dialog).not.toHaveTextContent(/apartment's rent/);
    expect(within(dialog).getByLabelText(/Month/)).toHaveValue('February');
    expect(within(dialog).getByLabelText(/Year/)).toHaveValue(2026);
  });

  it('adds a water charge for a tenant chosen by name and unit', async () => {
    const sent: unknown[] = [];
    const tenancies = [
      aTenancy({ _id: uuid(1), status: 'active', tenant: { ...aTenancy().tenant, _id: 't1', name: 'Amina Otieno' } }),
      aTenancy({
        _id: uuid(2),
        status: 'active',
        tenant: { ...aTenancy().tenant, _id: 't2', name: 'Brian Kamau' },
        unit: { _id: 'u2', code: 'B2' },
      }),
    ];
    serveApi({
      'GET /api/bills/apartment?limit=20&group=month': () => json([]),
      'GET /api/tenancies?status=active': () => json(tenancies),
      'POST /api/bills': (_url, init) => {
        sent.push(bodyOf(init));
        const bill = aBill({ _id: 'b5', kind: 'water', description: 'Water, March', amount: 850.5 });
        return json(
          { message: LEDGER_MSG.chargeAdded, bill: { ...bill, tenant: { _id: 't2', name: 'Brian Kamau' } } },
          201,
        );
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Charge' });
    const tenant = within(dialog).getByLabelText('Tenant');
    expect(await within(dialog).findByRole('option', { name: 'Brian Kamau · Unit B2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Amina Otieno · no unit' })).toBeInTheDocument();
    // The kinds a landlord adds by hand; rent comes from the monthly bills.
    expect(
      within(within(dialog).getByLabelText('Kind'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Water', 'Electricity', 'Service charge', 'Garbage', 'Security', 'Deposit', 'Penalty', 'Other']);

    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await within(dialog).findByText('Amount is required.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(tenant, uuid(2));
    const description = within(dialog).getByLabelText('Description') as HTMLInputElement;
    expect(description.value).toMatch(/^Water for /);
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'electricity');
    expect(description.value).toMatch(/^Electricity for /);
    await user.clear(description);
    await user.type(description, 'Water, March');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'water');
    expect(description).toHaveValue('Water, March');
    // A negative amount is below zero, not badly written.
    const amount = within(dialog).getByLabelText('Amount (KSH)');
    await user.type(amount, '-850');
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(amount).toHaveAccessibleDescription('Amount must be greater than 0.');
    expect(sent).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '850.50');
    const due = within(dialog).getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '2026-12-05');
    await user.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText(LEDGER_MSG.chargeAdded)).toBeInTheDocument();
    expect(sent).toEqual([
      { tenancyId: uuid(2), kind: 'water', description: 'Water, March', amount: 850.5, dueDate: '2026-12-05' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('voids a charge with a reason; a voided one offers no Void', async () => {
    const sent: unknown[] = [];
    let voided = false;
    const water = () =>
      aBill({
        kind: 'water',
        description: 'Water for March',
        amount: 800,
        remainingAmount: voided ? 0 : 300,
        status: voided ? 'Pending' : 'Partial',
        voidedAt: voided ? '2026-03-10T08:00:00.000Z' : null,
        voidReason: voided ? 'Meter misread' : null,
      });
    serveApi({
      'GET /api/bills/apartment?limit=20&group=month': () => json([water()]),
      'POST /api/bills/b1/void': (_url, init) => {
        sent.push(bodyOf(init));
        voided = true;
        return json({ message: LEDGER_MSG.chargeVoided, bill: water() });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Void Water for March' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void Charge' });
    expect(dialog).toHaveTextContent('The KSH 500 paid on it becomes their credit.');
    await user.click(within(dialog).getByRole('button', { name: 'Void charge' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason'), 'Meter misread');
    await user.click(within(dialog).getByRole('button', { name: 'Void charge' }));
    expect(await screen.findByText(LEDGER_MSG.chargeVoided)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Meter misread' }]);
    const card = screen.getByRole('article');
    expect(await within(card).findByText('Void')).toBeVisible();
    expect(within(card).getByText(/Meter misread/)).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Void/ })).toBeNull();
  });

  it('warns before lowering a bill below what was paid, then saves on the second press', async () => {
    const sent: unknown[] = [];
    const paid = aBill({ status: 'Paid', remainingAmount: 0 });
    serveApi({
      'GET /api/bills/apartment?limit=20&group=month': () => json([paid]),
      'PUT /api/bills/b1': (_url, init) => {
        sent.push(bodyOf(init));
        return json({ message: 'Bill updated successfully!', bill: { ...paid, amount: 12000 } });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rent for March 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bill' });
    expect(dialog).toHaveTextContent('KSH 15,000 paid so far');
    const amount = within(dialog).getByLabelText('Amount (KSH)');
    await user.clear(amount);
    await user.type(amount, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(LEDGER_MSG.editHasPayments(15000));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Bill updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 12000, description: 'Rent for March 2026', dueDate: '2026-03-05' }]);
  });

  it('records cash received for a bill with the same dialog, counted at once', async () => {
    const sent: unknown[] = [];
    serveApi({
      'GET /api/bills/apartment?limit=20&group=month': () =>
        json([aBill({ remainingAmount: 7000, status: 'Partial' })]),
      'POST /api/bills/pay-cash': (_url, init) => {
        sent.push(bodyOf(init));
        return json({ message: 'Payment successful!', bill: aBill({ remainingAmount: 0, status: 'Paid' }) });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record cash for Rent for March 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Cash' });
    expect(dialog).toHaveTextContent('You received KSH 7,000 in cash from Amina Otieno for Rent for March 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(sent).toEqual([{ billId: 'b1', amount: 7000 }]);
  });
});
