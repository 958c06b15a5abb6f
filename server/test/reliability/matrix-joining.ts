/** The matrix rows of joining: who may join, tenancies, invites (docs/product.md §2). */
import { expect } from 'vitest';
import { L, landlordOnObject, type Row, visiblePeople } from './matrix-rules';
import { rowsOf } from './world';

/** Rows not addressed at an object, or at the invite every caller may preview. */
export const JOINING_ROWS: Row[] = [
  { route: 'GET /api/auth/me', ungated: true, url: () => '/api/auth/me', expect: () => 200 },
  // Anyone signed in chooses their language, whatever their tenancy (a waiting tenant too).
  {
    route: 'PUT /api/auth/me',
    ungated: true,
    url: () => '/api/auth/me',
    body: () => ({ locale: 'en' }),
    expect: () => 200,
  },
  {
    route: 'GET /api/invites/:code',
    public: true,
    url: (c) => `/api/invites/${c.w.invites.A.code}`,
    expect: () => 200,
  },
  { route: 'GET /api/apartments/mine', url: () => '/api/apartments/mine', expect: (c) => (L(c) ? 200 : 403) },
  {
    route: 'PUT /api/apartments/mine',
    url: () => '/api/apartments/mine',
    body: () => ({ area: 'Matrix Road' }),
    expect: (c) => (L(c) ? 200 : 403),
  },
  {
    route: 'GET /api/tenancies',
    staffMay: true,
    url: () => '/api/tenancies',
    expect: (c) => (L(c) ? 200 : 403),
    check: (c, body) => {
      const allowed = visiblePeople(c);
      for (const row of rowsOf(body)) expect(allowed).toContain((row.tenant as { _id: string })._id);
    },
  },
  { route: 'GET /api/invites', url: () => '/api/invites', expect: (c) => (L(c) ? 200 : 403) },
  { route: 'POST /api/invites', url: () => '/api/invites', body: () => ({}), expect: (c) => (L(c) ? 201 : 403) },
];

/** Rows that change a tenancy or an invite of the addressed apartment, one per relation. */
export const JOINING_OBJECT_ROWS: Row[] = [
  {
    route: 'POST /api/tenancies/:id/approve',
    object: true,
    url: (c) => `/api/tenancies/${c.tenancy.approve}/approve`,
    body: () => ({}),
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/tenancies/:id/reject',
    object: true,
    url: (c) => `/api/tenancies/${c.tenancy.reject}/reject`,
    body: () => ({ reason: 'Matrix says no' }),
    expect: landlordOnObject(),
  },
  {
    route: 'PUT /api/tenancies/:id',
    object: true,
    url: (c) => `/api/tenancies/${c.tenancy.update}`,
    body: () => ({ rent: 15500 }),
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/tenancies/:id/end',
    object: true,
    url: (c) => `/api/tenancies/${c.tenancy.end}/end`,
    body: () => ({ moveOutDate: new Date().toISOString().slice(0, 10) }),
    expect: landlordOnObject(),
  },
  {
    route: 'DELETE /api/invites/:id',
    object: true,
    url: (c) => `/api/invites/${c.inviteToWithdraw}`,
    expect: landlordOnObject(),
  },
];
