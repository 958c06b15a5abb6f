import type { Bill, LedgerPayment, Statement } from '@safestay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, snapshot } from '../../../test/bills';
import { apiCaller, buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);
/** TA1's January and February rent (15,000 each), oldest first. */
let jan: Bill;
let feb: Bill;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
  jan = await billFor(t, s.LA.auth, s.TA1.user.id, 'January');
  feb = await billFor(t, s.LA.auth, s.TA1.user.id, 'February');
});
afterAll(async () => t.close());

const ownBills = async () => (await api(s.TA1, 'GET', '/bills/me')).json() as Bill[];
const billOf = async (id: string) => (await ownBills()).find((b) => b._id === id) as Bill;
const auditOf = async (entity: string, id: string) =>
  (await api(s.LA, 'GET', `/audit?entity=${entity}&entityId=${id}`)).json() as { action: string; summary: string }[];

describe('the landlord records money received', () => {
  it('confirmed at once with receipt R-000001, oldest charge first, the rest credit, and audited', async () => {
    const res = await api(s.LA, 'POST', '/payments', {
      tenancyId: jan.tenancyId,
      amount: 20000,
      method: 'cash',
      receivedAt: '2026-01-04',
    });
    expect(res.statusCode).toBe(201);
    const payment = res.json().payment as LedgerPayment;
    expect(res.json().message).toBe('Payment recorded. Receipt R-000001.');
    expect(payment).toMatchObject({ status: 'confirmed', receiptNumber: 'R-000001', amount: 20000, credit: 0 });
    expect(payment.allocations).toEqual([
      { billId: jan._id, description: 'Rent for January 2026', amount: 15000 },
      { billId: feb._id, description: 'Rent for February 2026', amount: 5000 },
    ]);
    expect(await billOf(jan._id)).toMatchObject({ status: 'Paid', remainingAmount: 0 });
    expect(await billOf(feb._id)).toMatchObject({ status: 'Partial', remainingAmount: 10000 });
    const [entry] = await auditOf('payment', payment._id);
    expect(entry).toMatchObject({ action: 'payment.recorded' });
    expect(entry.summary).toContain('Recorded KSH 20,000 Cash from');
  });

  it('more than is owed stays as credit and pays the next charge by itself', async () => {
    const res = await api(s.LA, 'POST', '/payments', { tenancyId: jan.tenancyId, amount: 12000, method: 'bank' });
    expect(res.json().payment).toMatchObject({ receiptNumber: 'R-000002', credit: 2000 });
    expect((await api(s.TA1, 'GET', '/dashboard/summary')).json().balance).toBe(-2000);
    const march = await billFor(t, s.LA.auth, s.TA1.user.id, 'March');
    expect(march).toMatchObject({ status: 'Partial', remainingAmount: 13000 });
  });
});

