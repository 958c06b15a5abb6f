import type { Rule } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

const post = (who: Session, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/rules', headers: who.auth, payload: payload as object });
const put = (who: Session, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/rules/${id}`, headers: who.auth, payload: payload as object });
const del = (who: Session, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/rules/${id}`, headers: who.auth });

async function list(who: Session) {
  const res = await t.app.inject({ method: 'GET', url: '/api/rules', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { rules: Rule[] }).rules;
}

async function addRule(who: Session, rule: Record<string, unknown> = {}) {
  const res = await post(who, {
    rules: [{ title: 'Quiet hours', description: 'No loud music after 10 pm.', ...rule }],
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { rules: Rule[] }).rules[0];
}

async function allRows() {
  return t.database.db.selectFrom('rules').selectAll().orderBy('id').execute();
}

describe('POST /api/rules', () => {
  it('adds several rules at once, trimmed, category general by default, in the given order', async () => {
    const res = await post(s.LA, {
      rules: [
        { title: ' Rent day ', description: ' Pay by the 5th. ', category: 'payment' },
        { title: 'Be kind', description: 'Greet your neighbours.' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; rules: Rule[] };
    expect(body.message).toBeTruthy();
    expect(body.rules.map(({ title, description, category }) => ({ title, description, category }))).toEqual([
      { title: 'Rent day', description: 'Pay by the 5th.', category: 'payment' },
      { title: 'Be kind', description: 'Greet your neighbours.', category: 'general' },
    ]);
    const listed = await list(s.LA);
    expect(listed.slice(0, 2).map((r) => r.title)).toEqual(['Rent day', 'Be kind']);
    for (const r of body.rules) expect(Number.isNaN(Date.parse(r.createdAt))).toBe(false);
  });

  it.each([
    [
      'an unknown category',
      { rules: [{ title: 'a', description: 'b', category: 'parking' }] },
      /Category must be one of/,
    ],
    ['an empty title', { rules: [{ title: '  ', description: 'b' }] }, /^Title is required\.$/],
    ['a missing description', { rules: [{ title: 'a' }] }, /^Description is required\.$/],
    ['a numeric title', { rules: [{ title: 7, description: 'b' }] }, /^Title must be text\.$/],
    ['a 5,001-character description', { rules: [{ title: 'a', description: 'd'.repeat(5001) }] }, /5,000 characters/],
    ['an empty list', { rules: [] }, /at least one rule/],
    ['51 rules', { rules: Array.from({ length: 51 }, () => ({ title: 'a', description: 'b' })) }, /At most 50/],
    ['a bare rule instead of a list', { title: 'a', description: 'b' }, /./],
    [
      'one bad rule among good ones',
      {
        rules: [
          { title: 'ok', description: 'ok' },
          { title: '', description: 'x' },
        ],
      },
      /Title is required/,
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, message) => {
    const before = await allRows();
    const res = await post(s.LA, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await allRows()).toEqual(before);
  });

  it('accepts 50 rules at once', async () => {
    const res = await post(s.LB, {
      rules: Array.from({ length: 50 }, (_, i) => ({ title: `Rule ${i}`, description: 'd', category: 'noise' })),
    });
    expect(res.statusCode).toBe(201);
    expect((await list(s.LB)).length).toBeGreaterThanOrEqual(50);
  });

  it('tenants get 403 whatever the body; anonymous 401; nothing is stored', async () => {
    const before = await allRows();
    expect((await post(s.TA1, { rules: [{ title: 'a', description: 'b' }] })).statusCode).toBe(403);
    expect((await post(s.TA1, { rules: [] })).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/rules',
      payload: { rules: [{ title: 'a', description: 'b' }] },
    });
    expect(anon.statusCode).toBe(401);
    expect(await allRows()).toEqual(before);
  });
});

describe('GET /api/rules', () => {
  it("every signed-in user of the apartment sees its rules, never another apartment's", async () => {
    const a = await addRule(s.LA, { title: 'A only' });
    const b = await addRule(s.LB, { title: 'B only' });
    for (const who of [s.LA, s.TA1, s.TA2]) {
      const ids = (await list(who)).map((r) => r._id);
      expect(ids).toContain(a._id);
      expect(ids).not.toContain(b._id);
    }
    const forB = (await list(s.TB1)).map((r) => r._id);
    expect(forB).toContain(b._id);
    expect(forB).not.toContain(a._id);
    expect((await t.app.inject({ method: 'GET', url: '/api/rules' })).statusCode).toBe(401);
  });

  it('lists the newest first', async () => {
    const older = await addRule(s.LA, { title: 'Older' });
    // Two rules made in one millisecond tie on created_at: the next one waits for the clock to move.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(older.createdAt)), { interval: 1 });
    const newer = await addRule(s.LA, { title: 'Newer' });
    const ids = (await list(s.LA)).map((r) => r._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
  });
});

describe('PUT /api/rules/:id', () => {
  it('edits title, description and category; a missing category keeps the old one', async () => {
    const r = await addRule(s.LA, { category: 'pets' });
    const res = await put(s.LA, r._id, { title: 'No cats', description: 'Dogs only.', category: 'guests' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      rule: { _id: r._id, title: 'No cats', description: 'Dogs only.', category: 'guests', createdAt: r.createdAt },
    });
    const kept = await put(s.LA, r._id, { title: 'No cats!', description: 'Dogs only.' });
    expect(kept.json().rule.category).toBe('guests');
  });

  it('refuses bad input with 400 and leaves the rule as it was', async () => {
    const r = await addRule(s.LA);
    const before = await allRows();
    for (const payload of [
      { title: '', description: 'x' },
      { title: 'x', description: 'x', category: 'Loud' },
      { title: 'x'.repeat(201), description: 'x' },
      { description: 'x' },
    ]) {
      expect((await put(s.LA, r._id, payload)).statusCode).toBe(400);
    }
    expect(await allRows()).toEqual(before);
  });

  it('tenants get 403; the other landlord and unknown ids get 404; the rule is unchanged', async () => {
    const r = await addRule(s.LA);
    const before = await allRows();
    const body = { title: 'Hacked', description: 'Hacked', category: 'general' };
    expect((await put(s.TA1, r._id, body)).statusCode).toBe(403);
    expect((await put(s.LB, r._id, body)).statusCode).toBe(404);
    expect((await put(s.LA, '0190a000-0000-7000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await put(s.LA, 'nope', body)).statusCode).toBe(400);
    expect(await allRows()).toEqual(before);
  });
});

describe('DELETE /api/rules/:id', () => {
  it('deletes a rule of the apartment', async () => {
    const r = await addRule(s.LA, { title: 'Temporary' });
    const res = await del(s.LA, r._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    expect((await list(s.TA1)).map((x) => x._id)).not.toContain(r._id);
    expect((await del(s.LA, r._id)).statusCode).toBe(404);
  });

  it('tenants get 403 and the other landlord 404; nothing is deleted', async () => {
    const r = await addRule(s.LA);
    const before = await allRows();
    expect((await del(s.TA1, r._id)).statusCode).toBe(403);
    expect((await del(s.LB, r._id)).statusCode).toBe(404);
    expect((await del(s.TB1, r._id)).statusCode).toBe(403);
    expect(await allRows()).toEqual(before);
  });
});

describe('the size of a rules request is bounded before it is parsed', () => {
  const rule = (description: string) => ({ title: 'Quiet hours', description, category: 'noise' });

  it('takes the largest valid request, and refuses a larger body with 413 and more rules with 400', async () => {
    const { LA } = await seedTwoApartments(t.app);
    const largest = await post(LA, { rules: Array.from({ length: 50 }, () => rule('é'.repeat(5000))) });
    expect(largest.statusCode).toBe(201);

    const huge = await post(LA, { rules: Array.from({ length: 50 }, () => rule('🙂'.repeat(5000))) });
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().message).toBe('string');

    const many = await post(LA, { rules: Array.from({ length: 20_000 }, () => ({})) });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ message: 'At most 50 rules at once.', errors: [{ field: 'rules' }] });

    const one = await addRule(LA);
    expect((await put(LA, one._id, rule('x'.repeat(20_000)))).statusCode).toBe(413);
    expect(await list(LA)).toHaveLength(51);
  });
});
