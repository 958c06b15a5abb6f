import { setTimeout as sleep } from 'node:timers/promises';
import type { ImportAnswer, LedgerPayment, UnmatchedItem } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { addDays, today } from '../../lib/dates';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const api = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t.close();
});

const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';
const PREAMBLE =
  'Organization Name,SafeStay Demo Court\nOrganisation Short Code,600966\nTime Period,01-11-2026 - 30-11-2026\n\n';

let n = 0;
/** A fresh M-Pesa receipt number. */
const code = () => {
  n += 1;
  return `TKS${String(n).padStart(7, '0')}`;
};

interface Line {
  receipt: string;
  time?: string;
  status?: string;
  paidIn?: string;
  withdrawn?: string;
  party?: string;
  account?: string;
}
const row = (l: Line) =>
  [
    l.receipt,
    l.time ?? '2026-11-05 14:30:00',
    l.time ?? '2026-11-05 14:30:00',
    `"Pay Bill from ${l.party ?? '2547****126 - JANE WANJIKU'} Acc. ${l.account ?? ''}"`,
    l.status ?? 'Completed',
    `"${l.paidIn ?? '15,000.00'}"`,
    `"${l.withdrawn ?? ''}"`,
    '"120,000.00"',
    'true',
    'Pay Bill Online',
    l.party ?? '2547****126 - JANE WANJIKU',
    '',
    l.account ?? '',
  ].join(',');
const statement = (...lines: Line[]) => `${PREAMBLE}${HEADER}\n${lines.map(row).join('\n')}\n`;

const post = (who: Session, url: string, csv: string, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...who.auth, 'content-type': type },
    payload: csv,
  });

