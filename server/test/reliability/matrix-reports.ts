/** The matrix rows of the owner's reports and the CSV exports (docs/reports.md): nothing of another building. */
import { expect } from 'vitest';
import { L, landlordOnObject, type Row } from './matrix-rules';

const ownerOnly = (c: Parameters<Row['expect']>[0]) => (L(c) ? 200 : 403);

export const REPORT_ROWS: Row[] = [
  {
    route: 'GET /api/reports/collection',
    url: () => '/api/reports/collection',
    expect: ownerOnly,
    check: (_c, body) => expect((body as { months: unknown[] }).months).toHaveLength(12),
  },
  { route: 'GET /api/reports/collection.csv', csv: true, url: () => '/api/reports/collection.csv', expect: ownerOnly },
  { route: 'GET /api/exports/bills.csv', csv: true, url: () => '/api/exports/bills.csv', expect: ownerOnly },
  { route: 'GET /api/exports/payments.csv', csv: true, url: () => '/api/exports/payments.csv', expect: ownerOnly },
  { route: 'GET /api/exports/tenants.csv', csv: true, url: () => '/api/exports/tenants.csv', expect: ownerOnly },
  {
    route: 'GET /api/tenancies/:id/statement.csv',
    staffMay: true,
    object: true,
    csv: true,
    url: (c) => `/api/tenancies/${c.w.objects[c.tenantName].tenancy}/statement.csv`,
    expect: landlordOnObject(),
  },
  {
    route: 'GET /api/me/statement.csv',
    endedTenantMay: true,
    csv: true,
    url: () => '/api/me/statement.csv',
    expect: (c) => (L(c) ? 403 : 200),
  },
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
