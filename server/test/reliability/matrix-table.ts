/**
 * The authorization matrix's one table (matrix.test.ts runs it): every route, what each caller
 * may do with their own, a neighbour's and another apartment's object, and the expected status.
 * The vocabulary is in matrix-rules.ts; joining's rows in matrix-joining.ts.
 */
import { expect } from 'vitest';
import { landlordPayload } from '../helpers';
import { IMPORT_ROWS } from './matrix-imports';
import { JOINING_OBJECT_ROWS, JOINING_ROWS } from './matrix-joining';
import { LEDGER_ROWS } from './matrix-ledger';
import { METER_ROWS } from './matrix-meters';
import { MPESA_ROWS } from './matrix-mpesa';
import { NOTIFICATION_ROWS } from './matrix-notifications';
import { PRIVACY_ROWS } from './matrix-privacy';
import { REPORT_ROWS } from './matrix-reports';
import { billsOnlyVisible, inFlat, L, landlordOnObject, type Row, readObject } from './matrix-rules';
import { TEAM_ROWS } from './matrix-team';
import { rowsOf } from './world';

export * from './matrix-rules';

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
  {
    route: 'POST /api/auth/logout',
    ungated: true,
    freshSession: true,
    url: () => '/api/auth/logout',
    expect: () => 200,
  },
  { route: 'GET /api/apartments/available', public: true, url: () => '/api/apartments/available', expect: () => 200 },
  ...JOINING_ROWS,
  ...LEDGER_ROWS,
  ...MPESA_ROWS,
  ...IMPORT_ROWS,
  ...NOTIFICATION_ROWS,
  ...PRIVACY_ROWS,
  ...REPORT_ROWS,
  ...TEAM_ROWS,
  ...REPORT_ROWS,
  ...METER_ROWS,
  {
    route: 'GET /api/users/tenants',
    staffMay: true,
    url: () => '/api/users/tenants',
    expect: (c) => (L(c) ? 200 : 403),
    // National IDs masked for the owner and the caretaker alike (docs/privacy.md, docs/team.md).
    check: (c, body) => {
      for (const tenant of Object.values(c.w.tenants))
        expect(JSON.stringify(body)).not.toContain(tenant.user.nationalID);
    },
  },
  {
    route: 'GET /api/users/landlords',
    staffMay: true,
    url: () => '/api/users/landlords',
    expect: () => 200,
    check: (_c, body) => expect(rowsOf(body).map((p) => p.role)).toEqual(['Landlord']),
  },
  { route: 'GET /api/dashboard/summary', staffMay: true, url: () => '/api/dashboard/summary', expect: () => 200 },
  {
    route: 'GET /api/bills/me',
    endedTenantMay: true,
    url: () => '/api/bills/me',
    expect: (c) => (L(c) ? 403 : 200),
    check: billsOnlyVisible,
  },
  {
    route: 'GET /api/bills/apartment',
    staffMay: true,
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
      staffMay: true,
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
    // A tenant's claim for their own bill; a landlord's cash for any bill of the flat.
    route: 'POST /api/bills/pay-cash',
    staffMay: true,
    object: true,
    endedTenantMay: true,
    url: () => '/api/bills/pay-cash',
    body: (c) => ({ billId: c.bill, amount: 1 }),
    expect: readObject,
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
    staffMay: true,
    object: true,
    endedTenantMay: true,
    pdf: true,
    url: (c) => `/api/bills/download/${c.bill}`,
    expect: readObject,
  },
  {
    route: 'GET /api/bills/download-receipt/:id',
    staffMay: true,
    object: true,
    endedTenantMay: true,
    pdf: true,
    url: (c) => `/api/bills/download-receipt/${c.paidBill}`,
    expect: readObject,
  },
  {
    route: 'GET /api/complaints',
    staffMay: true,
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
    staffMay: true,
    object: true,
    url: (c) => `/api/complaints/${c.complaint}`,
    // The owner moved it to In Progress already: their caretaker takes it on to Resolved.
    body: (c) => ({ status: c.actor === 'CA' ? 'Resolved' : 'In Progress' }),
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/complaints/:id/note',
    staffMay: true,
    object: true,
    url: (c) => `/api/complaints/${c.complaint}/note`,
    body: () => ({ note: 'A plumber comes on Monday' }),
    expect: landlordOnObject(),
  },
  { route: 'GET /api/rules', staffMay: true, url: () => '/api/rules', expect: () => 200 },
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
    staffMay: true,
    url: () => '/api/chats/conversations',
    expect: () => 200,
    check: (c, body) => {
      const mine = new Set(
        [c.w.LA, c.w.LB, c.w.LA2, ...Object.values(c.w.tenants)]
          .filter((p) => p.user.apartmentId === c.session?.user.apartmentId)
          .map((p) => p.user.id),
      );
      for (const conv of rowsOf(body)) expect(mine.has(conv.partnerId as string)).toBe(true);
    },
  },
  { route: 'GET /api/chats/partners', staffMay: true, url: () => '/api/chats/partners', expect: () => 200 },
  { route: 'GET /api/chats/debug/users', staffMay: true, url: () => '/api/chats/debug/users', expect: () => 200 },
  {
    route: 'GET /api/chats/conversation/:userId/:partnerId',
    object: true,
    staffMay: true,
    url: (c) => `/api/chats/conversation/${c.me}/${c.person.user.id}`,
    // A tenant's partners are their landlord and caretakers; nobody reads across flats.
    expect: (c) => (c.rel === 'own' || (L(c) && inFlat(c)) ? 200 : 404),
  },
  {
    // docs/reliability.md §3: someone else's user id in the path is refused.
    route: 'GET /api/chats/conversation/:userId/:partnerId',
    object: true,
    staffMay: true,
    url: (c) => `/api/chats/conversation/${c.person.user.id}/${c.me}`,
    expect: () => 403,
  },
  {
    route: 'POST /api/chats',
    object: true,
    staffMay: true,
    url: () => '/api/chats',
    body: (c) => ({ receiverId: c.person.user.id, message: 'matrix hello' }),
    expect: (c) => (c.rel === 'own' || (L(c) && inFlat(c)) ? 201 : 403),
  },
  { route: 'GET /api/units', staffMay: true, url: () => '/api/units', expect: (c) => (L(c) ? 200 : 403) },
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
  ...JOINING_OBJECT_ROWS,
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
