import {
  type AuditEvent,
  type Bill,
  type LedgerPayment,
  nairobiMonthOf,
  type OutboxMessage,
  type Tenancy,
} from '@safestay/contracts';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { v7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../test/helpers';
import { insertBill } from '../../test/stats-fixtures';
import type { DB } from '../db/schema';
import { dateLiteral } from './dates';
import { pageLimit, pageOfMonth } from './paging';

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;
type Auth = { authorization: string };

/** Compiles queries without a database, to read their SQL. */
const offline = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('pageLimit', () => {
  it('writes the page and one more into the SQL as a number, and refuses anything but a page length', () => {
    const compiled = offline.selectFrom('bills').select('id').limit(pageLimit(50)).compile();
    expect(compiled.sql).toMatch(/ limit 51$/);
    expect(compiled.parameters).toEqual([]);
    for (const bad of [0, -1, 2.5, Number.NaN, Number('1; drop table bills')]) {
      expect(() => pageLimit(bad)).toThrow(/not a page length/);
    }
  });
});

describe('dateLiteral', () => {
  it('writes a day or a month into the SQL as text, and refuses anything but a date', () => {
    const compiled = offline
      .selectFrom('bills')
      .select('id')
      .where('due_date', '>=', dateLiteral('2026-11-01'))
      .where('due_date', '<', dateLiteral('2026-12'))
      .compile();
    expect(compiled.sql).toMatch(/"due_date" >= '2026-11-01' and "due_date" < '2026-12'$/);
    expect(compiled.parameters).toEqual([]);
    for (const bad of ['', "2026-11-30' or 1=1 --", '30/11/2026', '2026-11-30T00:00', '202611']) {
      expect(() => dateLiteral(bad)).toThrow(/not a date/);
    }
  });
});

describe('pageOfMonth', () => {
  const rows = ['2026-12-09', '2026-12-01', '2026-11-30', '2026-11-02', '2026-09-15'].map((day, i) => ({
    id: String(9 - i),
    day,
  }));
  const cursor = (r: { id: string; day: string }) => ({ key: r.day, id: r.id });
  const month = (r: { day: string }) => r.day.slice(0, 7);

  it('ends a page where its month ends and names the month the next one starts in', () => {
    const page = pageOfMonth(rows, { limit: 4, byMonth: true }, cursor, month);
    expect(page.items.map((r) => r.day)).toEqual(['2026-12-09', '2026-12-01']);
    expect(page.next).toEqual({ key: '2026-12-01', id: '8' });
    expect(page.nextMonth).toBe('2026-11');
  });

  it('splits a month longer than the page, and the next page goes on in that month', () => {
    const page = pageOfMonth(rows.slice(0, 2), { limit: 1, byMonth: true }, cursor, month);
    expect(page.items).toHaveLength(1);
    expect(page.nextMonth).toBe('2026-12');
  });

  it('says no next month on the last page, and pages by count alone without byMonth', () => {
    expect(pageOfMonth(rows.slice(4), { limit: 4, byMonth: true }, cursor, month)).toEqual({
      items: rows.slice(4),
      next: null,
      nextMonth: null,
    });
    expect(pageOfMonth(rows, { limit: 4 }, cursor, month).items).toHaveLength(4);
  });

  it('reads a stored timestamp in Nairobi time and a calendar day as it is', () => {
    // 22:30 UTC on 30 November is 01:30 on 1 December in Nairobi.
    expect(nairobiMonthOf('2026-11-30T22:30:00.000Z')).toBe('2026-12');
    expect(nairobiMonthOf('2026-11-30')).toBe('2026-11');
  });
});

/** Every page of a list paged by month: its items, its X-Next-Month, and the status of each answer. */
async function monthPages<T>(t: TestApp, auth: Auth, path: string, limit: number) {
  const pages: Array<{ items: T[]; nextMonth: string | undefined }> = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${path}${sep}limit=${limit}&group=month${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    pages.push({ items: res.json() as T[], nextMonth: res.headers['x-next-month'] as string | undefined });
    cursor = res.headers['x-next-cursor'] as string | undefined;
    expect(Boolean(cursor), url).toBe(Boolean(res.headers['x-next-month']));
    if (!cursor) break;
  }
  return pages;
}

async function getJson<T>(t: TestApp, auth: Auth, url: string): Promise<{ body: T; headers: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as T, headers: res.headers };
}

/** A time-ordered id made at `iso`, as newId() would have made it then. */
const idAt = (iso: string) => v7({ msecs: new Date(iso).getTime() });

