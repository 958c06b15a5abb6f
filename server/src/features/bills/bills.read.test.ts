import { type Bill, maskIdNumber } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor, getList, pay } from '../../../test/bills';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';

describe('bill lists and PDF downloads', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof seedTwoApartments>>;
  let ta1Bill: Bill;
  let ta2Bill: Bill;
  let tb1Bill: Bill;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    ta1Bill = await billFor(t, s.LA.auth, s.TA1.user.id);
    ta2Bill = (await getList(t, s.LA.auth, '/api/bills/apartment')).find((b) => b.tenant._id === s.TA2.user.id) as Bill;
    tb1Bill = await billFor(t, s.LB.auth, s.TB1.user.id);
  });
  afterAll(async () => t.close());

  it('a tenant lists only their own bills, a landlord only their apartment’s', async () => {
    const mine = await getList(t, s.TA1.auth, '/api/bills/me');
    expect(mine.map((b) => b._id)).toEqual([ta1Bill._id]);
    expect(mine[0].tenant).toEqual({ _id: s.TA1.user.id, name: s.TA1.user.name });
    expect((await getList(t, s.TA1.auth, '/api/bills/unpaid')).map((b) => b._id)).toEqual([ta1Bill._id]);
    expect(await getList(t, s.TA1.auth, '/api/bills/paid')).toEqual([]);

    const apartment = await getList(t, s.LA.auth, '/api/bills/apartment');
    expect(apartment.map((b) => b._id).sort()).toEqual([ta1Bill._id, ta2Bill._id].sort());
    expect((await getList(t, s.LA.auth, '/api/bills/unpaid')).map((b) => b._id).sort()).toEqual(
      [ta1Bill._id, ta2Bill._id].sort(),
    );
    expect((await getList(t, s.LB.auth, '/api/bills/apartment')).map((b) => b._id)).toEqual([tb1Bill._id]);
  });

  it('a landlord filters by tenant; a tenant cannot widen their view with ?tenant=', async () => {
    const one = await getList(t, s.LA.auth, `/api/bills/apartment?tenant=${s.TA2.user.id}`);
    expect(one.map((b) => b._id)).toEqual([ta2Bill._id]);
    expect(await getList(t, s.LA.auth, `/api/bills/apartment?tenant=${s.TB1.user.id}`)).toEqual([]);
    const sneaky = await getList(t, s.TA1.auth, `/api/bills/unpaid?tenant=${s.TA2.user.id}`);
    expect(sneaky.map((b) => b._id)).toEqual([ta1Bill._id]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/bills/apartment?tenant=x', headers: s.LA.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('the role-specific lists refuse the other role, and anonymous callers', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/bills/me', headers: s.LA.auth });
    expect(me.statusCode).toBe(403);
    const apt = await t.app.inject({ method: 'GET', url: '/api/bills/apartment', headers: s.TA1.auth });
    expect(apt.statusCode).toBe(403);
    for (const url of ['/api/bills/me', '/api/bills/apartment', '/api/bills/paid', '/api/bills/unpaid']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  const download = (auth: { authorization: string } | undefined, kind: 'download' | 'download-receipt', id: string) =>
    t.app.inject({ method: 'GET', url: `/api/bills/${kind}/${id}`, headers: auth ?? {} });

  it('the tenant and their landlord download the bill as a real PDF naming the tenant and amount', async () => {
    for (const who of [s.TA1, s.LA]) {
      const res = await download(who.auth, 'download', ta1Bill._id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bill-[0-9a-z]+\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('SafeStay');
      expect(text).toContain(s.TA1.user.name);
      // The ID shows its last four only (docs/privacy.md).
      expect(text).toContain(maskIdNumber(s.TA1.user.nationalID));
      expect(text).not.toContain(s.TA1.user.nationalID);
      expect(text).toContain(s.LA.user.apartmentName as string);
      expect(text).toContain('KSH 15,000');
      expect(text).toContain('Rent for March 2026');
      expect(text).toContain('March 2026');
    }
  });

  it('denied downloads are JSON errors, never PDF bytes', async () => {
    const denied: Array<[typeof s.TA1 | undefined, string, number]> = [
      [s.TA2, ta1Bill._id, 404],
      [s.TB1, ta1Bill._id, 404],
      [s.LB, ta1Bill._id, 404],
      [s.TA1, tb1Bill._id, 404],
      [undefined, ta1Bill._id, 401],
    ];
    for (const [who, id, status] of denied) {
      for (const kind of ['download', 'download-receipt'] as const) {
        const res = await download(who?.auth, kind, id);
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.rawPayload.subarray(0, 4).toString()).not.toBe('%PDF');
      }
    }
  });

  it('a receipt exists only once the bill is Paid, and lists the payments', async () => {
    const early = await download(s.TA1.auth, 'download-receipt', ta1Bill._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/fully paid/);

    expect((await pay(t, s.LA.auth, ta1Bill._id, 4000)).statusCode).toBe(200);
    expect((await download(s.TA1.auth, 'download-receipt', ta1Bill._id)).statusCode).toBe(409);
    expect((await pay(t, s.LA.auth, ta1Bill._id, 11000)).statusCode).toBe(200);

    for (const who of [s.TA1, s.LA]) {
      const res = await download(who.auth, 'download-receipt', ta1Bill._id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rcpt-[0-9a-z]+\.pdf"$/);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Payment Receipt');
      expect(text).toContain(s.TA1.user.name);
      expect(text).toContain('KSH 4,000');
      expect(text).toContain('KSH 11,000');
      expect(text).toContain('Paid');
      expect(text).toContain('Cash');
    }
  });
});
