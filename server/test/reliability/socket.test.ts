/**
 * docs/reliability.md §17-20, what server/src/features/chat/chat.socket.test.ts does not already cover:
 * handshakes with an expired token, an `alg: none` token, a wrong algorithm and a deleted user's
 * token; raw malformed Engine.IO/Socket.IO frames; text the database cannot store sent over a socket.
 * The process keeps serving after all of it. Sockets name their building (docs/portfolio.md), a
 * caretaker's too, and removing a caretaker cuts theirs for that building only (docs/team.md): §79.
 */
import { once } from 'node:events';
import type { ChatMessage } from '@safestay/contracts';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { registerLandlord, registerTenant, TEST_SECRET, type TestApp } from '../helpers';
import { drained, socketOutcome as outcome, socketClients, socketConnected } from '../sockets';
import { figure } from './support';
import { acting, call, listeningWorld, ok, type World } from './world';

let t: TestApp;
let w: World;
let port: number;
const clients = socketClients(() => `http://127.0.0.1:${port}`);
const client = (token: string) => clients.open(token);

beforeAll(async () => {
  ({ t, w, port } = await listeningWorld());
}, 120_000);
afterEach(() => clients.closeAll());
afterAll(async () => {
  await t?.close();
});

const key = new TextEncoder().encode(TEST_SECRET);
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('Socket.IO handshake (docs/reliability.md §17, §5, §13)', () => {
  it('refuses expired, alg:none, wrong-algorithm and deleted-user tokens; accepts a good one', async () => {
    const sub = w.TA1.user.id;
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub, ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(key);
    const gone = await registerTenant(t.app, w.LA.user.apartmentId as string);
    await t.database.db.deleteFrom('users').where('id', '=', gone.user.id).execute();

    const cases = { expired, none, hs512, deleted: gone.token };
    for (const [name, token] of Object.entries(cases)) {
      expect(await outcome(client(token)), name).toMatch(/^refused/);
    }
    // The same path with a genuine token connects, so the refusals above are about the tokens.
    expect(await outcome(client(w.TA1.token))).toBe('connected');
    // And over HTTP the same tokens get 401.
    for (const [name, token] of Object.entries(cases)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/bills/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, name).toBe(401);
    }
    figure('socket handshakes refused (expired, none, HS512, deleted user)', Object.keys(cases).length);
  });
});