describe("a tenant's claim", () => {
  let claimId: string;
  const ta2January = async () =>
    ((await api(s.TA2, 'GET', '/bills/me')).json() as Bill[]).find((b) => b.description === 'Rent for January 2026');
  it('changes nothing until the landlord confirms; the same M-Pesa code twice in the building is 409', async () => {
    const res = await api(s.TA2, 'POST', '/payments', { amount: 7500, method: 'mpesa', reference: 'nlj7rt61sv' });
    expect(res.statusCode).toBe(201);
    claimId = res.json().payment._id;
    expect(res.json().payment).toMatchObject({ status: 'pending', reference: 'NLJ7RT61SV', receiptNumber: null });
    expect(res.json().message).toContain('will confirm your payment');
    expect(await ta2January()).toMatchObject({ remainingAmount: 15000, paymentHistory: [] });
    const dup = await api(s.TA1, 'POST', '/payments', { amount: 10, method: 'mpesa', reference: 'NLJ7RT61SV' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'M-Pesa code NLJ7RT61SV is already recorded in this building.',
      code: 'mpesa_code_used',
    });
    // Another building may hold the same code.
    expect(
      (await api(s.TB1, 'POST', '/payments', { amount: 10, method: 'mpesa', reference: 'NLJ7RT61SV' })).statusCode,
    ).toBe(201);
  });

  it('another tenant cannot see, confirm or reject it; the landlord confirms once', async () => {
    expect((await api(s.TA1, 'GET', `/payments/${claimId}`)).statusCode).toBe(404);
    expect((await api(s.TA1, 'POST', `/payments/${claimId}/confirm`)).statusCode).toBe(403);
    expect((await api(s.LB, 'POST', `/payments/${claimId}/confirm`)).statusCode).toBe(404);
    const ok = await api(s.LA, 'POST', `/payments/${claimId}/confirm`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payment).toMatchObject({ status: 'confirmed', receiptNumber: 'R-000003' });
    const before = await snapshot(t);
    const again = await api(s.LA, 'POST', `/payments/${claimId}/confirm`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This payment is already confirmed.']);
    expect((await api(s.LA, 'POST', `/payments/${claimId}/reject`, { reason: 'late' })).statusCode).toBe(409);
    expect(await snapshot(t)).toBe(before);
    expect(await ta2January()).toMatchObject({ remainingAmount: 7500 });
  });

  it('a rejected claim shows the tenant the reason and frees its code', async () => {
    const claim = await api(s.TA2, 'POST', '/payments', { amount: 500, method: 'mpesa', reference: 'ABCDE12345' });
    const id = claim.json().payment._id;
    expect((await api(s.LA, 'POST', `/payments/${id}/reject`, { reason: '' })).statusCode).toBe(400);
    const rejected = await api(s.LA, 'POST', `/payments/${id}/reject`, { reason: 'Not on my M-Pesa statement' });
    expect(rejected.json().payment).toMatchObject({ status: 'rejected', reason: 'Not on my M-Pesa statement' });
    const mine = (await api(s.TA2, 'GET', '/payments')).json() as LedgerPayment[];
    expect(mine.find((p) => p._id === id)).toMatchObject({ status: 'rejected', reason: 'Not on my M-Pesa statement' });
    expect(mine.every((p) => p.tenant._id === s.TA2.user.id)).toBe(true);
    const again = await api(s.LA, 'POST', `/payments/${id}/reject`, { reason: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This claim was already rejected.']);
    expect(
      (await api(s.TA2, 'POST', '/payments', { amount: 500, method: 'mpesa', reference: 'ABCDE12345' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['zero', { amount: 0 }, 'amount'],
    ['negative', { amount: -5 }, 'amount'],
    ['fractional cents', { amount: 10.005 }, 'amount'],
    ['1e3 as text', { amount: '1e3' }, 'amount'],
    ['absurd', { amount: 1e12 }, 'amount'],
    ['an M-Pesa code that is not one', { reference: 'NOT-A-CODE' }, 'reference'],
    ['an unknown method', { method: 'cheque' }, 'method'],
    ['a date that is not one', { receivedAt: '2026-02-30' }, 'receivedAt'],
    ['a bank reference with line breaks (§74)', { method: 'bank', reference: 'X1\nStatus Paid in full' }, 'reference'],
    ['a reference with a bidi override (§74)', { method: 'other', reference: 'abc\u202Edef' }, 'reference'],
    ['a cash reference with a tab (§74)', { method: 'cash', reference: 'R1\tR2' }, 'reference'],
  ])('refuses %s with the field named and writes nothing', async (_name, change, field) => {
    const before = await snapshot(t);
    const res = await api(s.TA1, 'POST', '/payments', {
      amount: 100,
      method: 'mpesa',
      reference: 'QQQQQ11111',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('amounts written as JSON exponents', () => {
  it.each(['1e3', '1.5E4', '-2e2'])(
    'refuses "amount": %s with the field named, for payments, pay-cash and charges',
    async (raw) => {
      const before = await snapshot(t);
      for (const [url, body] of [
        ['/api/payments', `{"tenancyId":"${jan.tenancyId}","amount":${raw},"method":"cash"}`],
        ['/api/bills/pay-cash', `{"billId":"${feb._id}","amount":${raw}}`],
        [
          '/api/bills',
          `{"tenancyId":"${jan.tenancyId}","kind":"water","description":"W","amount":${raw},"dueDate":"2026-01-01"}`,
        ],
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...s.LA.auth, 'content-type': 'application/json' },
          payload: body,
        });
        expect([res.statusCode, res.json().errors?.[0]?.field], url).toEqual([400, 'amount']);
        expect(res.json().message).toBe('Amount must be plain shillings, like 15000 or 15000.50.');
      }
      expect(await snapshot(t)).toBe(before);
    },
  );
});

describe('reversals, voids and charges', () => {
  it('a reversal reopens the bills, keeps the receipt number used, and is refused twice', async () => {
    const tenancyId = jan.tenancyId;
    const april = await billFor(t, s.LA.auth, s.TA1.user.id, 'April');
    const paid = await api(s.LA, 'POST', '/payments', { tenancyId, amount: 15000, method: 'cash' });
    const id = paid.json().payment._id;
    const receipt = paid.json().payment.receiptNumber;
    expect(await billOf(april._id)).toMatchObject({ status: 'Partial' });
    const reversed = await api(s.LA, 'POST', `/payments/${id}/reverse`, { reason: 'Counterfeit notes' });
    expect(reversed.json().payment).toMatchObject({ status: 'reversed', receiptNumber: receipt, allocations: [] });
    expect(await billOf(april._id)).toMatchObject({ remainingAmount: 15000 });
    const again = await api(s.LA, 'POST', `/payments/${id}/reverse`, { reason: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This payment was already reversed.']);
    const next = await api(s.LA, 'POST', '/payments', { tenancyId, amount: 1, method: 'cash' });
    expect(Number(next.json().payment.receiptNumber.slice(2))).toBe(Number(receipt.slice(2)) + 1);
    expect((await auditOf('payment', id)).map((e) => e.action)).toEqual(['payment.reversed', 'payment.recorded']);
  });

  it('a one-off charge is paid from credit; voiding it returns the money to credit; twice is 409', async () => {
    const tenancyId = s.TB1.user.id && (await billFor(t, s.LB.auth, s.TB1.user.id, 'January')).tenancyId;
    await api(s.LB, 'POST', '/payments', { tenancyId, amount: 16000, method: 'cash' });
    const water = await api(s.LB, 'POST', '/bills', {
      tenancyId,
      kind: 'water',
      description: 'Water, January',
      amount: 800,
      dueDate: '2026-01-20',
    });
    expect(water.statusCode).toBe(201);
    expect(water.json().bill).toMatchObject({ kind: 'water', status: 'Paid', remainingAmount: 0 });
    const billId = water.json().bill._id;
    const voided = await api(s.LB, 'POST', `/bills/${billId}/void`, { reason: 'Meter read twice' });
    expect(voided.json().bill).toMatchObject({
      voidReason: 'Meter read twice',
      remainingAmount: 0,
      paymentHistory: [],
    });
    expect((await api(s.TB1, 'GET', '/dashboard/summary')).json().balance).toBe(-1000);
    const again = await api(s.LB, 'POST', `/bills/${billId}/void`, { reason: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This charge was already voided.']);
    expect((await api(s.TB1, 'POST', `/bills/${billId}/void`, { reason: 'mine' })).statusCode).toBe(403);
    expect(
      (
        await api(s.LA, 'POST', '/bills', {
          tenancyId,
          kind: 'water',
          description: 'x',
          amount: 1,
          dueDate: '2026-01-01',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('documents', () => {
  it('the receipt PDF has the name, unit, amount in figures and words, method, reference, what it paid, the balance after', async () => {
    const list = (await api(s.TA2, 'GET', '/payments?status=confirmed')).json() as LedgerPayment[];
    const mpesa = list.find((p) => p.reference === 'NLJ7RT61SV') as LedgerPayment;
    const res = await api(s.TA2, 'GET', `/payments/${mpesa._id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="receipt-r-000003.pdf"');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'R-000003',
      s.TA2.user.name,
      'KSH 7,500',
      'Kenya shillings seven thousand five hundred only',
      'M-Pesa',
      'NLJ7RT61SV',
      'Rent for January 2026',
      // Three months of rent charged when it was confirmed (45,000) less these 7,500: April's
      // rent, charged later, is on the statement, not on this receipt.
      'KSH 37,500 owed',
    ]) {
      expect(text).toContain(part);
    }
    const pending = (await api(s.TA2, 'POST', '/payments', { amount: 1, method: 'cash' })).json().payment._id;
    expect((await api(s.TA2, 'GET', `/payments/${pending}/receipt`)).statusCode).toBe(409);
  });

  it('the statement runs the balance through charges, payments, voids and reversals, as JSON and PDF', async () => {
    const statement = (await api(s.TB1, 'GET', '/me/statement')).json();
    // January rent, the water charge, today's payment, today's void.
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual(['charge', 'charge', 'payment', 'void']);
    expect(statement).toMatchObject({ openingBalance: 0, closingBalance: -1000 });
    const landlordView = await api(s.LB, 'GET', `/tenancies/${statement.tenancy._id}/statement`);
    expect(landlordView.json().closingBalance).toBe(-1000);
    expect((await api(s.LA, 'GET', `/tenancies/${statement.tenancy._id}/statement`)).statusCode).toBe(404);
    const pdf = await api(s.TB1, 'GET', '/me/statement.pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Tenant Statement');
    expect(text).toContain('Voided: Water: Water, January (Meter read twice)');
    expect(text).toContain(`${s.TB1.user.name} is KSH 1,000 in credit.`);
    const later = (await api(s.TB1, 'GET', '/me/statement?from=2026-02-01')).json();
    expect(later).toMatchObject({ openingBalance: 800, closingBalance: -1000 });
  });

  it('a statement reads in its Kiswahili reader’s words, marks and all; English stays as it was', async () => {
    const english = (await api(s.TB1, 'GET', '/me/statement')).json() as Statement;
    const [, , paid, voided] = english.entries;
    expect(paid.description).toMatch(/^Payment, [A-Za-z-]+(, receipt R-\d{6})?$/);
    expect(voided).toMatchObject({
      description: 'Voided: Water: Water, January (Meter read twice)',
      detail: 'Water: Water, January (Meter read twice)',
    });
    expect((await api(s.TB1, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    try {
      const sw = (await api(s.TB1, 'GET', '/me/statement')).json() as Statement;
      expect(sw.entries.map((e) => e.description)).toContain('Kodi ya nyumba ya Januari 2026');
      expect(sw.entries[2].description).toMatch(/^Malipo, [\p{L} -]+(, risiti R-\d{6})?$/u);
      expect(sw.entries[3]).toMatchObject({
        description: 'Imefutwa: Maji: Water, January (Meter read twice)',
        detail: 'Maji: Water, January (Meter read twice)',
      });
      const pdf = await api(s.TB1, 'GET', '/me/statement.pdf');
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
      expect(text).toContain('Imefutwa: Maji: Water, January (Meter read twice)');
      expect(text).not.toMatch(/Voided|Payment,/);
    } finally {
      await api(s.TB1, 'PUT', '/auth/me', { locale: 'en' });
    }
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, on either database', async () => {
    const db = t.database.db;
    await expect(sql`update audit_events set summary = 'forged'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    const events = (await api(s.LA, 'GET', '/audit?limit=5')).json() as { summary: string }[];
    expect(events).toHaveLength(5);
    expect(events.some((e) => e.summary === 'forged')).toBe(false);
  });

  it("lists one tenant's history for the landlord only", async () => {
    const mine = (await api(s.LA, 'GET', `/audit?tenantId=${s.TA2.user.id}`)).json() as { action: string }[];
    expect(mine.map((e) => e.action)).toEqual(
      expect.arrayContaining(['payment.claimed', 'payment.confirmed', 'payment.rejected']),
    );
    expect((await api(s.LB, 'GET', `/audit?tenantId=${s.TA2.user.id}`)).json()).toEqual([]);
    expect((await api(s.TA2, 'GET', '/audit')).statusCode).toBe(403);
  });
});
