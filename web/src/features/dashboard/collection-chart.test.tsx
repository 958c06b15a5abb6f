import { nairobiToday } from '@safestay/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, serveApi } from '../../testing/api';
import { renderWithProviders } from '../../testing/render';
import { CollectionChart } from './collection-chart';

const year = Number(nairobiToday().slice(0, 4));
const reportOf = (y: number) => ({
  year: y,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `${y}-${String(i + 1).padStart(2, '0')}`,
    expected: i === 2 ? 18_000 : 0,
    collected: i === 2 ? 15_000 : 0,
    outstanding: i < 11 ? 8_000 : null,
    overdue: i < 11 ? 8_000 : null,
    asAt: i < 11 ? `${y}-${String(i + 1).padStart(2, '0')}-28` : null,
  })),
});

describe('CollectionChart', () => {
  it('draws the year as a described picture, with every figure in a table, a year at a time', async () => {
    const fetchMock = serveApi({
      [`GET /api/reports/collection?year=${year}`]: () => json(reportOf(year)),
      [`GET /api/reports/collection?year=${year - 1}`]: () => json(reportOf(year - 1)),
    });
    renderWithProviders(<CollectionChart />);
    const picture = await screen.findByRole('img', { name: `Collection in ${year}` });
    expect(picture).toHaveAccessibleDescription(/Bars: money expected and collected each month/);
    const march = screen.getByRole('row', { name: new RegExp(`^March ${year}`) });
    expect(march).toHaveTextContent('KSH 18,000');
    expect(march).toHaveTextContent('KSH 15,000');
    expect(screen.getByRole('row', { name: new RegExp(`^December ${year}`) })).toHaveTextContent('Not yet');
    expect(screen.getByRole('button', { name: `Next year, ${year + 1}` })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: `Previous year, ${year - 1}` }));
    expect(await screen.findByRole('img', { name: `Collection in ${year - 1}` })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/reports/collection?year=${year - 1}`);
    expect(screen.getByRole('button', { name: `Download the collection of ${year - 1} as CSV` })).toBeEnabled();
  });
});
