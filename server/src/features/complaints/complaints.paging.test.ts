import type { Complaint } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list } from '../../../test/complaints';
import { buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { newId } from '../../lib/ids';

// GET /complaints with limit and cursor: the landlord's list a page at a time, like the bills.

type Seed = Awaited<ReturnType<typeof seedTwoApartments>>;

/** Follows X-Next-Cursor to the end; every page's items and headers. */
async function allPages(t: TestApp, who: Session, path: string, limit: number) {
  const pages: Complaint[][] = [];
  const headers: Array<{ total?: string; open?: string; next?: string }> = [];
  let cursor: string | undefined;
  for (let i = 0; i < 20; i += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json() as Complaint[]);
    cursor = res.headers['x-next-cursor'] as string | undefined;
    headers.push({
      total: res.headers['x-total-count'] as string | undefined,
      open: res.headers['x-open-count'] as string | undefined,
      next: cursor,
    });
    if (!cursor) break;
  }
  return { pages, headers };
}

describe('the complaint list, paged (limit and cursor)', () => {
  let t: TestApp;
  let s: Seed;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await seedTwoApartments(t.app);
    const db = t.database.db;
    const apartmentA = s.LA.user.apartmentId as string;
    // 60 of TA1's and 55 of TA2's over ten days, many at the same instant: the cursor must break ties by id.
    const rows = Array.from({ length: 115 }, (_, i) => {
      const at = `2026-01-${String(10 + (i % 10)).padStart(2, '0')}T08:00:00.000Z`;
      return {
        id: newId(),
        apartment_id: apartmentA,
        tenant_id: i < 60 ? s.TA1.user.id : s.TA2.user.id,
        title: `Complaint ${i}`,
        description: 'Something to fix.',
        status: i % 3 === 0 ? ('Resolved' as const) : ('Pending' as const),
        created_at: at,
        updated_at: at,
        resolved_at: i % 3 === 0 ? at : null,
      };
    });
    const other = { ...rows[0], id: newId(), apartment_id: s.LB.user.apartmentId as string, tenant_id: s.TB1.user.id };
    await db
      .insertInto('complaints')
      .values([...rows, other])
      .execute();
    // A note on the oldest complaint, which only the last page holds.
    await db
      .insertInto('complaint_notes')
      .values({
        id: newId(),
        complaint_id: rows[0].id,
        author_id: s.LA.user.id,
        note: 'Plumber booked.',
        created_at: '2026-01-11T08:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => t.close());

  it('the landlord gets 50, then the next 50 by the cursor, then the rest: no overlap, same order as unpaged', async () => {
    const whole = await list(t, s.LA);
    expect(whole).toHaveLength(115);
    const { pages, headers } = await allPages(t, s.LA, '/api/complaints', 50);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 15]);
    expect(pages.flat()).toEqual(whole);
    expect(new Set(pages.flat().map((c) => c._id)).size).toBe(115);
    // Counting is for the first page; the screen keeps it.
    expect(headers.map((h) => [h.total, h.open])).toEqual([
      ['115', String(115 - 39)],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(headers.map((h) => typeof h.next)).toEqual(['string', 'string', 'undefined']);
    expect(pages[2].find((c) => c.title === 'Complaint 0')?.landlordNotes.map((n) => n.note)).toEqual([
      'Plumber booked.',
    ]);
  });

  it('without limit the answer is the whole plain list with no paging headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/complaints', headers: s.LA.auth });
    expect(res.json()).toHaveLength(115);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(res.headers['x-total-count']).toBeUndefined();
  });

  it('pages keep the scoping: a tenant pages through their own, a landlord one tenant, another building its own', async () => {
    const own = await allPages(t, s.TA1, `/api/complaints?tenant=${s.TA2.user.id}`, 50);
    expect(own.pages.map((p) => p.length)).toEqual([50, 10]);
    expect(new Set(own.pages.flat().map((c) => c.tenant._id))).toEqual(new Set([s.TA1.user.id]));
    expect(own.headers[0].total).toBe('60');

    const one = await allPages(t, s.LA, `/api/complaints?tenant=${s.TA2.user.id}`, 50);
    expect(one.pages.flat()).toEqual(await list(t, s.LA, `/api/complaints?tenant=${s.TA2.user.id}`));
    expect(one.pages.map((p) => p.length)).toEqual([50, 5]);

    const b = await allPages(t, s.LB, '/api/complaints', 50);
    expect(b.pages.flat().map((c) => c.tenant._id)).toEqual([s.TB1.user.id]);
    expect(b.headers[0]).toEqual({ total: '1', open: '0', next: undefined });
  });

  it('a forged or misplaced cursor, or a bad limit, is a 400 that names it', async () => {
    const forged = (value: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64url'));
    const cases: Array<[string, RegExp]> = [
      // Text holding NUL would reach PostgreSQL, which cannot compare it (a 500).
      [`limit=50&cursor=${forged(['2026-01-15T08:00:00.000Z\u0000', 'x'])}`, /cursor/i],
      [`limit=50&cursor=${forged(['2026-01-15', 7])}`, /cursor/i],
      ['limit=50&cursor=not-a-cursor', /cursor/i],
      ['limit=50&cursor=%25%25', /cursor/i],
      [`limit=50&cursor=${'a'.repeat(501)}`, /cursor/i],
      ['cursor=abc', /cursor/i],
      ['limit=0', /limit/i],
      ['limit=201', /limit/i],
      ['limit=ten', /limit/i],
    ];
    for (const [query, names] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/complaints?${query}`, headers: s.LA.auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(names);
    }
  });
});
