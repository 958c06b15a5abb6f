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

  it("shows the first 50 of a 1,000-house building with the whole building's counts, and the next 50 on request", async () => {
    const page = (from: number) =>
      Array.from({ length: 50 }, (_, i) => aUnit({ _id: uuid(from + i + 10), code: `A${from + i + 1}` }));
    const fetchMock = serveApi({
      'GET /api/units?limit=50&cursor=next': () => json(page(50), 200, { 'X-Next-Cursor': 'later' }),
      'GET /api/units?limit=50': () =>
        json(page(0), 200, { 'X-Next-Cursor': 'next', 'X-Total-Count': '1000', 'X-Vacant-Count': '37' }),
    });
    const { user } = renderWithProviders(<UnitsPage />);
    expect(await screen.findByText('1000 units, 37 vacant')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Units' });
    // The header row and the page's 50 houses.
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).queryByRole('rowheader', { name: 'A51' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more units (950 more)' }));
    expect(await within(table).findByRole('rowheader', { name: 'A100' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/units?limit=50&cursor=next');
    // The counts stay the building's, not the loaded pages'.
    expect(screen.getByText('1000 units, 37 vacant')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show more units (900 more)' })).toBeVisible();
  }, 60_000); // a hundred cards and rows take seconds to render in jsdom while other suites share the cores

  it('speaks Kiswahili to a landlord who reads it', async () => {
    await act(() => speakLocale('sw'));
    try {
      serveApi({
        'GET /api/units': () =>
          json([aUnit(), aUnit({ _id: uuid(2), code: 'B2', status: 'inactive' })], 200, {
            'X-Next-Cursor': 'next',
            'X-Total-Count': '3',
            'X-Vacant-Count': '2',
          }),
      });
      renderWithProviders(<UnitsPage />);
      expect(await screen.findByText('Nyumba 3, 2 ziko wazi')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Onyesha nyumba zaidi (1 zaidi)' })).toBeVisible();
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
