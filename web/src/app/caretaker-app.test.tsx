import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBill } from '../features/bills/a-bill';
import { BillsPage } from '../features/bills/bills-page';
import { aConfirmedPayment, aPayment } from '../features/payments/payment-fixtures';
import { PaymentsPage } from '../features/payments/payments-page';
import { clearSession, saveSession } from '../lib/session';
import { json, serveApi } from '../testing/api';
import { aUser, uuid } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { menuFor } from './nav-items';

afterEach(() => clearSession());

const caretaker = aUser({ id: 'c1', name: 'Wanjiru Kamau', role: 'Caretaker', apartmentName: 'Sunrise Court' });

describe("the caretaker's app", () => {
  it('has a menu without the owner’s screens', () => {
    expect(menuFor('Caretaker').map((item) => item.label)).toEqual([
      'Dashboard',
      'Tenants',
      'Bills',
      'Payments',
      'Meters',
      'Complaints',
      'Chat',
      'Rules',
      'Activity',
      'Settings',
    ]);
  });

  it("offers no owner's action on Payments and Bills: records and confirms, never reverses, assigns or bills", async () => {
    saveSession('token', caretaker);
    const claim = aPayment();
    serveApi({
      'GET /api/payments': (url) =>
        json(url.searchParams.get('status') === 'pending' ? [claim] : [claim, aConfirmedPayment({ _id: uuid(301) })]),
      'GET /api/bills/apartment?limit=20&group=month': () => json([aBill()]),
    });
    const payments = renderWithProviders(<PaymentsPage />, { path: '/payments' });
    const section = await screen.findByRole('region', { name: 'To confirm (1)' });
    expect(within(section).getByRole('button', { name: /^Confirm / })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeVisible();
    expect(await screen.findAllByText(/R-000001/)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Reverse / })).toBeNull();
    // No request for unmatched M-Pesa money either: serveApi fails the test on any it did not expect.
    payments.unmount();

    renderWithProviders(<BillsPage />, { path: '/bills' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills Management' })).toBeVisible();
    expect(await screen.findAllByText('Rent for March 2026')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create monthly bills' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add a charge|Add charge/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Record payment/ }).length).toBeGreaterThan(0);
  });
});
