import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { type ApiHandler, json, serveApi } from '../../testing/api';
import { aTenancy, aUnit, aUser, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { TenantsPage } from './tenants-page';

// The join requests above the tenant list: approve into a unit, reject with a reason, and a
// refusal (an occupied unit) said in the server's words.

const request = aTenancy({ _id: uuid(100) });
const units = [
  aUnit({ _id: uuid(1), code: 'A1', rent: 15000 }),
  aUnit({ _id: uuid(2), code: 'B2', label: 'Bedsitter', rent: 9000 }),
  aUnit({ _id: uuid(3), code: 'C3', status: 'occupied', tenant: { _id: 't2', name: 'Wanjiku' } }),
];
let sent: unknown[] = [];

function serve(decisions: Record<string, ApiHandler>) {
  return serveApi({
    'GET /api/users/tenants': () => json([]),
    'GET /api/tenancies?status=pending': () => json([request]),
    'GET /api/units': () => json(units),
    ...decisions,
  });
}

const recording =
  (answer: Response | (() => Response)): ApiHandler =>
  (_url, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return typeof answer === 'function' ? answer() : answer;
  };

beforeEach(() => {
  sent = [];
  saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' }));
});
afterEach(() => clearSession());

async function openRequest(action: 'Approve' | 'Reject') {
  const view = renderWithProviders(<TenantsPage />);
  const section = await screen.findByRole('region', { name: 'Join requests (1)' });
  const card = within(section).getByRole('article', { name: 'Brian Kamau' });
  for (const text of ['+254733333333', 'brian@example.com']) expect(within(card).getByText(text)).toBeInTheDocument();
  expect(within(card).getByText(/Asked on 28 Nov 2026 · moving in 5 Dec 2026/)).toBeInTheDocument();
  await view.user.click(within(card).getByRole('button', { name: `${action} Brian Kamau` }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: `${action} Brian Kamau` }) };
}

describe('Join requests', () => {
  it('shows nothing when no one is waiting', async () => {
    serveApi({ 'GET /api/users/tenants': () => json([]), 'GET /api/tenancies?status=pending': () => json([]) });
    renderWithProviders(<TenantsPage />);
    expect(await screen.findByText('No Tenants Found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Join requests/ })).not.toBeInTheDocument();
  });

  it('approves into the chosen vacant unit, its rent filled in, and says so', async () => {
    const message = 'Brian Kamau approved into unit B2. They can use SafeStay now.';
    const answer = json({ message, tenancy: { ...request, status: 'active' } });
    serve({ [`POST /api/tenancies/${uuid(100)}/approve`]: recording(answer) });
    const { user, dialog } = await openRequest('Approve');
    const unit = within(dialog).getByLabelText('Unit');
    expect(await within(dialog).findByRole('option', { name: 'B2 (Bedsitter)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'C3' })).not.toBeInTheDocument();
    await user.selectOptions(unit, 'B2 (Bedsitter)');
    expect(within(dialog).getByLabelText('Rent (KSH)')).toHaveValue(9000);
    expect(within(dialog).getByLabelText('Move-in date')).toHaveValue('2026-12-05');
    await user.type(within(dialog).getByLabelText(/Opening balance/), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ unitId: uuid(2), rent: 9000, moveInDate: '2026-12-05', openingBalance: 2500 }]);
    expect(screen.queryByRole('dialog', { name: 'Approve Brian Kamau' })).not.toBeInTheDocument();
  });

  it('keeps the form open and shows the server’s words when the unit is taken (409)', async () => {
    const message = 'Unit A1 is occupied by Wanjiku. Move them out first or choose another unit.';
    serve({ [`POST /api/tenancies/${uuid(100)}/approve`]: recording(json({ message }, 409)) });
    const { user, dialog } = await openRequest('Approve');
    await within(dialog).findByRole('option', { name: 'A1' });
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'A1');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Unit')).toHaveAccessibleDescription(message);
    expect(sent).toEqual([{ unitId: uuid(1), rent: 15000, moveInDate: '2026-12-05' }]);
  });

  it('rejects only with a reason, and sends it', async () => {
    const message = "Brian Kamau's request was turned down.";
    serve({
      [`POST /api/tenancies/${uuid(100)}/reject`]: recording(
        json({ message, tenancy: { ...request, status: 'rejected' } }),
      ),
    });
    const { user, dialog } = await openRequest('Reject');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Reason is required.');
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), '  No units free until March. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'No units free until March.' }]);
  });
});
