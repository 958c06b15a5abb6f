import type { OwnedApartment, Portfolio } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../lib/api-client';
import { forgetBuilding } from '../../lib/building';
import { formatKsh } from '../../lib/format';
import { clearSession, getSession, saveSession } from '../../lib/session';
import { json, serveApi } from '../../testing/api';
import { aUser } from '../../testing/fixtures';
import { findToast, renderWithProviders } from '../../testing/render';
import { BuildingSwitcher } from './building-switcher';
import { PortfolioPage } from './portfolio-page';

const landlord = aUser({
  id: 'l1',
  name: 'Lara Landlord',
  role: 'Landlord',
  apartmentId: 'a1',
  apartmentName: 'Sunrise Court',
});
const buildingOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('X-Apartment-Id');

const OWNED: OwnedApartment[] = [
  { _id: 'a1', name: 'Sunrise Court', area: 'Kilimani', role: 'owner', units: 4, occupied: 3 },
  { _id: 'a2', name: 'Baobab Flats', area: null, role: 'owner', units: 2, occupied: 1 },
];

const figures = (expected: number, collected: number, overdue: number, dueSoon: number, toConfirm: number) => ({
  expected,
  collected,
  overdue,
  dueSoon,
  toConfirm,
});

const PORTFOLIO: Portfolio = {
  month: '2026-05',
  totals: figures(60000, 35500.5, 12000, 12499.5, 3),
  buildings: [
    {
      _id: 'a1',
      name: 'Sunrise Court',
      area: 'Kilimani',
      units: 4,
      occupied: 3,
      ...figures(45000, 30000, 12000, 3000, 2),
    },
    { _id: 'a2', name: 'Baobab Flats', area: null, units: 2, occupied: 1, ...figures(15000, 5500.5, 0, 9499.5, 1) },
  ],
};

/** A screen's list, fetched for the building the request names: what a switch must not leave behind. */
function UnitCodes() {
  const units = useQuery({ queryKey: ['units'], queryFn: () => apiGet<Array<{ code: string }>>('/units') });
  return <p>{units.data?.map((u) => u.code).join(', ')}</p>;
}

const unitsByBuilding = (_url: URL, init: RequestInit | undefined) =>
  json(buildingOf(init) === 'a2' ? [{ code: 'B7' }] : [{ code: 'A1' }]);

const savedDefault = (_url: URL, init: RequestInit | undefined) => {
  const { apartmentId } = JSON.parse(String(init?.body)) as { apartmentId: string };
  return json({ message: 'This building opens first from now on.', user: { ...landlord, apartmentId } });
};

beforeEach(() => {
  forgetBuilding();
  saveSession('token', landlord);
});
afterEach(() => clearSession());

