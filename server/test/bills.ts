import type { Bill, GenerateMonthlyBillsResponse } from '@safestay/contracts';
import type { TestApp } from './helpers';

type Auth = { authorization: string };

export async function generate(t: TestApp, auth: Auth, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bills/generate-monthly',
    headers: auth,
    payload: { month: 'March', year: 2026, dueDate: '2026-03-05', ...body },
  });
}

/** Generates a month and returns the bill of the given tenant. */
export async function billFor(t: TestApp, landlord: Auth, tenantId: string, month = 'March', year = 2026) {
  const res = await generate(t, landlord, { month, year });
  if (res.statusCode !== 201) throw new Error(`generate failed: ${res.statusCode} ${res.body}`);
  const bill = (res.json() as GenerateMonthlyBillsResponse).bills.find((b) => b.tenant._id === tenantId);
  if (!bill) throw new Error('no bill for tenant');
  return bill;
}

export async function getList(t: TestApp, auth: Auth, url: string): Promise<Bill[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Bill[];
}

export function pay(t: TestApp, auth: Auth | undefined, billId: string, amount: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bills/pay-cash',
    headers: auth ?? {},
    payload: { billId, amount },
  });
}

/** Everything stored about money (bills, payments, allocations, receipts, the audit log), to prove a denied call changed nothing. */
export async function snapshot(t: TestApp) {
  const db = t.database.db;
  const bills = await db.selectFrom('bills').selectAll().orderBy('id').execute();
  const payments = await db.selectFrom('payments').selectAll().orderBy('id').execute();
  const allocations = await db.selectFrom('allocations').selectAll().orderBy('id').execute();
  const audit = await db.selectFrom('audit_events').select('id').orderBy('id').execute();
  const receipts = await db.selectFrom('apartments').select(['id', 'receipts_issued']).orderBy('id').execute();
  return JSON.stringify({ bills, payments, allocations, audit, receipts });
}

/** The landlord confirms every claim waiting in their apartment; returns how many. */
export async function confirmClaims(t: TestApp, landlord: Auth): Promise<number> {
  const list = await t.app.inject({ method: 'GET', url: '/api/payments?status=pending', headers: landlord });
  const claims = list.json() as { _id: string }[];
  for (const claim of claims) {
    const res = await t.app.inject({ method: 'POST', url: `/api/payments/${claim._id}/confirm`, headers: landlord });
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
  }
  return claims.length;
}
