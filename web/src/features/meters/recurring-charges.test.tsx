import type { UnitCharges } from '@safestay/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { speakLocale } from '../../lib/locale';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUser, uuid } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { RecurringCharges } from './recurring-charges';

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => clearSession());

const HOUSES: UnitCharges[] = [
  { unitId: uuid(1), unit: 'A1', charges: [{ kind: 'service', amount: 1500 }] },
  { unitId: uuid(2), unit: 'A2', charges: [] },
];

describe('RecurringCharges (docs/utilities.md "Recurring charges")', () => {
  it('sets what a house pays each month; the list says what every house pays', async () => {
    const sent: unknown[] = [];
    let houses = HOUSES;
    serveApi({
      'GET /api/units/charges': () => json(houses),
      [`PUT /api/units/${uuid(2)}/charges`]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { charges: UnitCharges['charges'] };
        sent.push(body);
        houses = [HOUSES[0] as UnitCharges, { unitId: uuid(2), unit: 'A2', charges: body.charges }];
        return json({
          message: 'Monthly charges of house A2 saved. They are billed with each month’s rent.',
          charges: houses[1],
        });
      },
    });
    const { user } = renderWithProviders(<RecurringCharges />);
    expect(await screen.findByText('Service charge KSH 1,500')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('House'), 'A2');
    const form = screen.getByRole('group', { name: 'Monthly charges of A2' });
    await user.type(within(form).getByLabelText(/Garbage \(KES a month\)/), '200');
    await user.type(within(form).getByLabelText(/Security \(KES a month\)/), '350.50');
    await user.click(within(form).getByRole('button', { name: 'Save charges' }));

    expect(await findToast('Monthly charges of house A2 saved. They are billed with each month’s rent.')).toBeVisible();
    expect(sent).toEqual([
      {
        charges: [
          { kind: 'garbage', amount: 200 },
          { kind: 'security', amount: 350.5 },
        ],
      },
    ]);
    expect(await screen.findByText('Garbage KSH 200 · Security KSH 350.50')).toBeVisible();
  });

  it('shows the server’s reason for an amount it refuses', async () => {
    serveApi({
      'GET /api/units/charges': () => json(HOUSES),
      [`PUT /api/units/${uuid(1)}/charges`]: () =>
        json(
          {
            message: 'Amount must be a number.',
            errors: [{ field: 'charges.0.amount', message: 'Amount must be a number.' }],
          },
          400,
        ),
    });
    const { user } = renderWithProviders(<RecurringCharges />);
    await screen.findByText('Service charge KSH 1,500');
    await user.selectOptions(screen.getByLabelText('House'), 'A1');
    const service = screen.getByLabelText(/Service charge \(KES a month\)/);
    expect(service).toHaveValue('1500');
    await user.clear(service);
    await user.type(service, 'fifteen');
    await user.click(screen.getByRole('button', { name: 'Save charges' }));
    expect(await findToast('Amount must be a number.')).toBeVisible();
  });

  it('speaks Kiswahili to an owner who reads it', async () => {
    await act(() => speakLocale('sw'));
    try {
      serveApi({ 'GET /api/units/charges': () => json(HOUSES) });
      const { user } = renderWithProviders(<RecurringCharges />);
      expect(await screen.findByText('Ada ya huduma Ksh 1,500.00')).toBeVisible();
      await user.selectOptions(screen.getByLabelText('Nyumba'), 'A2');
      const form = screen.getByRole('group', { name: 'Malipo ya kila mwezi ya A2' });
      expect(within(form).getByLabelText(/Ulinzi \(KES kwa mwezi\)/)).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Hifadhi malipo' })).toBeInTheDocument();
    } finally {
      await act(() => speakLocale('en'));
    }
  });
});
