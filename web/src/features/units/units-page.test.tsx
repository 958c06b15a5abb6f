import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUnit, aUser, uuid } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { UnitsPage } from './units-page';

beforeEach(() => saveSession('token', aUser({ id: 'l1', name: 'Lara Landlord', role: 'Landlord' })));
afterEach(() => clearSession());

describe('UnitsPage', () => {
  it('offers to deactivate a vacant unit only: one lived in shows its tenant instead', async () => {
    serveApi({
      'GET /api/units': () =>
        json([
          aUnit(),
          aUnit({ _id: uuid(2), code: 'A2', status: 'occupied', tenant: { _id: uuid(3), name: 'Brian Otieno' } }),
        ]),
    });
    renderWithProviders(<UnitsPage />);
    expect((await screen.findAllByText('Brian Otieno')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Deactivate unit A1' }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Deactivate unit A2' })).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Edit unit A2' }).length).toBeGreaterThan(0);
  });
});