/** A raw WebSocket speaking Engine.IO v4 to the server, so we can send frames no client library would. */
async function rawSocket(token: string): Promise<{ ws: WebSocket; received: string[] }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, {
    headers: { origin: `http://127.0.0.1:${port}` },
  });
  const received: string[] = [];
  ws.on('message', (data) => received.push(String(data)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(`40${JSON.stringify({ token })}`);
  await vi.waitFor(
    () => {
      if (!received.some((m) => m.startsWith('40'))) throw new Error(`no namespace connect: ${received.join(' | ')}`);
    },
    { timeout: 3000, interval: 5 },
  );
  return { ws, received };
}

describe('malformed frames (docs/reliability.md §20)', () => {
  it('do not crash the process or stop it serving', async () => {
    const frames: (string | Buffer)[] = [
      '42[',
      '42["sendMessage",{"content":',
      '42{"not":"an array"}',
      '42[123,456]',
      '42["sendMessage"]',
      '42["sendMessage",null]',
      '42["sendMessage",{"content":{"$gt":""},"receiverId":["x"]}]',
      `42["sendMessage",{"content":"x","receiverId":"${w.LA.user.id}","messageId":{"a":1}}]`,
      '42["joinRoom",{"__proto__":{"admin":true}}]',
      '42["__proto__",{}]',
      '42["constructor",{}]',
      '43["sendMessage"]',
      '45-["x",{"_placeholder":true,"num":99}]',
      '451-["sendMessage",{"_placeholder":true,"num":0}]',
      '4',
      '9',
      '',
      '0',
      '1',
      '2probe',
      '6',
      Buffer.from([0xff, 0x00, 0x13, 0x37]),
      `42["sendMessage",{"content":"${'é'.repeat(20000)}","receiverId":"${w.LA.user.id}"}]`,
    ];
    let sent = 0;
    for (const frame of frames) {
      const { ws } = await rawSocket(w.TA2.token);
      ws.send(frame);
      sent += 1;
      // A closing handshake behind it: the server reads the frame before it answers the close (or
      // has closed already, refusing the frame).
      const closed = once(ws, 'close');
      ws.close();
      await closed;
    }
    // The process still answers HTTP and a normal client can chat.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const c = client(w.TA1.token);
    expect(await outcome(c)).toBe('connected');
    const ack = await c.emitWithAck('sendMessage', { content: 'still serving', receiverId: w.LA.user.id });
    expect(ack.ok).toBe(true);
    figure('malformed socket frames survived', sent);
  });

  it('answers text the database cannot store (NUL) with a refusal, not a crash', async () => {
    const c = client(w.TA1.token);
    expect(await outcome(c)).toBe('connected');
    const ack = await c.emitWithAck('sendMessage', { content: 'a\u0000b', receiverId: w.LA.user.id });
    // Either refused, or stored without harm (SQLite); never an unhandled error.
    if (ack.ok) {
      expect(ack.chat?.message).toBeTypeOf('string');
    } else {
      expect(ack.error).toBeTypeOf('string');
    }
    const after = await c.emitWithAck('sendMessage', { content: 'after NUL', receiverId: w.LA.user.id });
    expect(after.ok).toBe(true);
  });
});

describe('a socket and its building (docs/reliability.md §79)', () => {
  const A = () => w.LA.user.apartmentId as string;
  const A2 = () => w.LA2.user.apartmentId as string;
  const B = () => w.LB.user.apartmentId as string;
  const NOT_A_MEMBER = 'refused: Not a member of this building';
  const naming = (token: string, apartmentId?: string) =>
    clients.open(token, apartmentId === undefined ? {} : { auth: { token, apartmentId } });

  it('is refused for a building the person does not belong to, whether it exists or not', async () => {
    const cases: [string, string, string | undefined, string][] = [
      ['LA on A2', w.LA.token, A2(), 'connected'],
      ['LA on A', w.LA.token, A(), 'connected'],
      ['T2 on A2', w.T2.token, A2(), 'connected'],
      ['LA on B', w.LA.token, B(), NOT_A_MEMBER],
      ['LB on A2', w.LB.token, A2(), NOT_A_MEMBER],
      ['TA1 on A2', w.TA1.token, A2(), NOT_A_MEMBER],
      ['T2 on A', w.T2.token, A(), NOT_A_MEMBER],
      ['TA1 on no such building', w.TA1.token, '0190f0f0-0000-7000-8000-000000000000', NOT_A_MEMBER],
      ['TA1 on a malformed id', w.TA1.token, 'not-a-building', 'refused: Authentication failed'],
    ];
    for (const [name, token, apartmentId, expected] of cases) {
      expect(await outcome(naming(token, apartmentId)), name).toBe(expected);
    }
  });

  it("opens a caretaker's socket for their building, live with its tenants; a removed caretaker's is refused", async () => {
    expect(await outcome(naming(w.CX.token)), 'CX').toBe(NOT_A_MEMBER);
    expect(await outcome(naming(w.CX.token, A())), 'CX on A').toBe(NOT_A_MEMBER);
    expect(await outcome(naming(w.CA.token, B())), 'CA on B').toBe(NOT_A_MEMBER);
    const caretaker = naming(w.CA.token, A());
    expect(await outcome(caretaker), 'CA on A').toBe('connected');
    const tenant = naming(w.TA1.token);
    await socketConnected(tenant);

    // A message each way arrives live, as between a tenant and the landlord.
    const toTenant = new Promise<ChatMessage>((resolve) => tenant.once('newMessage', resolve));
    const ack = await caretaker
      .timeout(10_000)
      .emitWithAck('sendMessage', { receiverId: w.TA1.user.id, content: 'Fundi anakuja saa nne' });
    expect(ack.ok, ack.error).toBe(true);
    expect((await toTenant).senderId).toMatchObject({ _id: w.CA.user.id, role: 'Caretaker' });
    const toCaretaker = new Promise<ChatMessage>((resolve) => caretaker.once('newMessage', resolve));
    await ok(t.app, w.TA1, 'POST', '/api/chats', { receiverId: w.CA.user.id, message: 'Asante sana' });
    expect((await toCaretaker).message).toBe('Asante sana');

    // Money of the building moves: the caretaker's screens hear it as the owner's do.
    const ledger = new Promise((resolve) => caretaker.once('ledgerChanged', resolve));
    const tenancies = (await ok(t.app, w.LA, 'GET', '/api/tenancies?status=active')) as unknown as {
      _id: string;
      tenant: { _id: string };
    }[];
    const tenancyId = tenancies.find((x) => x.tenant._id === w.TA2.user.id)?._id;
    await ok(t.app, w.LA, 'POST', '/api/payments', { tenancyId, amount: 10, method: 'cash' });
    expect(await ledger).toMatchObject({ tenancyId });
  });

  it("cuts a removed caretaker's sockets for that building only; their own building stays live", async () => {
    // An owner elsewhere who looks after A.
    const P = await registerLandlord(t.app);
    const invite = (await ok(t.app, w.LA, 'POST', '/api/staff/invites', {})).invite as { code: string };
    const joined = await ok(t.app, P, 'POST', `/api/staff/invites/${invite.code}/accept`);
    expect(joined.apartmentId).toBe(A());
    const there = naming(P.token, A());
    expect(await outcome(there), 'P on A, as caretaker').toBe('connected');
    const home = naming(P.token);
    expect(await outcome(home)).toBe('connected');
    const cut = new Promise<string>((resolve) => there.once('disconnect', (reason) => resolve(reason)));
    const removed = await call(t.app, w.LA, 'DELETE', `/api/staff/${P.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await cut).toBe('io server disconnect');
    // The socket for their own building was not cut: it still answers.
    await drained(home);
    expect(home.connected).toBe(true);
    expect(await outcome(naming(P.token, A())), 'P on A, removed').toBe(NOT_A_MEMBER);
    const next = await call(t.app, acting(P, A()), 'GET', '/api/chats/partners');
    expect(next.statusCode).toBe(403);
  });
});
