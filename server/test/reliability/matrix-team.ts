/** The matrix rows of several buildings and their teams (docs/portfolio.md, docs/team.md). */
import { expect } from 'vitest';
import { unique } from '../helpers';
import { type Ctx, L, type Row } from './matrix-rules';

const NO_SUCH_ID = '0190f0f0-0000-7000-8000-000000000000';

/** The world's buildings the caller neither owns nor looks after. */
const foreignBuildings = (c: Ctx) =>
  [c.w.LA, c.w.LB, c.w.LA2].map((o) => o.user.apartmentId as string).filter((id) => !c.buildings.includes(id));

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
    staffMay: true,
    url: () => '/api/apartments/owned',
    expect: () => 200,
    check: (c, body) => {
      const owned = body as { _id: string; role: string }[];
      if (c.isTenant) expect(owned).toEqual([]);
      // Every building they own or look after, as what; never one they do not (whoever owns it).
      const role = c.actor === 'CA' ? 'caretaker' : 'owner';
      expect(owned.filter((a) => c.buildings.includes(a._id)).map((a) => a.role)).toEqual(c.buildings.map(() => role));
      for (const id of foreignBuildings(c)) expect(owned.map((a) => a._id)).not.toContain(id);
    },
  },
  {
    route: 'GET /api/dashboard/portfolio',
    url: () => '/api/dashboard/portfolio',
    expect: (c) => (L(c) ? 200 : 403),
    check: (c, body) => {
      for (const id of foreignBuildings(c)) expect(JSON.stringify(body)).not.toContain(id);
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
