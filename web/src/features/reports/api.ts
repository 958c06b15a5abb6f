import type { RentalIncome } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiGet } from '../../lib/api-client';
import { queryRoots } from '../../lib/query';

/** Which month's Monthly Rental Income, and of what (docs/reports.md). */
export interface IncomeChoice {
  year: number;
  month: number;
  portfolio: boolean;
}

const query = (c: IncomeChoice) => `year=${c.year}&month=${c.month}${c.portfolio ? '&scope=portfolio' : ''}`;

// Under the dashboard root: whatever moves the money (ours or live) refetches the report.
export const reportKeys = {
  income: (c: IncomeChoice) => [...queryRoots.dashboard, 'rental-income', c.year, c.month, c.portfolio] as const,
};

export function useRentalIncome(choice: IncomeChoice) {
  return useQuery({
    queryKey: reportKeys.income(choice),
    queryFn: () => apiGet<RentalIncome>(`/reports/rental-income?${query(choice)}`),
  });
}

export const downloadIncome = (choice: IncomeChoice, kind: 'csv' | 'pdf') =>
  apiDownload(`/reports/rental-income.${kind}?${query(choice)}`, `rental-income.${kind}`);

export const downloadYearPack = (year: number, portfolio: boolean) =>
  apiDownload(`/reports/year.pdf?year=${year}${portfolio ? '&scope=portfolio' : ''}`, `year-pack-${year}.pdf`);
