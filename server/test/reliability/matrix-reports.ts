/** The matrix rows of the owner's reports (docs/reports.md): owners only, nothing of another building. */
import { expect } from 'vitest';
import { L, type Row } from './matrix-rules';

export const REPORT_ROWS: Row[] = [
  {
    route: 'GET /api/reports/rental-income',
    url: () => '/api/reports/rental-income?year=2026&month=3',
    expect: (c) => (L(c) ? 200 : 403),
    check: (c, body) => {
      expect((body as { month: number }).month).toBe(3);
      // Only the building acted on: another landlord's tenants never show.
      if (c.actor !== 'LB') expect(JSON.stringify(body)).not.toContain(c.w.TB1.user.name);
    },
  },
  {
    route: 'GET /api/reports/rental-income.csv',
    url: () => '/api/reports/rental-income.csv?year=2026&month=3&scope=portfolio',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/reports/rental-income.pdf',
    pdf: true,
    url: () => '/api/reports/rental-income.pdf?year=2026&month=3',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/reports/year.pdf',
    pdf: true,
    url: () => '/api/reports/year.pdf?year=2026',
    expect: (c) => (L(c) ? 200 : 403),
  },
];
