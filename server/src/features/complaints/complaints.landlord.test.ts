import type { Complaint } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, list, submit } from '../../../test/complaints';
import { buildTestApp, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';

// The landlord's side of a complaint: moving its status on and adding notes.

let t: TestApp;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;

beforeAll(async () => {
  t = await buildTestApp();
  s = await seedTwoApartments(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('status transitions', () => {
  const put = (who: Session, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/complaints/${id}`, headers: who.auth, payload: payload as object });

  it('moves Pending -> In Progress -> Resolved, setting resolvedAt only on Resolved', async () => {
    const c = await submit(t, s.TA1, 'Door lock');
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
    const mine = await list(t, s.TA1, '/api/complaints/me');
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
    const c = await submit(t, s.TA1, `From ${from}`);
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
      const c = await submit(t, s.TA1);
      const res = await put(s.LA, c._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Status must be Pending, In Progress or Resolved.');
    },
  );

  it('a tenant cannot change status (403), even their own complaint; the row is unchanged', async () => {
    const c = await submit(t, s.TA1);
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
    const c = await submit(t, s.TA1);
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
    const c = await submit(t, s.TA1);
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
    const c = await submit(t, s.TA2, 'Noise');
    const a = await note(s.LA, c._id, { note: '  Spoke to the neighbour.  ' });
    expect(a.statusCode).toBe(200);
    expect(a.json().message).toBeTruthy();
    const b = await note(s.LA, c._id, { note: 'Fixed.' });
    const notes = (b.json().complaint as Complaint).landlordNotes;
    expect(notes.map((n) => n.note)).toEqual(['Spoke to the neighbour.', 'Fixed.']);
    for (const n of notes) expect(Number.isNaN(Date.parse(n.date))).toBe(false);

    const mine = await list(t, s.TA2, '/api/complaints/me');
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
    const c = await submit(t, s.TA1);
    const before = await countRows(t);
    const res = await note(s.LA, c._id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows(t)).toEqual(before);
  });

  it('tenants get 403, the other landlord 404; nothing is stored', async () => {
    const c = await submit(t, s.TA1);
    const before = await countRows(t);
    expect((await note(s.TA1, c._id, { note: 'me too' })).statusCode).toBe(403);
    expect((await note(s.TB1, c._id, { note: 'me too' })).statusCode).toBe(403);
    expect((await note(s.LB, c._id, { note: 'hello' })).statusCode).toBe(404);
    expect(await countRows(t)).toEqual(before);
  });
});