describe('the building switcher', () => {
  it('switches the tab: the next request names the new building, and no answer of the old one stays', async () => {
    const fetchMock = serveApi({
      'GET /api/apartments/owned': () => json(OWNED),
      'GET /api/units': unitsByBuilding,
      'PUT /api/auth/me': savedDefault,
    });
    const { user } = renderWithProviders(
      <>
        <BuildingSwitcher place="sidebar" />
        <Routes>
          <Route path="/units" element={<UnitCodes />} />
          <Route
            path="/dashboard"
            element={
              <>
                <h1>Dashboard</h1>
                <UnitCodes />
              </>
            }
          />
        </Routes>
      </>,
      { path: '/units' },
    );
    expect(await screen.findByText('A1')).toBeVisible();
    const menuButton = screen.getByRole('button', { name: /Building\s*Sunrise Court/ });

    // By keyboard: the menu opens on the building of the tab, and the arrow moves to the next one.
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Switch building' });
    expect(within(menu).getByRole('menuitemradio', { name: /Sunrise Court/ })).toHaveFocus();
    expect(within(menu).getByRole('menuitemradio', { name: /Sunrise Court/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByText('2 units, 1 let')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: /Baobab Flats/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // The old building's list is not shown for a moment on the new building's screen.
    expect(screen.queryByText('A1')).toBeNull();
    expect(await screen.findByText('B7')).toBeVisible();
    expect(screen.getByTestId('current-building')).toHaveTextContent('Baobab Flats');
    const unitCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/units'));
    expect(buildingOf(unitCalls[0]?.[1])).toBe('a1');
    expect(buildingOf(unitCalls.at(-1)?.[1])).toBe('a2');
    // The account opens it first next time.
    await vi.waitFor(() => expect(getSession().user?.apartmentId).toBe('a2'));
  });

  it('with one building, offers only to add another', async () => {
    serveApi({ 'GET /api/apartments/owned': () => json(OWNED.slice(0, 1)) });
    renderWithProviders(<BuildingSwitcher place="sidebar" />);
    expect(await screen.findByRole('button', { name: 'Add a building' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sunrise Court/ })).toBeNull();
  });
});

describe('PortfolioPage', () => {
  it('shows each building and the totals; a tap on a building opens its dashboard', async () => {
    const fetchMock = serveApi({
      'GET /api/dashboard/portfolio': () => json(PORTFOLIO),
      'PUT /api/auth/me': savedDefault,
    });
    const { user } = renderWithProviders(<PortfolioPage />, {
      path: '/portfolio',
      routes: { '/dashboard': <h1>Dashboard</h1> },
    });
    const totals = await screen.findByRole('region', { name: 'All buildings, May 2026' });
    expect(within(totals).getByText(formatKsh(35500.5))).toBeVisible();
    expect(within(totals).getByText(formatKsh(12499.5))).toBeVisible();
    const baobab = screen.getByRole('article', { name: 'Baobab Flats' });
    expect(within(baobab).getByText('2 units, 1 let')).toBeVisible();
    expect(within(baobab).getByText(formatKsh(5500.5))).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Sunrise Court' })).getByText('Open now')).toBeVisible();

    await user.click(within(baobab).getByRole('button', { name: 'Baobab Flats' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/me'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ apartmentId: 'a2' });
    expect(buildingOf(put?.[1])).toBe('a2');
  });

  it('with one building, explains and offers to add one', async () => {
    serveApi({
      'GET /api/dashboard/portfolio': () => json({ ...PORTFOLIO, buildings: PORTFOLIO.buildings.slice(0, 1) }),
    });
    renderWithProviders(<PortfolioPage />);
    expect(await screen.findByText('One building so far')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add a building' })).toHaveLength(2);
  });
});

describe('adding a building', () => {
  it('says what is missing beside the fields, then adds it and switches to it', async () => {
    const fetchMock = serveApi({
      'GET /api/dashboard/portfolio': () => json(PORTFOLIO),
      'POST /api/apartments': () =>
        json(
          {
            message: 'Mvule Gardens is added. Switch to it from the top of the screen.',
            apartment: { _id: 'a3', name: 'Mvule Gardens', area: null, rentAmount: 12000, joinPolicy: 'approval' },
          },
          201,
        ),
      'PUT /api/auth/me': savedDefault,
    });
    const { user } = renderWithProviders(<PortfolioPage />, {
      path: '/portfolio',
      routes: { '/dashboard': <h1>Dashboard</h1> },
    });
    await screen.findByRole('region', { name: /All buildings/ });
    await user.click(screen.getByRole('button', { name: 'Add a building' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a building' });
    await user.click(within(dialog).getByRole('button', { name: 'Add building' }));
    expect(await within(dialog).findByText('Apartment name is required.')).toBeVisible();
    expect(within(dialog).getByText('Rent is required.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Apartment name'), 'Mvule Gardens');
    await user.type(within(dialog).getByLabelText(/Usual rent/), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Add building' }));
    expect(await findToast('Mvule Gardens is added. Switch to it from the top of the screen.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/apartments') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Mvule Gardens', rentAmount: 12000 });
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/me'));
    expect(buildingOf(put?.[1])).toBe('a3');
  });
});
