import type { Complaint } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, list, submit } from '../../../test/complaints';
import { buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/complaints', () => {
  it('stores a tenant complaint as Pending, trimmed, and ignores fields a tenant may not set', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: s.TA1.auth,
      payload: {
        title: '  Broken window  ',
        description: ' Cold air comes in. ',
        status: 'Resolved',
        tenantId: s.TA2.user.id,
        apartmentId: s.LB.user.apartmentId,
        resolvedAt: '2020-01-01T00:00:00.000Z',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; complaint: Complaint };
    expect(body.message).toBeTruthy();
    expect(body.complaint).toMatchObject({
      title: 'Broken window',
      description: 'Cold air comes in.',
      status: 'Pending',
      tenant: { _id: s.TA1.user.id, name: s.TA1.user.name },
      landlordNotes: [],
      resolvedAt: null,
    });
    expect(Number.isNaN(Date.parse(body.complaint.createdAt))).toBe(false);
    const row = await t.database.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', body.complaint._id)
      .executeTakeFirstOrThrow();
    expect(row.apartment_id).toBe(s.TA1.user.apartmentId);
    expect(row.tenant_id).toBe(s.TA1.user.id);
    expect(row.status).toBe('Pending');
    expect(row.resolved_at).toBeNull();
  });

  it.each([
    ['missing title', { description: 'x' }, 'Title is required.'],
    ['empty title', { title: '', description: 'x' }, 'Title is required.'],
    ['whitespace title', { title: '   \n\t', description: 'x' }, 'Title is required.'],
    ['whitespace description', { title: 'x', description: '   ' }, 'Description is required.'],
    ['title as a number', { title: 42, description: 'x' }, 'Title must be text.'],
    ['description as a list', { title: 'x', description: ['a'] }, 'Description must be text.'],
    [
      'description of 5,001 characters',
      { title: 'x', description: 'a'.repeat(5001) },
      'Description must be at most 5,000 characters.',
    ],
    [
      'title of 5,001 characters',
      { title: 'a'.repeat(5001), description: 'x' },
      'Title must be at most 5,000 characters.',
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, payload, message) => {
    const before = await countRows(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/complaints', headers: s.TA1.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows(t)).toEqual(before);
  });

  it('accepts exactly 5,000 characters', async () => {
    const c = await submit(t, s.TA2, 'Long one', 'b'.repeat(5000));
    expect(c.description).toHaveLength(5000);
  });

  it('refuses a landlord (403) and an anonymous caller (401)', async () => {
    const before = await countRows(t);
    const asLandlord = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: s.LA.auth,
      payload: { title: 'x', description: 'y' },
    });
    expect(asLandlord.statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      payload: { title: 'x', description: 'y' },
    });
    expect(anon.statusCode).toBe(401);
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { ...s.TA1.auth, 'content-type': 'application/json' },
      payload: '["title"]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('listing complaints', () => {
  it('a landlord sees every complaint of the apartment, newest first, with tenant names; a tenant only their own', async () => {
    const first = await submit(t, s.TA1, 'First');
    const second = await submit(t, s.TA2, 'Second');
    const foreign = await submit(t, s.TB1, 'Elsewhere');

    const landlordList = await list(t, s.LA);
    const ids = landlordList.map((c) => c._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids).not.toContain(foreign._id);
    expect(landlordList.find((c) => c._id === second._id)?.tenant).toEqual({
      _id: s.TA2.user.id,
      name: s.TA2.user.name,
    });
    expect(landlordList.every((c) => c.tenant._id === s.TA1.user.id || c.tenant._id === s.TA2.user.id)).toBe(true);

    const mine = await list(t, s.TA1, '/api/complaints/me');
    expect(mine.map((c) => c._id)).toContain(first._id);
    expect(mine.every((c) => c.tenant._id === s.TA1.user.id)).toBe(true);

    // A tenant on the landlord's list still only gets their own.
    const tenantOnAll = await list(t, s.TA1);
    expect(tenantOnAll.every((c) => c.tenant._id === s.TA1.user.id)).toBe(true);

    expect((await list(t, s.LB)).map((c) => c._id)).toEqual([foreign._id]);
  });

  it("?tenant= gives a landlord one tenant's history; never another apartment's, never to a tenant", async () => {
    const mineA = await submit(t, s.TA1, 'TA1 history');
    await submit(t, s.TA2, 'TA2 history');
    const history = await list(t, s.LA, `/api/complaints?tenant=${s.TA1.user.id}`);
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((c) => c.tenant._id === s.TA1.user.id)).toBe(true);
    expect(history.map((c) => c._id)).toContain(mineA._id);
    // a tenant of another apartment: nothing, not their complaints
    expect(await list(t, s.LA, `/api/complaints?tenant=${s.TB1.user.id}`)).toEqual([]);
    // a tenant asking for a neighbour's history still gets only their own
    const asTenant = await list(t, s.TA2, `/api/complaints?tenant=${s.TA1.user.id}`);
    expect(asTenant.length).toBeGreaterThan(0);
    expect(asTenant.every((c) => c.tenant._id === s.TA2.user.id)).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/complaints?tenant=nope', headers: s.LA.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tenant/i);
  });

  it('a landlord has no /complaints/me (403); anonymous is 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/complaints/me', headers: s.LA.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/complaints/me' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/complaints' })).statusCode).toBe(401);
  });
});
