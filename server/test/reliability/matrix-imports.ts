/** The statement imports' rows of the authorization matrix (matrix-table.ts), docs/imports.md. */
import { L, type Row } from './matrix-rules';

const NO_SUCH = '01930000-0000-7000-8000-000000000000';
const MPESA_CSV =
  'Receipt No.,Completion Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Other Party Info,A/C No.\n' +
  'TKM0000001,2026-11-05 10:00:00,Pay Bill,Completed,100.00,,100.00,2547****126 - JANE,NOBODY\n';
const mapping = {
  date: 'Date',
  amount: 'Credit',
  reference: 'Ref',
  description: 'Narrative',
  dateFormat: 'YYYY-MM-DD',
};

export const IMPORT_ROWS: Row[] = [
  {
    // A preview: nothing recorded, so every building's owner may run it again and again.
    route: 'POST /api/payments/mpesa/statements',
    url: () => '/api/payments/mpesa/statements?dryRun=1',
    body: () => MPESA_CSV,
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/payments/bank-statements/mapping',
    url: () => '/api/payments/bank-statements/mapping',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'PUT /api/payments/bank-statements/mapping',
    url: () => '/api/payments/bank-statements/mapping',
    body: () => mapping,
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'POST /api/payments/bank-statements',
    url: () => '/api/payments/bank-statements?dryRun=1',
    body: () => 'Date,Narrative,Ref,Credit\n2026-11-05,Rent NOBODY,FT1,100\n',
    // The mapping row above saved the columns for the owners' buildings.
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/payments/unmatched',
    url: () => '/api/payments/unmatched',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    // No unmatched money exists in the world: an id is never someone else's to assign.
    route: 'POST /api/payments/unmatched/:id/assign',
    object: true,
    url: () => `/api/payments/unmatched/${NO_SUCH}/assign`,
    body: (c) => ({ tenancyId: c.w.objects[c.tenantName].tenancy }),
    expect: (c) => (L(c) ? 404 : 403),
  },
];
