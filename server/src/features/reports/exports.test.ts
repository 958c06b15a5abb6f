import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { tenancyOf } from '../../../test/ledger-rows';
import { escapeCsvCell, toCsv } from '../../lib/csv';

let t: TestApp;
const api = apiCaller(() => t.app);
let landlord: Session;
let other: Session;
let tenant: Session;
let tenancyId: string;

/** The lines of a CSV download, its byte-order mark taken off. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  t = await buildTestApp();
  landlord = await registerLandlord(t.app);
  other = await registerLandlord(t.app);
  // A name a spreadsheet would run as a formula if it were written as it is.
  tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
    name: '=HYPERLINK("http://evil.example","Pay here")',
    nationalID: '12345678',
  });
  tenancyId = await tenancyOf(t.database.db, tenant.user.id);
  const bill = await api(landlord, 'POST', '/bills', {
    tenancyId,
    kind: 'water',
    description: '@SUM(1+1), water',
    amount: 1500.5,
    dueDate: '2026-01-20',
  });
  expect(bill.statusCode, bill.body).toBe(201);
  const paid = await api(landlord, 'POST', '/payments', {
    tenancyId,
    amount: 1000,
    method: 'bank',
    reference: '+254700000000',
    receivedAt: '2026-01-22',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const T3 = await registerTenant(t.app, other.user.apartmentId as string, { name: 'Someone Else' });
  await api(other, 'POST', '/bills', {
    tenancyId: await tenancyOf(t.database.db, T3.user.id),
    kind: 'water',
    description: 'Not yours',
    amount: 99,
    dueDate: '2026-01-20',
  });
});
afterAll(async () => {
  await t.close();
});

describe('CSV cells', () => {
  it('never start with a formula character, and quote commas, quotes and line breaks', () => {
    expect(['=1+1', '+1', '-1', '@x', '\tx', '\rx', 'plain'].map(escapeCsvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      `"'\rx"`,
      'plain',
    ]);
    expect(escapeCsvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(toCsv([['x', 1500.5, -20, null]])).toBe('x,1500.50,-20.00,\r\n');
  });
});

describe('GET /api/exports/*.csv', () => {
  it("bills: the building's charges, cells escaped, amounts with two decimals", async () => {
    const res = await api(landlord, 'GET', '/exports/bills.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bills.csv"');
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(
      'Due date,Tenant,Unit,Description,Kind,Amount (KES),Paid (KES),Still owed (KES),Status,Voided on,Why voided',
    );
    expect(lines.slice(1)).toEqual([
      `2026-01-20,"'=HYPERLINK(""http://evil.example"",""Pay here"")",,"'@SUM(1+1), water",Water,1500.50,1000.00,500.50,Partly paid,,`,
    ]);
  });

  it('payments: receipt, method, escaped reference, the Nairobi day received', async () => {
    const lines = linesOf((await api(landlord, 'GET', '/exports/payments.csv')).body);
    expect(lines[0]).toBe('Received on,Receipt,Tenant,Unit,Amount (KES),Method,Reference,Status,Reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^2026-01-22,R-\d{6},"'=HYPERLINK\(.*\)",,1000\.00,Bank,'\+254700000000,Confirmed,$/);
  });

  it('tenants: the national ID masked, the balance owed', async () => {
    const lines = linesOf((await api(landlord, 'GET', '/exports/tenants.csv')).body);
    expect(lines[0]).toBe('Tenant,Unit,Phone,Email,National ID,Moved in,Rent (KES),Balance (KES)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',••••5678,');
    expect(lines[1]).not.toContain('12345678');
    expect(lines[1]).toMatch(/,500\.50$/);
  });

  it("headers follow the reader's language", async () => {
    expect((await api(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const lines = linesOf((await api(landlord, 'GET', '/exports/bills.csv')).body);
    expect(lines[0]).toMatch(/^Tarehe ya kulipa,Mpangaji,Nyumba,/);
    expect(lines[1]).toContain(',Imelipwa sehemu,');
    expect((await api(landlord, 'PUT', '/auth/me', { locale: 'en' })).statusCode).toBe(200);
  });

  it("are the owner's: a tenant is refused in words", async () => {
    for (const name of ['bills', 'payments', 'tenants']) {
      const res = await api(tenant, 'GET', `/exports/${name}.csv`);
      expect([res.statusCode, res.json().message]).toEqual([
        403,
        "Only the building's owner reads reports and exports.",
      ]);
    }
  });
});

describe('statements as CSV', () => {
  it('the landlord reads a tenancy of the building; another building is a 404', async () => {
    const res = await api(landlord, 'GET', `/tenancies/${tenancyId}/statement.csv`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('Date,Entry,Reference,Charge (KES),Payment (KES),Balance (KES)');
    expect(lines[1]).toBe(',Opening balance,,,,0.00');
    expect(lines[2]).toBe('2026-01-20,"Water: @SUM(1+1), water",,1500.50,,1500.50');
    expect(lines[3]).toMatch(/^2026-01-22,.*,'\+254700000000,,1000\.00,500\.50$/);
    expect((await api(other, 'GET', `/tenancies/${tenancyId}/statement.csv`)).statusCode).toBe(404);
  });

  it('the tenant reads their own, with dates narrowed by from and to', async () => {
    const own = linesOf((await api(tenant, 'GET', '/me/statement.csv?from=2026-01-21')).body);
    expect(own[1]).toBe('2026-01-21,Opening balance,,,,1500.50');
    expect(own).toHaveLength(3);
    const bad = await api(tenant, 'GET', '/me/statement.csv?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect((await api(landlord, 'GET', '/me/statement.csv')).statusCode).toBe(403);
    expect((await api(tenant, 'GET', `/tenancies/${tenancyId}/statement.csv`)).statusCode).toBe(403);
  });
});
