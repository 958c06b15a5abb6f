import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { speakLocale } from '../../lib/locale';
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

  it('speaks Kiswahili to a landlord who reads it', async () => {
    await act(() => speakLocale('sw'));
    try {
      serveApi({ 'GET /api/units': () => json([aUnit(), aUnit({ _id: uuid(2), code: 'B2', status: 'inactive' })]) });
      renderWithProviders(<UnitsPage />);
      expect(await screen.findByText('Nyumba 2, 1 ziko wazi')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'Nyumba' })).toBeVisible();
      const table = screen.getByRole('table', { name: 'Nyumba' });
      expect(within(table).getByRole('columnheader', { name: 'Kodi ya nyumba' })).toBeInTheDocument();
      expect(within(table).getByText('Iko wazi')).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: 'Zima nyumba A1' })).toBeInTheDocument();
      expect(within(table).getByRole('button', { name: 'Rudisha nyumba B2' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ongeza nyumba' })).toBeInTheDocument();
    } finally {
      await act(() => speakLocale('en'));
    }
  });
});
