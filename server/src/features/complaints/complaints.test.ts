import type { Complaint } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t.close();
});

async function submit(who: Session, title = 'Leaking tap', description = 'The kitchen tap drips all night.') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/complaints',
    headers: who.auth,
    payload: { title, description },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { complaint: Complaint }).complaint;
}

async function list(who: Session, url = '/api/complaints') {
  const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Complaint[];
}

async function countRows() {
  const complaints = await t.database.db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const notes = await t.database.db
    .selectFrom('complaint_notes')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return { complaints: Number(complaints.n), notes: Number(notes.n) };
}

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
    const before = await countRows();
    const res = await t.app.inject({ method: 'POST', url: '/api/complaints', headers: s.TA1.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('accepts exactly 5,000 characters', async () => {
    const c = await submit(s.TA2, 'Long one', 'b'.repeat(5000));
    expect(c.description).toHaveLength(5000);
  });

  it('refuses a landlord (403) and an anonymous caller (401)', async () => {
    const before = await countRows();
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
    expect(await countRows()).toEqual(before);
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
    const first = await submit(s.TA1, 'First');
    const second = await submit(s.TA2, 'Second');
    const foreign = await submit(s.TB1, 'Elsewhere');

    const landlordList = await list(s.LA);
    const ids = landlordList.map((c) => c._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids).not.toContain(foreign._id);
    expect(landlordList.find((c) => c._id === second._id)?.tenant).toEqual({
      _id: s.TA2.user.id,
      name: s.TA2.user.name,
    });
    expect(landlordList.every((c) => c.tenant._id === s.TA1.user.id || c.tenant._id === s.TA2.user.id)).toBe(true);

    const mine = await list(s.TA1, '/api/complaints/me');
    expect(mine.map((c) => c._id)).toContain(first._id);
    expect(mine.every((c) => c.tenant._id === s.TA1.user.id)).toBe(true);

    // A tenant on the landlord's list still only gets their own.
    const tenantOnAll = await list(s.TA1);
    expect(tenantOnAll.every((c) => c.tenant._id === s.TA1.user.id)).toBe(true);

    expect((await list(s.LB)).map((c) => c._id)).toEqual([foreign._id]);
  });

  it("?tenant= gives a landlord one tenant's history; never another apartment's, never to a tenant", async () => {
    const mineA = await submit(s.TA1, 'TA1 history');
    await submit(s.TA2, 'TA2 history');
    const history = await list(s.LA, `/api/complaints?tenant=${s.TA1.user.id}`);
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((c) => c.tenant._id === s.TA1.user.id)).toBe(true);
    expect(history.map((c) => c._id)).toContain(mineA._id);
    // a tenant of another apartment: nothing, not their complaints
    expect(await list(s.LA, `/api/complaints?tenant=${s.TB1.user.id}`)).toEqual([]);
    // a tenant asking for a neighbour's history still gets only their own
    const asTenant = await list(s.TA2, `/api/complaints?tenant=${s.TA1.user.id}`);
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

describe('status transitions', () => {
  const put = (who: Session, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/complaints/${id}`, headers: who.auth, payload: payload as object });

  it('moves Pending -> In Progress -> Resolved, setting resolvedAt only on Resolved', async () => {
    const c = await submit(s.TA1, 'Door lock');
    const started = await put(s.LA, c._id, { status: 'In Progress' });
    expect(started.statusCode).toBe(200);
    expect(started.json().complaint).toMatchObject({ status: 'In Progress', resolvedAt: null });
    expect(started.json().message).toBeTruthy();

    const resolved = await put(s.LA, c._id, { status: 'Resolved' });
    expect(resolved.statusCode).toBe(200);
    const body = resolved.json().complaint as Complaint;
    expect(body.status).toBe('Resolved');
    expect(Number.isNaN(Date.parse(body.resolvedAt ?? ''))).toBe(false);

    // The tenant sees it too.
    const mine = await list(s.TA1, '/api/complaints/me');
    expect(mine.find((x) => x._id === c._id)?.status).toBe('Resolved');
  });

  it.each([
    ['Pending', 'Resolved', []],
    ['Pending', 'Pending', []],
    ['In Progress', 'Pending', ['In Progress']],
    ['In Progress', 'In Progress', ['In Progress']],
    ['Resolved', 'In Progress', ['In Progress', 'Resolved']],
    ['Resolved', 'Pending', ['In Progress', 'Resolved']],
    ['Resolved', 'Resolved', ['In Progress', 'Resolved']],
  ] as const)('refuses %s -> %s with 409 and a message, changing nothing', async (from, to, path) => {
    const c = await submit(s.TA1, `From ${from}`);
    for (const step of path) expect((await put(s.LA, c._id, { status: step })).statusCode).toBe(200);
    const before = await t.database.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', c._id)
      .executeTakeFirstOrThrow();
    const res = await put(s.LA, c._id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/complaint/i);
    const after = await t.database.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', c._id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    expect(after.status).toBe(from);
  });

  it.each([[{ status: 'Done' }], [{ status: 5 }], [{}], [{ status: 'in progress' }]])(
    'refuses the body %j with 400',
    async (payload) => {
      const c = await submit(s.TA1);
      const res = await put(s.LA, c._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Status must be Pending, In Progress or Resolved.');
    },
  );

  it('a tenant cannot change status (403), even their own complaint; the row is unchanged', async () => {
    const c = await submit(s.TA1);
    for (const who of [s.TA1, s.TA2]) {
      const res = await put(who, c._id, { status: 'In Progress' });
      expect(res.statusCode).toBe(403);
    }
    const row = await t.database.db
      .selectFrom('complaints')
      .select('status')
      .where('id', '=', c._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
  });

  it("another apartment's landlord gets 404, an unknown id 404, a malformed id 400", async () => {
    const c = await submit(s.TA1);
    expect((await put(s.LB, c._id, { status: 'In Progress' })).statusCode).toBe(404);
    expect((await put(s.LA, '0190a000-0000-7000-8000-000000000000', { status: 'In Progress' })).statusCode).toBe(404);
    expect((await put(s.LA, 'not-an-id', { status: 'In Progress' })).statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('complaints')
      .select('status')
      .where('id', '=', c._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
  });

  it('two concurrent Start Progress clicks: exactly one succeeds', async () => {
    const c = await submit(s.TA1);
    const results = await Promise.all([
      put(s.LA, c._id, { status: 'In Progress' }),
      put(s.LA, c._id, { status: 'In Progress' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/complaints/:id/note', () => {
  const note = (who: Session, id: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/complaints/${id}/note`, headers: who.auth, payload: payload as object });

  it('adds notes with dates, oldest first, visible to the tenant', async () => {
    const c = await submit(s.TA2, 'Noise');
    const a = await note(s.LA, c._id, { note: '  Spoke to the neighbour.  ' });
    expect(a.statusCode).toBe(200);
    expect(a.json().message).toBeTruthy();
    const b = await note(s.LA, c._id, { note: 'Fixed.' });
    const notes = (b.json().complaint as Complaint).landlordNotes;
    expect(notes.map((n) => n.note)).toEqual(['Spoke to the neighbour.', 'Fixed.']);
    for (const n of notes) expect(Number.isNaN(Date.parse(n.date))).toBe(false);

    const mine = await list(s.TA2, '/api/complaints/me');
    expect(mine.find((x) => x._id === c._id)?.landlordNotes.map((n) => n.note)).toEqual([
      'Spoke to the neighbour.',
      'Fixed.',
    ]);
    // Notes stay with their complaint in a list of many.
    expect(
      mine.filter((x) => x._id !== c._id).every((x) => x.landlordNotes.every((n) => !n.note.includes('neighbour'))),
    ).toBe(true);
  });

  it.each([
    [{}, 'Note is required.'],
    [{ note: '   ' }, 'Note is required.'],
    [{ note: 12 }, 'Note must be text.'],
    [{ note: 'n'.repeat(5001) }, 'Note must be at most 5,000 characters.'],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const c = await submit(s.TA1);
    const before = await countRows();
    const res = await note(s.LA, c._id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('tenants get 403, the other landlord 404; nothing is stored', async () => {
    const c = await submit(s.TA1);
    const before = await countRows();
    expect((await note(s.TA1, c._id, { note: 'me too' })).statusCode).toBe(403);
    expect((await note(s.TB1, c._id, { note: 'me too' })).statusCode).toBe(403);
    expect((await note(s.LB, c._id, { note: 'hello' })).statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });
});