async function accountRef(tenant: Session) {
  const r = await t.database.db
    .selectFrom('tenancies')
    .select(['id', 'account_ref'])
    .where('tenant_id', '=', tenant.user.id)
    .executeTakeFirstOrThrow();
  return { tenancyId: r.id, ref: r.account_ref };
}
const paymentsOf = async (who: Session) => (await api(who, 'GET', '/payments')).json() as LedgerPayment[];
const countRows = async (table: 'payments' | 'mpesa_events' | 'bank_lines' | 'audit_events') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('M-Pesa statement import', () => {
  it('previews each row with its outcome and reason, and records nothing', async () => {
    const { ref } = await accountRef(s.TA1);
    const [a, b, c, d, e] = [code(), code(), code(), code(), code()];
    const csv = statement(
      { receipt: a, account: ref.toLowerCase(), time: '05/11/2026 23:30:00', paidIn: '7,500.00' },
      { receipt: b, account: 'ZZ99', paidIn: '1200' },
      { receipt: c, status: 'Failed', account: ref },
      { receipt: d, paidIn: '', withdrawn: '500.00', account: ref },
      { receipt: a, account: ref, paidIn: '7,500.00' },
      { receipt: e, account: '', paidIn: '300' },
    );
    const before = await countRows('payments');
    const res = await post(s.LA, '/payments/mpesa/statements?dryRun=1', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ImportAnswer;
    expect(body).toMatchObject({ dryRun: true, rows: 6, matched: 1, unmatched: 2, duplicates: 1, ignored: 2 });
    expect(body.lines.map((l) => l.outcome)).toEqual([
      'matched',
      'unmatched',
      'ignored',
      'ignored',
      'duplicate',
      'unmatched',
    ]);
    // Completion Time is Nairobi's: 23:30 on the 5th is the 5th.
    expect(body.lines[0]).toMatchObject({
      line: 6,
      reference: a,
      date: '2026-11-05',
      amount: 7500,
      payer: 'JANE WANJIKU',
    });
    expect(body.lines[0]?.reason).toContain(ref.toLowerCase());
    expect(body.lines[1]?.reason).toBe('No tenant has the account number "ZZ99": it waits unmatched.');
    expect(body.lines[2]?.reason).toBe('Status "Failed", not Completed: ignored.');
    expect(body.lines[4]?.reason).toBe('The same payment as line 6: nothing changes.');
    expect(await countRows('payments')).toBe(before);
    expect(await countRows('mpesa_events')).toBe(0);
  });

  it('answers in Kiswahili for a Kiswahili reader', async () => {
    const speak = (locale: string) =>
      t.database.db.updateTable('users').set({ locale }).where('id', '=', s.LA.user.id).execute();
    await speak('sw');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mpesa/statements?dryRun=1',
      headers: { ...s.LA.auth, 'content-type': 'text/csv', 'accept-language': 'sw' },
      payload: statement({ receipt: code(), account: 'ZZ98' }),
    });
    expect(res.statusCode).toBe(200);
    await speak('en');
    expect(res.json().lines[0].reason).toBe(
      'Hakuna mpangaji mwenye nambari ya akaunti "ZZ98": inasubiri bila mwenyewe.',
    );
  });

  it('records matched rows as confirmed payments with receipts, queues the rest, and a second import changes nothing', async () => {
    const { ref } = await accountRef(s.TA1);
    const [a, b] = [code(), code()];
    const csv = statement(
      { receipt: a, account: ref, time: '2026-10-31 22:15:00', paidIn: '15,000.00' },
      { receipt: b, account: 'NOBODY1', paidIn: '2500' },
    );
    const audits = await countRows('audit_events');
    const res = await post(s.LA, '/payments/mpesa/statements', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dryRun: false, matched: 1, unmatched: 1, duplicates: 0 });
    const paid = (await paymentsOf(s.TA1)).find((p) => p.reference === a);
    expect(paid).toMatchObject({ status: 'confirmed', amount: 15000, receivedAt: '2026-10-31', method: 'mpesa' });
    expect(paid?.receiptNumber).toMatch(/^R-\d{6}$/);
    expect(await countRows('audit_events')).toBe(audits + 1);

    const queue = (await api(s.LA, 'GET', '/payments/unmatched')).json() as UnmatchedItem[];
    expect(queue.find((q) => q.reference === b)).toMatchObject({ source: 'mpesa', amount: 2500, account: 'NOBODY1' });
    const mpesaView = (await api(s.LA, 'GET', '/payments/mpesa/unmatched')).json() as { transId: string }[];
    expect(mpesaView.map((m) => m.transId)).toContain(b);

    const payments = await countRows('payments');
    const again = await post(s.LA, '/payments/mpesa/statements', csv);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ matched: 0, unmatched: 0, duplicates: 2 });
    expect(await countRows('payments')).toBe(payments);
    // The other building sees none of it.
    expect(((await api(s.LB, 'GET', '/payments/unmatched')).json() as UnmatchedItem[]).length).toBe(0);
  });

  it('a receipt the landlord already recorded is a duplicate; assign from the one queue works once', async () => {
    const { tenancyId, ref } = await accountRef(s.TA2);
    const known = code();
    const rec = await api(s.LA, 'POST', '/payments', { tenancyId, amount: 100, method: 'mpesa', reference: known });
    expect(rec.statusCode).toBe(201);
    const stray = code();
    const res = await post(
      s.LA,
      '/payments/mpesa/statements',
      statement({ receipt: known, account: ref }, { receipt: stray, account: 'X' }),
    );
    expect(res.json()).toMatchObject({ matched: 0, unmatched: 1, duplicates: 1 });
    const item = ((await api(s.LA, 'GET', '/payments/unmatched')).json() as UnmatchedItem[]).find(
      (q) => q.reference === stray,
    );
    const assigned = await api(s.LA, 'POST', `/payments/unmatched/${item?._id}/assign`, { tenancyId });
    expect(assigned.statusCode).toBe(201);
    expect((await paymentsOf(s.TA2)).find((p) => p.reference === stray)?.status).toBe('confirmed');
    const twice = await api(s.LA, 'POST', `/payments/unmatched/${item?._id}/assign`, { tenancyId });
    expect(twice.statusCode).toBe(409);
  });

  it('treats a claim as a callback does: confirms its own claim, never lets a claim take another account’s money', async () => {
    const mine = await accountRef(s.TA2);
    const other = await accountRef(s.TA1);
    const [own, wrong] = [code(), code()];
    for (const reference of [own, wrong])
      expect((await api(s.TA2, 'POST', '/payments', { amount: 400, method: 'mpesa', reference })).statusCode).toBe(201);
    const res = await post(
      s.LA,
      '/payments/mpesa/statements',
      statement(
        { receipt: own, account: mine.ref, paidIn: '400' },
        { receipt: wrong, account: other.ref, paidIn: '400' },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().lines.map((l: { outcome: string }) => l.outcome)).toEqual(['claim', 'unmatched']);
    const ta2 = await paymentsOf(s.TA2);
    expect(ta2.find((p) => p.reference === own)?.status).toBe('confirmed');
    expect(ta2.find((p) => p.reference === wrong)?.status).toBe('pending');
    expect((await paymentsOf(s.TA1)).find((p) => p.reference === wrong)).toBeUndefined();
    const queued = ((await api(s.LA, 'GET', '/payments/unmatched')).json() as UnmatchedItem[]).find(
      (q) => q.reference === wrong,
    );
    expect(queued?.conflictingClaim?.tenantName).toBeTruthy();
  });

  it('on PostgreSQL, waits for a claim being confirmed at the same moment instead of deadlocking with it', async (ctx) => {
    if (t.database.dialect !== 'postgres') ctx.skip();
    const db = t.database.db;
    const apartmentId = s.LA.user.apartmentId as string;
    const [mine, other] = [await accountRef(s.TA2), await accountRef(s.TA1)];
    const [own, elsewhere, paid] = [code(), code(), code()];
    const claim = async (who: Session, reference: string) =>
      (await api(who, 'POST', '/payments', { amount: 300, method: 'mpesa', reference })).json().payment._id as string;
    await claim(s.TA2, own);
    const held = await claim(s.TA1, elsewhere);
    let importing: ReturnType<typeof post> | undefined;
    // A confirmation's order: the claim's status (its building's line), then the receipt counter.
    const confirming = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('payments').set({ status: 'confirmed' }).where('id', '=', held).execute();
        importing = post(
          s.LA,
          '/payments/mpesa/statements',
          statement(
            { receipt: paid, account: other.ref, paidIn: '500' },
            { receipt: own, account: mine.ref, paidIn: '300' },
          ),
        );
        await sleep(1000); // the import reaches its locks meanwhile
        await trx
          .updateTable('apartments')
          .set((eb) => ({ receipts_issued: eb('receipts_issued', '+', 0) }))
          .where('id', '=', apartmentId)
          .execute();
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    expect(await confirming).toBe('rolled back');
    const res = await (importing as ReturnType<typeof post>);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().lines.map((l: { outcome: string }) => l.outcome)).toEqual(['matched', 'claim']);
    expect((await paymentsOf(s.TA1)).find((p) => p._id === held)?.status).toBe('pending');
  });

  it('sends a receipt for a recent row only, never for one older than 3 days', async () => {
    const { ref } = await accountRef(s.TA1);
    const [recent, old] = [code(), code()];
    const receipts = () =>
      t.database.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', s.TA1.user.id)
        .where('kind', '=', 'receipt')
        .execute();
    const before = (await receipts()).length;
    const res = await post(
      s.LA,
      '/payments/mpesa/statements',
      statement(
        { receipt: recent, account: ref, time: `${today()} 08:00:00`, paidIn: '10' },
        { receipt: old, account: ref, time: `${addDays(today(), -4)} 08:00:00`, paidIn: '10' },
      ),
    );
    expect(res.json()).toMatchObject({ matched: 2 });
    expect((await receipts()).length).toBe(before + 1);
  });

  it('refuses a malformed file naming its first bad line, and records nothing', async () => {
    const { ref } = await accountRef(s.TA1);
    const payments = await countRows('payments');
    const events = await countRows('mpesa_events');
    const res = await post(
      s.LA,
      '/payments/mpesa/statements',
      statement({ receipt: code(), account: ref }, { receipt: code(), account: ref, time: '2026-13-45 10:00:00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_statement' });
    expect(res.json().message).toMatch(/^Line 7: "2026-13-45 10:00:00" is not a date/);
    expect(await countRows('payments')).toBe(payments);
    expect(await countRows('mpesa_events')).toBe(events);

    const noHeader = await post(s.LA, '/payments/mpesa/statements', 'a,b,c\n1,2,3\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toContain('"Receipt No."');
    const badAmount = await post(s.LA, '/payments/mpesa/statements', statement({ receipt: code(), paidIn: 'lots' }));
    expect(badAmount.json().message).toBe('Line 6: "lots" in Paid In is not an amount.');
    const empty = await post(s.LA, '/payments/mpesa/statements', '');
    expect(empty.statusCode).toBe(400);
  });

  it('takes a multipart file field, and refuses a file over 10 MiB with 413', async () => {
    const boundary = '----safestay42';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\n${statement({ receipt: code(), account: 'NOPE' })}\r\n--${boundary}--\r\n`;
    const res = await post(
      s.LA,
      '/payments/mpesa/statements?dryRun=1',
      body,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: 1, unmatched: 1 });
    const huge = await post(s.LA, '/payments/mpesa/statements?dryRun=1', 'x'.repeat(10 * 1024 * 1024 + 10));
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().message).toBe('string');
  });

  it('is the owner’s alone: a tenant is told in words', async () => {
    const res = await post(s.TA1, '/payments/mpesa/statements?dryRun=1', statement({ receipt: code() }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the owner of the building can import statements and map bank columns.');
  });
});

describe('Bank statement import', () => {
  const BANK = 'Statement of account,Equity Bank\nTxn Date,Narrative,Ref,Debit,Credit Amount,Balance\n';
  let a1: { tenancyId: string; ref: string };

  beforeAll(async () => {
    // LB's building: TB1 pays as B-A1 and a second tenancy as A10 (whole words only).
    a1 = await accountRef(s.TB1);
    await t.database.db.updateTable('tenancies').set({ account_ref: 'A1' }).where('id', '=', a1.tenancyId).execute();
    a1.ref = 'A1';
  });

  it('needs the columns first, and names a missing one', async () => {
    const none = await post(s.LB, '/payments/bank-statements?dryRun=1', `${BANK}05/11/2026,Rent A1,FT1,,100,\n`);
    expect(none.statusCode).toBe(409);
    const bad = await api(s.LB, 'PUT', '/payments/bank-statements/mapping', {
      date: 'Txn Date',
      amount: '',
      reference: 'Ref',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('amount');
    const ok = await api(s.LB, 'PUT', '/payments/bank-statements/mapping', {
      date: 'Txn Date',
      amount: 'Credit Amount',
      reference: 'Ref',
      description: 'Narrative',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(ok.statusCode).toBe(200);
    expect((await api(s.LB, 'GET', '/payments/bank-statements/mapping')).json().mapping).toMatchObject({
      amount: 'Credit Amount',
    });
    // Kept per building: LA's has none.
    expect((await api(s.LA, 'GET', '/payments/bank-statements/mapping')).json().mapping).toBeNull();
  });

  it('matches an account number as a whole word only; two accounts or none wait unmatched; a re-import is all duplicates', async () => {
    const csv = `${BANK}05/11/2026,Rent A1 Nov,FT001,,"12,000.00",\n06/11/2026,Rent for A10,FT002,,500,\n07/11/2026,A1 and B7 rent,FT003,,300,\n08/11/2026,Bank charges,FT004,50,,\n`;
    const preview = await post(s.LB, '/payments/bank-statements?dryRun=1', csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().lines.map((l: { outcome: string }) => l.outcome)).toEqual([
      'matched',
      'unmatched',
      'matched',
      'ignored',
    ]);
    await t.database.db
      .updateTable('tenancies')
      .set({ account_ref: 'B7' })
      .where('apartment_id', '=', s.LA.user.apartmentId as string)
      .where('tenant_id', '=', s.TA1.user.id)
      .execute();
    const res = await post(s.LB, '/payments/bank-statements', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ matched: 2, unmatched: 1, ignored: 1 });
    const tb1 = await paymentsOf(s.TB1);
    expect(tb1.filter((p) => p.method === 'bank').map((p) => [p.amount, p.receivedAt])).toEqual(
      expect.arrayContaining([
        [12000, '2026-11-05'],
        [300, '2026-11-07'],
      ]),
    );
    const again = await post(s.LB, '/payments/bank-statements', csv);
    expect(again.json()).toMatchObject({ matched: 0, unmatched: 0, duplicates: 3 });
    const queue = (await api(s.LB, 'GET', '/payments/unmatched')).json() as UnmatchedItem[];
    const line = queue.find((q) => q.reference === 'FT002');
    expect(line).toMatchObject({ source: 'bank', amount: 500, account: 'Rent for A10' });
    const assigned = await api(s.LB, 'POST', `/payments/unmatched/${line?._id}/assign`, { tenancyId: a1.tenancyId });
    expect(assigned.statusCode).toBe(201);
    expect(
      (await api(s.LB, 'POST', `/payments/unmatched/${line?._id}/assign`, { tenancyId: a1.tenancyId })).statusCode,
    ).toBe(409);
    expect(
      (await api(s.LA, 'POST', `/payments/unmatched/${line?._id}/assign`, { tenancyId: a1.tenancyId })).statusCode,
    ).toBe(404);
  });

  it('a bank payment recorded by hand with the same date, amount and reference is a duplicate', async () => {
    const rec = await api(s.LB, 'POST', '/payments', {
      tenancyId: a1.tenancyId,
      amount: 900,
      method: 'bank',
      reference: 'FT777',
      receivedAt: '2026-11-09',
    });
    expect(rec.statusCode).toBe(201);
    const res = await post(s.LB, '/payments/bank-statements?dryRun=1', `${BANK}09/11/2026,Rent A1,FT777,,900,\n`);
    expect(res.json()).toMatchObject({ matched: 0, duplicates: 1 });
  });
});
