/** The matrix rows of the ledger: payments, claims, charges, statements, the audit log (docs/ledger.md). */
import { expect } from 'vitest';
import { inFlat, L, landlordOnObject, type Row, readObject, visiblePeople } from './matrix-rules';
import { rowsOf } from './world';

/** A tenant only ever sees their own money; a landlord their apartment's. */
function paymentsOnlyVisible(c: Parameters<Row['expect']>[0], body: unknown) {
  const allowed = visiblePeople(c);
  for (const p of rowsOf(body)) expect(allowed).toContain((p.tenant as { _id: string })._id);
}

export const LEDGER_ROWS: Row[] = [
  {
    route: 'GET /api/payments',
    staffMay: true,
    endedTenantMay: true,
    url: () => '/api/payments',
    expect: () => 200,
    check: paymentsOnlyVisible,
  },
  {
    // A landlord records for the addressed tenancy (another apartment's is a 404); a tenant's
    // body names a tenancy too, which is ignored: the claim is always on their own.
    route: 'POST /api/payments',
    staffMay: true,
    object: true,
    endedTenantMay: true,
    url: () => '/api/payments',
    body: (c) => ({ tenancyId: c.w.objects[c.tenantName].tenancy, amount: 1, method: 'cash' }),
    expect: (c) => (L(c) ? (inFlat(c) ? 201 : 404) : 201),
    check: (c, body) => {
      const { payment } = body as { payment: { tenant: { _id: string }; status: string } };
      if (!L(c)) expect([payment.tenant._id, payment.status]).toEqual([c.session?.user.id, 'pending']);
      // Money the owner or the caretaker took is confirmed at once, never a claim (docs/team.md).
      else expect([payment.tenant._id, payment.status]).toEqual([c.tenant.user.id, 'confirmed']);
    },
  },
  {
    route: 'GET /api/payments/:id',
    staffMay: true,
    object: true,
    endedTenantMay: true,
    url: (c) => `/api/payments/${c.w.objects[c.tenantName].payment}`,
    expect: readObject,
  },
  {
    route: 'GET /api/payments/:id/receipt',
    staffMay: true,
    object: true,
    endedTenantMay: true,
    pdf: true,
    url: (c) => `/api/payments/${c.w.objects[c.tenantName].payment}/receipt`,
    expect: readObject,
  },
  {
    route: 'POST /api/payments/:id/confirm',
    staffMay: true,
    object: true,
    url: (c) => `/api/payments/${c.ledger.confirm}/confirm`,
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/payments/:id/reject',
    staffMay: true,
    object: true,
    url: (c) => `/api/payments/${c.ledger.reject}/reject`,
    body: () => ({ reason: 'No such payment on the statement' }),
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/payments/:id/reverse',
    object: true,
    url: (c) => `/api/payments/${c.ledger.reverse}/reverse`,
    body: () => ({ reason: 'Cheque bounced' }),
    expect: landlordOnObject(),
  },
  {
    route: 'POST /api/bills',
    object: true,
    url: () => '/api/bills',
    body: (c) => ({
      tenancyId: c.w.objects[c.tenantName].tenancy,
      kind: 'garbage',
      description: 'Garbage collection',
      amount: 150,
      dueDate: '2026-02-20',
    }),
    expect: (c) => (!L(c) ? 403 : inFlat(c) ? 201 : 404),
  },
  {
    route: 'POST /api/bills/:id/void',
    object: true,
    url: (c) => `/api/bills/${c.ledger.void}/void`,
    body: () => ({ reason: 'Entered twice' }),
    expect: landlordOnObject(),
  },
  {
    route: 'GET /api/tenancies/:id/statement',
    staffMay: true,
    object: true,
    url: (c) => `/api/tenancies/${c.w.objects[c.tenantName].tenancy}/statement`,
    expect: landlordOnObject(),
  },
  {
    route: 'GET /api/tenancies/:id/statement.pdf',
    staffMay: true,
    object: true,
    pdf: true,
    url: (c) => `/api/tenancies/${c.w.objects[c.tenantName].tenancy}/statement.pdf`,
    expect: landlordOnObject(),
  },
  {
    route: 'GET /api/me/statement',
    endedTenantMay: true,
    url: () => '/api/me/statement',
    expect: (c) => (L(c) ? 403 : 200),
  },
  {
    route: 'GET /api/me/statement.pdf',
    endedTenantMay: true,
    pdf: true,
    url: () => '/api/me/statement.pdf',
    expect: (c) => (L(c) ? 403 : 200),
  },
  {
    route: 'GET /api/audit',
    staffMay: true,
    url: () => '/api/audit',
    expect: (c) => (L(c) ? 200 : 403),
    check: (_c, body) => {
      for (const e of rowsOf(body)) expect(e.actor && (e.actor as { _id: string })._id).toBeTruthy();
    },
  },
];
