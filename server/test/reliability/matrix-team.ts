/** The matrix rows of several buildings and their teams (docs/portfolio.md, docs/team.md). */
import { expect } from 'vitest';
import { unique } from '../helpers';
import { L, type Row } from './matrix-rules';

const NO_SUCH_ID = '0190f0f0-0000-7000-8000-000000000000';

export const TEAM_ROWS: Row[] = [
  {
    // Another building of the landlord; a tenant adds none.
    route: 'POST /api/apartments',
    url: () => '/api/apartments',
    body: () => ({ name: `Matrix Court ${unique()}`, rentAmount: 12_000 }),
    expect: (c) => (L(c) ? 201 : 403),
  },
  {
    route: 'GET /api/apartments/owned',
    url: () => '/api/apartments/owned',
    expect: () => 200,
    check: (c, body) => {
      const owned = body as { _id: string; role: string }[];
      if (!L(c)) expect(owned).toEqual([]);
      // Never the other landlord's building.
      const other = c.session?.user.id === c.w.LA.user.id ? c.w.LB : c.w.LA;
      expect(owned.map((a) => a._id)).not.toContain(other.user.apartmentId);
    },
  },
  {
    route: 'GET /api/dashboard/portfolio',
    url: () => '/api/dashboard/portfolio',
    expect: (c) => (L(c) ? 200 : 403),
    check: (c, body) => {
      const other = c.session?.user.id === c.w.LA.user.id ? c.w.LB : c.w.LA;
      expect(JSON.stringify(body)).not.toContain(other.user.apartmentId as string);
    },
  },
  { route: 'GET /api/staff', url: () => '/api/staff', expect: (c) => (L(c) ? 200 : 403) },
  {
    // A tenant is nobody's caretaker: not found for the owner, refused for anyone else.
    route: 'DELETE /api/staff/:userId',
    object: true,
    url: (c) => `/api/staff/${c.tenant.user.id}`,
    expect: (c) => (L(c) ? 404 : 403),
  },
  { route: 'GET /api/staff/invites', url: () => '/api/staff/invites', expect: (c) => (L(c) ? 200 : 403) },
  {
    route: 'POST /api/staff/invites',
    url: () => '/api/staff/invites',
    body: () => ({}),
    expect: (c) => (L(c) ? 201 : 403),
  },
  {
    route: 'DELETE /api/staff/invites/:id',
    url: () => `/api/staff/invites/${NO_SUCH_ID}`,
    expect: (c) => (L(c) ? 404 : 403),
  },
  {
    route: 'GET /api/staff/invites/:code',
    public: true,
    url: () => '/api/staff/invites/ZZZ-ZZZ',
    expect: () => 400,
  },
  {
    // Signed in, whatever the tenancy: an unknown code says so.
    route: 'POST /api/staff/invites/:code/accept',
    ungated: true,
    url: () => '/api/staff/invites/ZZZ-ZZZ/accept',
    expect: () => 400,
  },
];
