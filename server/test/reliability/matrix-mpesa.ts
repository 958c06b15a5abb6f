/** The M-Pesa routes' rows of the authorization matrix (matrix-table.ts). */
import { L, type Row } from './matrix-rules';

const settings = { environment: 'sandbox', shortcodeType: 'paybill', shortcode: '600966' };
const NO_SUCH = '01930000-0000-7000-8000-000000000000';

export const MPESA_ROWS: Row[] = [
  {
    route: 'GET /api/payments/mpesa/settings',
    url: () => '/api/payments/mpesa/settings',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'PUT /api/payments/mpesa/settings',
    url: () => '/api/payments/mpesa/settings',
    body: () => settings,
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    // Saved without keys (the row above): nothing to test or register yet, a 409 that says so.
    route: 'POST /api/payments/mpesa/settings/test',
    url: () => '/api/payments/mpesa/settings/test',
    expect: (c) => (L(c) ? 409 : 403),
  },
  {
    route: 'POST /api/payments/mpesa/register-urls',
    url: () => '/api/payments/mpesa/register-urls',
    expect: (c) => (L(c) ? 409 : 403),
  },
  {
    route: 'GET /api/payments/mpesa/unmatched',
    url: () => '/api/payments/mpesa/unmatched',
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    // No unmatched money exists in the world: an id is never someone else's to assign.
    route: 'POST /api/payments/mpesa/unmatched/:id/assign',
    object: true,
    url: () => `/api/payments/mpesa/unmatched/${NO_SUCH}/assign`,
    body: (c) => ({ tenancyId: c.w.objects[c.tenantName].tenancy }),
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    // Safaricom's callbacks: open to the network, a secret token in the path; a wrong one is 404.
    route: 'POST /api/hooks/pay/:token/:kind',
    public: true,
    url: () => `/api/hooks/pay/${'x'.repeat(43)}/confirmation`,
    body: () => ({ TransID: 'SKQ96C7K7H' }),
    expect: () => 404,
  },
  {
    route: 'GET /api/payments/mpesa/how-to-pay',
    url: () => '/api/payments/mpesa/how-to-pay',
    expect: (c) => (L(c) ? 403 : 200),
  },
  {
    // No Daraja keys in the world: a tenant's Pay now is refused plainly, and nothing is written.
    route: 'POST /api/payments/mpesa/stk',
    url: () => '/api/payments/mpesa/stk',
    body: () => ({ amount: 100 }),
    expect: (c) => (L(c) ? 403 : 400),
  },
  {
    route: 'GET /api/payments/mpesa/stk/:id',
    url: () => `/api/payments/mpesa/stk/${NO_SUCH}`,
    expect: (c) => (L(c) ? 403 : 404),
  },
];
