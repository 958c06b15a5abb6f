/** The matrix rows of a person's data rights (features/privacy, docs/privacy.md). */
import { expect } from 'vitest';
import { landlordOnObject, type Row } from './matrix-rules';

export const PRIVACY_ROWS: Row[] = [
  {
    // Open whatever the tenancy; everything in it is the caller's own.
    route: 'GET /api/me/export',
    ungated: true,
    url: () => '/api/me/export',
    expect: () => 200,
    check: (c, body) => {
      const data = body as { profile: { id: string }; bills: { id: string }[] };
      expect(data.profile.id).toBe(c.session?.user.id);
      const others = [...Object.values(c.w.tenants), c.w.LA, c.w.LB].filter((p) => p.user.id !== c.session?.user.id);
      const text = JSON.stringify(body);
      for (const other of others) expect(text).not.toContain(other.user.nationalID);
      if (c.isLandlord) expect(data.bills).toEqual([]);
    },
  },
  {
    // A wrong password is a 400 for everyone (never 401), before a landlord's tenants are counted.
    route: 'DELETE /api/me',
    ungated: true,
    url: () => '/api/me',
    body: () => ({ password: 'not my password at all' }),
    expect: () => 400,
  },
  {
    // The landlord of the tenancy's building; another landlord's tenancy is not found.
    route: 'GET /api/tenancies/:id/identity',
    object: true,
    url: (c) => `/api/tenancies/${c.tenancy.update}/identity`,
    expect: landlordOnObject(),
    check: (_c, body) => expect((body as { nationalID: string }).nationalID).not.toMatch(/^•/),
  },
];
