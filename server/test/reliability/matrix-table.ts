/**
 * The authorization matrix's one table (matrix.test.ts runs it): every route, what each caller
 * may do with their own, a neighbour's and another apartment's object, and the expected status.
 */
import { expect } from 'vitest';
import { landlordPayload, type Session } from '../helpers';
import { rowsOf, type World } from './world';

/** TP waits for LA's yes, TR was turned down, TE moved out of A (world.ts seedJoining). */
export type Actor = 'anon' | 'LA' | 'TA1' | 'TA2' | 'LB' | 'TB1' | 'TP' | 'TR' | 'TE';
export type Rel = 'own' | 'neighbour' | 'other';
export type TenantName = 'TA1' | 'TA2' | 'TB1' | 'TB2' | 'TE';
export const ACTORS: Actor[] = ['anon', 'LA', 'TA1', 'TA2', 'LB', 'TB1', 'TP', 'TR', 'TE'];
export const RELS: Rel[] = ['own', 'neighbour', 'other'];

/** From an actor's point of view: their tenant (a landlord's first tenant), the neighbour, and a tenant of the other flat. */
export const VIEW: Record<Actor, { apt: 'A' | 'B'; me: TenantName; neighbour: TenantName; other: TenantName }> = {
  anon: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  LA: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TA1: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TA2: { apt: 'A', me: 'TA2', neighbour: 'TA1', other: 'TB1' },
  LB: { apt: 'B', me: 'TB1', neighbour: 'TB2', other: 'TA1' },
  TB1: { apt: 'B', me: 'TB1', neighbour: 'TB2', other: 'TA1' },
  TP: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TR: { apt: 'A', me: 'TA1', neighbour: 'TA2', other: 'TB1' },
  TE: { apt: 'A', me: 'TE', neighbour: 'TA1', other: 'TB1' },
};

/**
 * What a caller whose tenancy is not active gets (lib/caller.ts tenancyGate): nothing but the
 * rows marked `ungated` for a pending or rejected tenant, and also the `endedTenantMay` rows for
 * one who moved out.
 */
export function gated(actor: Actor, row: Row): boolean {
  if (row.public || row.ungated) return false;
  if (actor === 'TP' || actor === 'TR') return true;
  return actor === 'TE' && !row.endedTenantMay;
}

export interface Ctx {
  w: World;
  actor: Actor;
  rel: Rel;
  isLandlord: boolean;
  isTenant: boolean;
  session: Session | null;
  /** The tenant whose object is addressed. */
  tenant: Session;
  tenantName: TenantName;
  bill: string;
  paidBill: string;
  complaint: string;
  rule: string;
  ruleToDelete: string;
  /** A unit (and one to deactivate) of the addressed apartment: the caller's own or the other one. */
  unit: { id: string; code: string };
  unitToDeactivate: string;
  /** Tenancies and an invite of the addressed apartment, one per relation (world.ts seedJoining). */
  tenancy: Record<'approve' | 'reject' | 'update' | 'end', string>;
  inviteToWithdraw: string;
  /** A person: for a tenant their landlord / the neighbour / the other landlord; for a landlord the tenants. */
  person: Session;
  me: string;
}

export interface Row {
  /** "METHOD /registered/path" — must match a registered route. */
  route: string;
  /** Whether the row is addressed at an object (then it runs for own, neighbour's and other's). */
  object?: boolean;
  url: (c: Ctx) => string;
  body?: (c: Ctx) => unknown;
  /** Expected status for an authenticated caller (anon is 401 unless `public`). */
  expect: (c: Ctx) => number;
  public?: boolean;
  /** Open to every signed-in person whatever their tenancy (/auth/me, change-password). */
  ungated?: boolean;
  /** Also open to a tenant who moved out (their own bills). */
  endedTenantMay?: boolean;
  pdf?: boolean;
  /** Extra check of a 2xx body (e.g. no foreign rows in a list). */
  check?: (c: Ctx, body: unknown) => void;
}

export const L = (c: Ctx) => c.isLandlord;
export const inFlat = (c: Ctx) => c.rel !== 'other';
/** Landlord-only action on an object: 200 in the flat, 404 elsewhere, 403 for tenants. */
export const landlordOnObject =
  (ok = 200) =>
  (c: Ctx) =>
    !L(c) ? 403 : inFlat(c) ? ok : 404;
/** Read of an object: a landlord in the flat, a tenant only their own; otherwise 404. */
export const readObject = (c: Ctx) => (L(c) ? (inFlat(c) ? 200 : 404) : c.rel === 'own' ? 200 : 404);

/** Everyone the caller may see: a landlord, the people of their apartment; a tenant, themselves. */
export function visiblePeople(c: Ctx): (string | undefined)[] {
  return c.isLandlord
    ? [...Object.values(c.w.tenants), ...c.w.extras]
        .filter((t) => t.user.apartmentId === c.session?.user.apartmentId)
        .map((t) => t.user.id)
    : [c.session?.user.id];
}