describe('lists paged by month (group=month)', () => {
  let t: TestApp;
  let s: Seed;
  let apartmentId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    apartmentId = s.LA.user.apartmentId as string;
    const db = t.database.db;
    for (const dueDate of ['2026-09-05', '2026-10-05', '2026-10-05', '2026-10-20', '2026-12-05']) {
      await insertBill(db, { apartmentId, tenantId: s.TA1.user.id, status: 'Pending', dueDate });
    }
    await insertBill(db, { apartmentId, tenantId: s.TA2.user.id, status: 'Pending', dueDate: '2026-10-05' });
    const [tenancy] = (await getJson<Tenancy[]>(t, s.LA.auth, `/api/tenancies?status=active`)).body;
    // Recorded in this order, received out of it: by month they list by the day received.
    for (const receivedAt of ['2026-10-03', '2026-08-30', '2026-10-28', '2026-11-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: s.LA.auth,
        payload: { tenancyId: tenancy._id, amount: 1000, method: 'cash', receivedAt },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Activity and messages of past months, as they were written then (an id of its time).
    const events = ['2026-08-10T09:00:00.000Z', '2026-09-30T21:30:00.000Z', '2026-10-02T08:00:00.000Z'];
    await db
      .insertInto('audit_events')
      .values(
        events.map((at) => ({
          id: idAt(at),
          apartment_id: apartmentId,
          actor_id: s.LA.user.id,
          actor_name: s.LA.user.name,
          actor_role: 'Landlord',
          action: 'bill.created',
          entity: 'bill',
          entity_id: idAt(at),
          tenant_id: s.TA1.user.id,
          summary: `Made at ${at}`,
          before: null,
          after: null,
          created_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('outbox')
      .values(
        events.map((at) => ({
          id: idAt(at),
          apartment_id: apartmentId,
          user_id: s.TA1.user.id,
          channel: 'sms' as const,
          kind: 'bill_issued',
          to_address: '+254712345678',
          subject: null,
          body: `Sent at ${at}`,
          dedupe_key: null,
          status: 'sent' as const,
          attempts: 1,
          next_attempt_at: at,
          locked_until: null,
          provider: null,
          provider_message_id: null,
          last_error: null,
          created_at: at,
          sent_at: at,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('bills: a page a month of due dates, newest first, adding up to the whole list', async () => {
    const whole = (await getJson<Bill[]>(t, s.LA.auth, '/api/bills/apartment')).body;
    const pages = await monthPages<Bill>(t, s.LA.auth, '/api/bills/apartment', 10);
    expect(pages.map((p) => p.items.map((b) => b.dueDate.slice(0, 7)))).toEqual([
      ['2026-12'],
      ['2026-10', '2026-10', '2026-10', '2026-10'],
      ['2026-09'],
    ]);
    expect(pages.map((p) => p.nextMonth)).toEqual(['2026-10', '2026-09', undefined]);
    expect(pages.flatMap((p) => p.items)).toEqual(whole);
  });

  it('a month longer than the page goes on over the next page, which says it is the same month', async () => {
    const pages = await monthPages<Bill>(t, s.LA.auth, '/api/bills/unpaid', 3);
    expect(pages.map((p) => p.items.length)).toEqual([1, 3, 1, 1]);
    expect(pages.map((p) => p.nextMonth)).toEqual(['2026-10', '2026-10', '2026-09', undefined]);
    const first = await getJson<Bill[]>(t, s.LA.auth, '/api/bills/unpaid?limit=3&group=month');
    // The first page still counts and sums the whole list.
    expect(first.headers['x-total-count']).toBe('6');
  });

  it('payments: by the month received, newest received first', async () => {
    const pages = await monthPages<LedgerPayment>(t, s.LA.auth, '/api/payments', 10);
    expect(pages.map((p) => p.items.map((x) => x.receivedAt))).toEqual([
      ['2026-11-01'],
      ['2026-10-28', '2026-10-03'],
      ['2026-08-30'],
    ]);
    expect(pages.map((p) => p.nextMonth)).toEqual(['2026-10', '2026-08', undefined]);
    const byStatus = await monthPages<LedgerPayment>(t, s.LA.auth, '/api/payments?status=confirmed', 1);
    expect(byStatus.map((p) => p.items[0]?.receivedAt)).toEqual([
      '2026-11-01',
      '2026-10-28',
      '2026-10-03',
      '2026-08-30',
    ]);
    // The tenant pages their own the same way.
    const own = await monthPages<LedgerPayment>(t, s.TA1.auth, '/api/payments', 10);
    expect(own.flatMap((p) => p.items)).toHaveLength(4);
  });

  it('activity and messages: by the Nairobi month they happened in', async () => {
    for (const path of ['/api/audit', '/api/notifications/outbox']) {
      const pages = await monthPages<AuditEvent | OutboxMessage>(t, s.LA.auth, path, 10);
      const months = pages.map((p) =>
        p.items.map((x) => nairobiMonthOf('at' in x ? x.at : (x as OutboxMessage).createdAt)),
      );
      // Whatever this month holds first (the seed's own events), then October, which 21:30 UTC on
      // 30 September already is in Nairobi, then August.
      expect(months.slice(-2), path).toEqual([['2026-10', '2026-10'], ['2026-08']]);
      for (const month of months) expect(new Set(month).size, path).toBe(1);
      expect(pages.at(-3)?.nextMonth, path).toBe('2026-10');
    }
  });

  it('without limit a list is the whole array, as before; a bad group is a 400 that names it', async () => {
    const whole = await getJson<LedgerPayment[]>(t, s.LA.auth, '/api/payments?group=month');
    expect(whole.body).toHaveLength(4);
    expect(whole.headers['x-next-month']).toBeUndefined();
    const paged = await getJson<LedgerPayment[]>(t, s.LA.auth, '/api/payments?limit=2');
    // Without group, pages stay by count in the order recorded.
    expect(paged.body.map((p) => p.receivedAt)).toEqual(['2026-11-01', '2026-10-28']);
    expect(paged.headers['x-next-month']).toBeUndefined();
    for (const url of ['/api/payments?limit=2&group=week', '/api/audit?group=day', '/api/bills/apartment?group=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: s.LA.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/group/i);
    }
  });

  it('keeps other apartments out of every page', async () => {
    for (const path of ['/api/bills/apartment', '/api/payments', '/api/audit', '/api/notifications/outbox']) {
      const pages = await monthPages<{ _id: string }>(t, s.LB.auth, path, 10);
      expect(
        pages.flatMap((p) => p.items),
        path,
      ).toEqual([]);
    }
  });
});
