/** The matrix rows of the collection report and the CSV exports (docs/reports.md): the owner's. */
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
];