export function billsOnlyVisible(c: Ctx, body: unknown) {
  const allowed = visiblePeople(c);
  for (const bill of rowsOf(body)) {
    expect(allowed).toContain((bill.tenant as { _id: string })._id);
  }
}

/** A new unit code each call, for the rows that add units, so no two collide. */
let unitCount = 0;
const newUnitCode = (prefix: string) => {
  unitCount += 1;
  return `${prefix}${unitCount}`;
};

export const TABLE: Row[] = [
  { route: 'GET /api/health', public: true, url: () => '/api/health', expect: () => 200 },
  { route: 'GET /api/docs', public: true, url: () => '/api/docs', expect: () => 200 },
  { route: 'GET /api/docs/json', public: true, url: () => '/api/docs/json', expect: () => 200 },
  { route: 'GET /api/docs/yaml', public: true, url: () => '/api/docs/yaml', expect: () => 200 },
  {
    route: 'GET /api/docs/static/index.html',
    public: true,
    url: () => '/api/docs/static/index.html',
    // @fastify/swagger-ui redirects its index to /api/docs/.
    expect: () => 302,
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    public: true,
    url: () => '/api/docs/static/swagger-initializer.js',
    expect: () => 200,
  },
  { route: 'GET /api/docs/static/*', public: true, url: () => '/api/docs/static/no-such-file.css', expect: () => 404 },
  {
    route: 'POST /api/auth/register',
    public: true,
    url: () => '/api/auth/register',
    body: () => landlordPayload(),
    expect: () => 201,
  },
  {
    route: 'POST /api/auth/login',
    public: true,
    url: () => '/api/auth/login',
    body: (c) => ({ email: c.w.TA1.user.email, password: 'correct horse battery' }),
    expect: () => 200,
  },
  {
    route: 'POST /api/auth/change-password',
    ungated: true,
    url: () => '/api/auth/change-password',
    body: () => ({ currentPassword: 'not my password at all', newPassword: 'a brand new password' }),
    expect: () => 400,
  },
  { route: 'GET /api/apartments/available', public: true, url: () => '/api/apartments/available', expect: () => 200 },
  { route: 'GET /api/auth/me', ungated: true, url: () => '/api/auth/me', expect: () => 200 },
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
    url: () => '/api/tenancies',
    expect: (c) => (L(c) ? 200 : 403),
    check: (c, body) => {
      const allowed = visiblePeople(c);
      for (const row of rowsOf(body)) expect(allowed).toContain((row.tenant as { _id: string })._id);
    },
  },
  { route: 'GET /api/invites', url: () => '/api/invites', expect: (c) => (L(c) ? 200 : 403) },
  { route: 'POST /api/invites', url: () => '/api/invites', body: () => ({}), expect: (c) => (L(c) ? 201 : 403) },
  { route: 'GET /api/users/tenants', url: () => '/api/users/tenants', expect: (c) => (L(c) ? 200 : 403) },
  { route: 'GET /api/dashboard/summary', url: () => '/api/dashboard/summary', expect: () => 200 },
  {
    route: 'GET /api/bills/me',
    endedTenantMay: true,
    url: () => '/api/bills/me',
    expect: (c) => (L(c) ? 403 : 200),
    check: billsOnlyVisible,
  },
  {
    route: 'GET /api/bills/apartment',
    object: true,
    url: (c) => `/api/bills/apartment?tenant=${c.tenant.user.id}`,
    // A foreign tenant filter finds nothing (checked below): the list stays inside the flat.
    expect: (c) => (L(c) ? 200 : 403),
    check: (c, body) => {
      billsOnlyVisible(c, body);
      if (!inFlat(c)) expect(rowsOf(body)).toEqual([]);
    },
  },
  ...(['paid', 'unpaid'] as const).map(
    (filter): Row => ({
      route: `GET /api/bills/${filter}`,
      object: true,
      endedTenantMay: true,
      url: (c) => `/api/bills/${filter}?tenant=${c.tenant.user.id}`,
      expect: () => 200,
      check: billsOnlyVisible,
    }),
  ),
  {
    route: 'POST /api/bills/generate-monthly',
    url: () => '/api/bills/generate-monthly',
    body: () => ({ month: 'December', year: 2099, dueDate: '2099-12-05' }),
    expect: (c) => (L(c) ? 201 : 403),
  },
  {
    route: 'POST /api/bills/pay-cash',
    object: true,
    url: () => '/api/bills/pay-cash',
    body: (c) => ({ billId: c.bill, amount: 1 }),
    expect: (c) => (L(c) ? 403 : c.rel === 'own' ? 200 : 404),
  },
  {
    route: 'PUT /api/bills/:id',
    object: true,
    url: (c) => `/api/bills/${c.bill}`,
    body: () => ({ amount: 15000, description: 'Rent, corrected', dueDate: '2026-01-06' }),
    expect: landlordOnObject(),
  },
  {
    route: 'GET /api/bills/download/:id',
    object: true,
    endedTenantMay: true,
    pdf: true,
    url: (c) => `/api/bills/download/${c.bill}`,
    expect: readObject,
  },
  {
    route: 'GET /api/bills/download-receipt/:id',
    object: true,
    endedTenantMay: true,
    pdf: true,
    url: (c) => `/api/bills/download-receipt/${c.paidBill}`,
    expect: readObject,
  },
  {
    route: 'GET /api/complaints',
    url: () => '/api/complaints',
    expect: () => 200,
    check: (c, body) => {
      for (const complaint of rowsOf(body)) {
        const owner = Object.values(c.w.tenants).find((t) => t.user.id === (complaint.tenant as { _id: string })._id);
        expect(owner?.user.apartmentId).toBe(c.session?.user.apartmentId);
        if (c.isTenant) expect(owner?.user.id).toBe(c.session?.user.id);
      }
    },
  },
  { route: 'GET /api/complaints/me', url: () => '/api/complaints/me', expect: (c) => (L(c) ? 403 : 200) },
  {
    route: 'POST /api/complaints',
    url: () => '/api/complaints',
    body: () => ({ title: 'Broken tap', description: 'Drips all night' }),
    expect: (c) => (L(c) ? 403 : 201),
  },
  {
    route: 'PUT /api/complaints/:id',
    object: true,
    url: (c) => `/api/complaints/${c.complaint}`,
    body: () => ({ status: 'In Progress' }),
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/complaints/:id/note',
    object: true,
    url: (c) => `/api/complaints/${c.complaint}/note`,
    body: () => ({ note: 'A plumber comes on Monday' }),
    expect: landlordOnObject(),
  },
  { route: 'GET /api/rules', url: () => '/api/rules', expect: () => 200 },
  {
    route: 'POST /api/rules',
    url: () => '/api/rules',
    body: () => ({ rules: [{ title: 'Quiet hours', description: 'After 10 pm' }] }),
    expect: (c) => (L(c) ? 201 : 403),
  },
  {
    route: 'PUT /api/rules/:id',
    object: true,
    url: (c) => `/api/rules/${c.rule}`,
    body: () => ({ title: 'Quiet hours', description: 'After 11 pm' }),
    expect: landlordOnObject(),
  },
  {
    route: 'GET /api/chats/conversations',
    url: () => '/api/chats/conversations',
    expect: () => 200,
    check: (c, body) => {
      const mine = new Set(
        [c.w.LA, c.w.LB, ...Object.values(c.w.tenants)]
          .filter((p) => p.user.apartmentId === c.session?.user.apartmentId)
          .map((p) => p.user.id),
      );
      for (const conv of rowsOf(body)) expect(mine.has(conv.partnerId as string)).toBe(true);
    },
  },
  { route: 'GET /api/chats/partners', url: () => '/api/chats/partners', expect: () => 200 },
  { route: 'GET /api/chats/debug/users', url: () => '/api/chats/debug/users', expect: () => 200 },
  {
    route: 'GET /api/chats/conversation/:userId/:partnerId',
    object: true,
    url: (c) => `/api/chats/conversation/${c.me}/${c.person.user.id}`,
    // A tenant's partner is only their landlord; nobody reads across flats.
    expect: (c) => (c.rel === 'own' || (L(c) && inFlat(c)) ? 200 : 404),
  },
  {
    // docs/reliability.md §3: someone else's user id in the path is refused.
    route: 'GET /api/chats/conversation/:userId/:partnerId',
    object: true,
    url: (c) => `/api/chats/conversation/${c.person.user.id}/${c.me}`,
    expect: () => 403,
  },
  {
    route: 'POST /api/chats',
    object: true,
    url: () => '/api/chats',
    body: (c) => ({ receiverId: c.person.user.id, message: 'matrix hello' }),
    expect: (c) => (c.rel === 'own' || (L(c) && inFlat(c)) ? 201 : 403),
  },
  { route: 'GET /api/units', url: () => '/api/units', expect: (c) => (L(c) ? 200 : 403) },
  {
    route: 'POST /api/units',
    url: () => '/api/units',
    body: () => ({ code: newUnitCode('M'), rent: 9000 }),
    expect: (c) => (L(c) ? 201 : 403),
  },
  {
    route: 'POST /api/units/import',
    url: () => '/api/units/import',
    body: () => ({ csv: `${newUnitCode('N')},,9000,0` }),
    expect: (c) => (L(c) ? 201 : 403),
  },
  {
    route: 'PUT /api/units/:id',
    object: true,
    url: (c) => `/api/units/${c.unit.id}`,
    body: (c) => ({ code: c.unit.code, rent: 16000 }),
    expect: landlordOnObject(),
  },
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
  // Deleting last: later rows never address a deleted rule or unit.
  {
    route: 'DELETE /api/units/:id',
    object: true,
    url: (c) => `/api/units/${c.unitToDeactivate}`,
    expect: landlordOnObject(),
  },
  {
    route: 'DELETE /api/rules/:id',
    object: true,
    url: (c) => `/api/rules/${c.ruleToDelete}`,
    expect: landlordOnObject(),
  },
];
