import { maskIdNumber } from '@safestay/contracts';
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

function send(from: Session, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/chats', headers: from.auth, payload: body });
}
function get(as: Session | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: as?.auth ?? {} });
}
async function messageCount() {
  const row = await t.database.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/chats', () => {
  it('stores a trimmed message from tenant to landlord and returns it with sender and receiver objects', async () => {
    const res = await send(s.TA1, { receiverId: s.LA.user.id, message: '  Hello landlord  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Message sent');
    expect(body.chat.message).toBe('Hello landlord');
    expect(body.chat.senderId).toEqual({ _id: s.TA1.user.id, name: s.TA1.user.name, role: 'Tenant' });
    expect(body.chat.receiverId).toEqual({ _id: s.LA.user.id, name: s.LA.user.name, role: 'Landlord' });
    expect(body.chat.senderName).toBe(s.TA1.user.name);
    expect(Number.isNaN(Date.parse(body.chat.createdAt))).toBe(false);
  });

  it('ignores a spoofed senderId in the body: identity comes from the token', async () => {
    const res = await send(s.TA1, { receiverId: s.LA.user.id, message: 'spoof', senderId: s.TA2.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().chat.senderId._id).toBe(s.TA1.user.id);
  });

  it('refuses empty, whitespace-only and over-long text with 400', async () => {
    for (const message of ['', '   ', 'x'.repeat(4001), 42]) {
      const res = await send(s.TA1, { receiverId: s.LA.user.id, message });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await send(s.TA1, { receiverId: s.LA.user.id, message: 'y'.repeat(4000) })).statusCode).toBe(201);
  });

  it('refuses a bad receiver id with 400', async () => {
    expect((await send(s.TA1, { receiverId: 'nope', message: 'hi' })).statusCode).toBe(400);
  });

  it('only allows landlord <-> tenant of the same apartment (403 otherwise)', async () => {
    const before = await messageCount();
    const cases: [Session, Session][] = [
      [s.TA1, s.TA2], // tenant to tenant, same apartment
      [s.TA1, s.LB], // tenant to a foreign landlord
      [s.LA, s.TB1], // landlord to a foreign tenant
      [s.LB, s.TA1],
      [s.LA, s.LA], // to self
    ];
    for (const [from, to] of cases) {
      const res = await send(from, { receiverId: to.user.id, message: 'cross' });
      expect(res.statusCode, `${from.user.name} -> ${to.user.name}`).toBe(403);
    }
    // An id that belongs to nobody is refused the same way.
    const res = await send(s.TA1, { receiverId: '0190f0f0-0000-7000-8000-000000000000', message: 'ghost' });
    expect(res.statusCode).toBe(403);
    expect(await messageCount()).toBe(before);
  });

  it('is idempotent with clientMessageId: 5 sends store one row; a different body is a 409', async () => {
    const before = await messageCount();
    const body = { receiverId: s.TA2.user.id, message: 'Rent reminder', clientMessageId: 'c-123' };
    const first = await send(s.LA, body);
    expect(first.statusCode).toBe(201);
    const results = await Promise.all([1, 2, 3, 4].map(() => send(s.LA, body)));
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Message already exists');
      expect(res.json().chat._id).toBe(first.json().chat._id);
    }
    expect(await messageCount()).toBe(before + 1);
    const clash = await send(s.LA, { ...body, message: 'Something else' });
    expect(clash.statusCode).toBe(409);
    expect(await messageCount()).toBe(before + 1);
    // The key is per sender: another sender may use the same one.
    const other = await send(s.TA2, { receiverId: s.LA.user.id, message: 'ok', clientMessageId: 'c-123' });
    expect(other.statusCode).toBe(201);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      payload: { receiverId: s.LA.user.id, message: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/chats/conversation/:userId/:partnerId', () => {
  it('returns the two people’s messages oldest first', async () => {
    await send(s.LA, { receiverId: s.TA1.user.id, message: 'first from LA' });
    await send(s.TA1, { receiverId: s.LA.user.id, message: 'reply from TA1' });
    const res = await get(s.LA, `/api/chats/conversation/${s.LA.user.id}/${s.TA1.user.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { message: string; createdAt: string; senderId: { _id: string } }[];
    const texts = list.map((m) => m.message);
    expect(texts.indexOf('first from LA')).toBeLessThan(texts.indexOf('reply from TA1'));
    const times = list.map((m) => m.createdAt);
    expect([...times].sort()).toEqual(times);
    for (const m of list) expect([s.LA.user.id, s.TA1.user.id]).toContain(m.senderId._id);
  });

  it('TA1 cannot read LA <-> TA2 history', async () => {
    await send(s.LA, { receiverId: s.TA2.user.id, message: 'private to TA2' });
    // With someone else's id as userId: 403.
    expect((await get(s.TA1, `/api/chats/conversation/${s.LA.user.id}/${s.TA2.user.id}`)).statusCode).toBe(403);
    expect((await get(s.TA1, `/api/chats/conversation/${s.TA2.user.id}/${s.LA.user.id}`)).statusCode).toBe(403);
    // With their own id but TA2 as partner: not a partner -> 404.
    expect((await get(s.TA1, `/api/chats/conversation/${s.TA1.user.id}/${s.TA2.user.id}`)).statusCode).toBe(404);
    // A foreign landlord cannot read it either.
    expect((await get(s.LB, `/api/chats/conversation/${s.LB.user.id}/${s.TA2.user.id}`)).statusCode).toBe(404);
    // TA1's own conversation with LA never contains the TA2 message.
    const own = await get(s.TA1, `/api/chats/conversation/${s.TA1.user.id}/${s.LA.user.id}`);
    expect(own.json().map((m: { message: string }) => m.message)).not.toContain('private to TA2');
    expect((await get(null, `/api/chats/conversation/${s.TA1.user.id}/${s.LA.user.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/chats/conversations and /partners', () => {
  it('lists a landlord’s conversations newest first with count and last message', async () => {
    await send(s.TA2, { receiverId: s.LA.user.id, message: 'newest from TA2' });
    const res = await get(s.LA, '/api/chats/conversations');
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      partnerId: string;
      partnerName: string;
      partnerRole: string;
      partnerNationalID: string;
      messageCount: number;
      lastMessage: { message: string };
    }[];
    expect(list.map((c) => c.partnerId)).toEqual([s.TA2.user.id, s.TA1.user.id]);
    expect(list[0]).toMatchObject({
      partnerName: s.TA2.user.name,
      partnerRole: 'Tenant',
      partnerNationalID: maskIdNumber(s.TA2.user.nationalID),
      lastMessage: { message: 'newest from TA2' },
    });
    const history = await get(s.LA, `/api/chats/conversation/${s.LA.user.id}/${s.TA1.user.id}`);
    expect(list[1].messageCount).toBe(history.json().length);
  });

  it('a tenant sees only their conversation with their landlord', async () => {
    const list = (await get(s.TA1, '/api/chats/conversations')).json() as { partnerId: string }[];
    expect(list.map((c) => c.partnerId)).toEqual([s.LA.user.id]);
    expect((await get(s.TB1, '/api/chats/conversations')).json()).toEqual([]);
  });

  it("partners: a tenant gets their landlord's name and role, never the national ID; a landlord their tenants", async () => {
    const forTenant = (await get(s.TA1, '/api/chats/partners')).json();
    expect(forTenant).toEqual([{ _id: s.LA.user.id, name: s.LA.user.name, role: 'Landlord', nationalID: '' }]);
    for (const url of ['/api/chats/conversations', '/api/chats/debug/users']) {
      expect((await get(s.TA1, url)).body, url).not.toContain(s.LA.user.nationalID);
    }
    const forLandlord = (await get(s.LA, '/api/chats/partners')).json() as { _id: string; role: string }[];
    expect(forLandlord.map((p) => p._id).sort()).toEqual([s.TA1.user.id, s.TA2.user.id].sort());
    expect(forLandlord.every((p) => p.role === 'Tenant')).toBe(true);
  });

  it('debug users stay inside the caller’s apartment and hide other tenants from a tenant', async () => {
    const la = (await get(s.LA, '/api/chats/debug/users')).json() as { users: { _id: string }[] };
    const ids = la.users.map((u) => u._id);
    expect(ids.sort()).toEqual([s.LA.user.id, s.TA1.user.id, s.TA2.user.id].sort());
    const ta1 = (await get(s.TA1, '/api/chats/debug/users')).json() as { users: { _id: string }[] };
    expect(ta1.users.map((u) => u._id).sort()).toEqual([s.LA.user.id, s.TA1.user.id].sort());
    expect((await get(null, '/api/chats/debug/users')).statusCode).toBe(401);
  });
});
