import { ROLE_MSG } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../test/helpers';

/**
 * A caller of the wrong role is refused before their body is judged: the same 403 whether
 * the body is valid, empty or nonsense (docs/product.md §6). Without the route-level guard
 * a tenant learned the body rules of landlord-only routes from their 400s.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => t.close());

const someId = '00000000-0000-4000-8000-000000000000';
const guarded = [
  { role: 'Landlord', method: 'POST', url: '/api/bills/generate-monthly', message: ROLE_MSG.onlyLandlordCreateBills },
  { role: 'Landlord', method: 'PUT', url: `/api/bills/${someId}`, message: ROLE_MSG.onlyLandlordEditBills },
  {
    role: 'Landlord',
    method: 'GET',
    url: '/api/bills/apartment?limit=nonsense',
    message: ROLE_MSG.onlyLandlordApartmentBills,
  },
  { role: 'Landlord', method: 'GET', url: '/api/users/tenants?limit=-1', message: ROLE_MSG.onlyLandlordTenants },
  { role: 'Landlord', method: 'PUT', url: `/api/complaints/${someId}`, message: ROLE_MSG.onlyLandlordComplaintStatus },
  {
    role: 'Landlord',
    method: 'POST',
    url: `/api/complaints/${someId}/note`,
    message: ROLE_MSG.onlyLandlordComplaintNotes,
  },
  { role: 'Landlord', method: 'POST', url: '/api/rules', message: ROLE_MSG.onlyLandlordRules },
  { role: 'Landlord', method: 'PUT', url: `/api/rules/${someId}`, message: ROLE_MSG.onlyLandlordRules },
  { role: 'Landlord', method: 'DELETE', url: '/api/rules/not-an-id', message: ROLE_MSG.onlyLandlordRules },
  { role: 'Landlord', method: 'POST', url: '/api/bills', message: ROLE_MSG.onlyLandlordCharges },
  { role: 'Landlord', method: 'POST', url: `/api/bills/${someId}/void`, message: ROLE_MSG.onlyLandlordCharges },
  { role: 'Landlord', method: 'POST', url: `/api/payments/${someId}/confirm`, message: ROLE_MSG.onlyLandlordPayments },
  { role: 'Landlord', method: 'POST', url: `/api/payments/${someId}/reject`, message: ROLE_MSG.onlyLandlordPayments },
  { role: 'Landlord', method: 'POST', url: `/api/payments/${someId}/reverse`, message: ROLE_MSG.onlyLandlordPayments },
  {
    role: 'Landlord',
    method: 'GET',
    url: `/api/tenancies/${someId}/statement`,
    message: ROLE_MSG.onlyLandlordStatements,
  },
  { role: 'Landlord', method: 'GET', url: '/api/audit', message: ROLE_MSG.onlyLandlordAudit },
  { role: 'Tenant', method: 'GET', url: '/api/me/statement', message: ROLE_MSG.onlyTenantOwnStatement },
  { role: 'Tenant', method: 'GET', url: '/api/bills/me', message: ROLE_MSG.onlyTenantOwnBills },
  { role: 'Tenant', method: 'POST', url: '/api/complaints', message: ROLE_MSG.onlyTenantSubmitComplaint },
  { role: 'Tenant', method: 'GET', url: '/api/complaints/me', message: ROLE_MSG.onlyTenantOwnComplaints },
] as const;

describe('a caller of the other role gets 403 before the body is judged', () => {
  for (const route of guarded) {
    for (const [label, payload] of [
      ['an empty body', {}],
      ['a nonsense body', { amount: 'lots', status: 42, rules: 'x' }],
    ] as const) {
      it(`${route.method} ${route.url} (${route.role} only) with ${label}`, async () => {
        const wrong = route.role === 'Landlord' ? s.TA1 : s.LA;
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: wrong.auth,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(route.message);
      });
    }
  }
});
