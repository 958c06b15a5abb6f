import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, loginAs, type Session, seedTwoApartments, type TestApp } from '../../../test/helpers';
import {
  type SocketClient as Client,
  socketConnected as connected,
  drained,
  socketClients,
} from '../../../test/sockets';

let t: TestApp;
let url: string;
let s: Awaited<ReturnType<typeof seedTwoApartments>>;
const sockets = socketClients(() => url);
const client = sockets.open;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  s = await seedTwoApartments(t.app);
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t.close();
});

function refused(c: Client): Promise<Error> {
  return new Promise((resolve, reject) => {
    c.once('connect', () => reject(new Error('connected without a valid token')));
    c.once('connect_error', resolve);
  });
}

/** Collects newMessage events of a socket. */
function inbox(c: Client): ChatMessage[] {
  const got: ChatMessage[] = [];
  c.on('newMessage', (m) => got.push(m));
  return got;
}

async function post(from: Session, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/chats', headers: from.auth, payload: body });
}

describe('Socket.IO handshake', () => {
  it('refuses a connection without a token, with a bad one, and with a forged one', async () => {
    await expect(refused(client(undefined))).resolves.toBeInstanceOf(Error);
    await expect(refused(client('not-a-jwt'))).resolves.toBeInstanceOf(Error);
    const forged = `${s.TA1.token.slice(0, -4)}AAAA`;
    await expect(refused(client(forged))).resolves.toBeInstanceOf(Error);
  });

  it('accepts a valid token and refuses a foreign Origin', async () => {
    await connected(client(s.TA1.token));
    const foreign = client(s.TA1.token, { extraHeaders: { Origin: 'https://evil.example' } });
    await expect(refused(foreign)).resolves.toBeInstanceOf(Error);
  });
});

describe('newMessage delivery', () => {
  it('reaches the receiver (and the sender) within a second, never the other tenant or another apartment', async () => {
    const la = client(s.LA.token);
    const ta1 = client(s.TA1.token);
    const ta2 = client(s.TA2.token);
    const lb = client(s.LB.token);
    await Promise.all([la, ta1, ta2, lb].map(connected));
    const [laIn, ta1In, ta2In, lbIn] = [la, ta1, ta2, lb].map(inbox);

    const res = await post(s.TA1, { receiverId: s.LA.user.id, message: 'for the landlord only' });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect([laIn.length, ta1In.length]).toEqual([1, 1]));
    expect(laIn[0]._id).toBe(res.json().chat._id);
    expect(laIn[0].message).toBe('for the landlord only');
    // The message went out before POST answered: anything sent to these two has arrived by now.
    await Promise.all([drained(ta2), drained(lb)]);
    expect(ta2In).toEqual([]);
    expect(lbIn).toEqual([]);
  });

  it('joinRoom with someone else’s room name does not let a tenant overhear', async () => {
    const ta2 = client(s.TA2.token);
    await connected(ta2);
    const ta2In = inbox(ta2);
    ta2.emit('joinRoom', s.TA1.user.name, `user:${s.TA1.user.id}`);
    ta2.emit('joinRoom', s.LB.user.name, s.LB.user.apartmentId);
    // Events of one socket are handled in order: both joinRooms are done when this is answered.
    await drained(ta2);
    await post(s.LA, { receiverId: s.TA1.user.id, message: 'to TA1' });
    await drained(ta2);
    expect(ta2In).toEqual([]);
  });

  it('a socket sendMessage ignores a spoofed senderId and is not stored twice for a stored id', async () => {
    const ta1 = client(s.TA1.token);
    const la = client(s.LA.token);
    await Promise.all([ta1, la].map(connected));
    const laIn = inbox(la);
    const ack = await ta1.emitWithAck('sendMessage', {
      content: 'via socket',
      receiverId: s.LA.user.id,
      senderId: s.TA2.user.id,
      messageId: 'sock-1',
    });
    expect(ack.ok).toBe(true);
    expect(ack.chat?.senderId._id).toBe(s.TA1.user.id);
    await vi.waitFor(() => expect(laIn).toHaveLength(1));
    expect(laIn[0].senderId._id).toBe(s.TA1.user.id);

    // docs/product.md §4: the client echoes a message already stored by POST /chats; both forms are ignored.
    const stored = await post(s.TA1, { receiverId: s.LA.user.id, message: 'posted', clientMessageId: 'p-1' });
    await vi.waitFor(() => expect(laIn).toHaveLength(2));
    for (const messageId of ['sock-1', 'p-1', stored.json().chat._id]) {
      // Acked after it was stored and delivered, had it been.
      await ta1.emitWithAck('sendMessage', { content: 'posted', receiverId: s.LA.user.id, messageId });
    }
    await drained(la);
    expect(laIn).toHaveLength(2);
    const rows = await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', s.TA1.user.id)
      .where('client_id', 'in', ['sock-1', 'p-1'])
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('a socket sendMessage to another apartment is refused and stores nothing', async () => {
    const ta1 = client(s.TA1.token);
    await connected(ta1);
    const ack = await ta1.emitWithAck('sendMessage', { content: 'cross', receiverId: s.LB.user.id });
    expect(ack.ok).toBe(false);
    const rows = await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('receiver_id', '=', s.LB.user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('a socket sendMessage holding a NUL character is refused like over HTTP, storing nothing', async () => {
    const ta1 = client(s.TA1.token);
    await connected(ta1);
    const ack = await ta1.emitWithAck('sendMessage', { content: 'rent\u0000paid', receiverId: s.LA.user.id });
    expect(ack).toEqual({ ok: false, error: 'Text must not contain NUL characters.' });
    const rows = await t.database.db.selectFrom('messages').select('id').where('body', 'like', 'rent%paid').execute();
    expect(rows).toHaveLength(0);
  });

  it('5 POSTs with one clientMessageId store one row and deliver one newMessage', async () => {
    const la = client(s.LA.token);
    await connected(la);
    const laIn = inbox(la);
    const body = { receiverId: s.LA.user.id, message: 'once', clientMessageId: 'five-times' };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(s.TA2, body)).statusCode);
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    await drained(la);
    expect(laIn.filter((m) => m.message === 'once')).toHaveLength(1);
  });
});

describe('presence', () => {
  it('sends a snapshot to the joiner, userJoined to the apartment and userOffline when the last socket leaves', async () => {
    const la = client(s.LA.token);
    const snapshot = new Promise<string[]>((resolve) => la.once('onlineUsers', resolve));
    await connected(la);
    expect(await snapshot).toContain(s.LA.user.id);

    const joined: string[] = [];
    const offline: string[] = [];
    la.on('userJoined', (p) => joined.push(p.user._id));
    la.on('userOffline', (p) => offline.push(p.user._id));

    // TA1 on two devices: a phone (a session of its own) and this one.
    const phone = await loginAs(t.app, s.TA1.user.email);
    const first = client(phone.token);
    const second = client(s.TA1.token);
    await Promise.all([first, second].map(connected));
    const tb1 = client(s.TB1.token);
    await connected(tb1);
    await vi.waitFor(() => expect(joined.filter((id) => id === s.TA1.user.id)).toHaveLength(2));
    // TB1's arrival was announced as its connection was accepted, before this is answered.
    await drained(la);
    expect(joined).not.toContain(s.TB1.user.id);

    // TA1 signs out on the phone: the server cuts that socket before it answers, so a userOffline,
    // had it been sent then, is on la's connection ahead of the drain's answer.
    const cut = new Promise((resolve) => first.once('disconnect', resolve));
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: phone.auth });
    expect(signedOut.statusCode).toBe(200);
    await cut;
    await drained(la);
    expect(offline).toEqual([]);
    // The last socket closes: now the landlord hears it, once.
    second.disconnect();
    await vi.waitFor(() => expect(offline).toContain(s.TA1.user.id));

    // Another apartment's departures stay there: LB hears TB1 go, the landlord of A does not.
    const lb = client(s.LB.token);
    await connected(lb);
    const lbOffline: string[] = [];
    lb.on('userOffline', (p) => lbOffline.push(p.user._id));
    tb1.disconnect();
    await vi.waitFor(() => expect(lbOffline).toContain(s.TB1.user.id));
    await drained(la);
    expect(offline).toEqual([s.TA1.user.id]);
  });
});

describe('joining', () => {
  it('announces a connection once, even when the client also sends joinRoom', async () => {
    const la = client(s.LA.token);
    await connected(la);
    const joined: string[] = [];
    la.on('userJoined', (p) => joined.push(p.user._id));
    const ta2 = client(s.TA2.token);
    const snapshots: string[][] = [];
    ta2.on('onlineUsers', (ids) => snapshots.push(ids));
    await connected(ta2);
    ta2.emit('joinRoom', { username: 'anything', roomId: 'anything' });
    await vi.waitFor(() => expect(snapshots.length).toBeGreaterThanOrEqual(2));
    // The joinRoom has been handled (its snapshot came): had it announced TA2 again, la has it.
    await drained(la);
    expect(joined.filter((id) => id === s.TA2.user.id)).toHaveLength(1);
    expect(snapshots.at(-1)).toContain(s.LA.user.id);
    ta2.disconnect();
  });
});

describe('limits', () => {
  it('drops events beyond the per-user rate and cuts off a flood', async () => {
    const ta1 = client(s.TA1.token);
    await connected(ta1);
    const la = client(s.LA.token);
    await connected(la);
    const laIn = inbox(la);
    const disconnected = new Promise<void>((resolve) => ta1.once('disconnect', () => resolve()));
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      ta1.emit('sendMessage', { content: `flood ${i}`, receiverId: s.LA.user.id, messageId: `flood-${i}` });
    }
    await disconnected;
    const seconds = (Date.now() - started) / 1000;
    // Events that passed the limiter but were not yet dispatched when the cut-off came are
    // dropped by Socket.IO, so how many land depends on how the frames arrived; what must hold
    // is that no more than the rate is stored and every stored one is delivered exactly once.
    // Fixed wait: handlers already running when the socket was cut go on storing and delivering,
    // and nothing tells when the last one is done (it would take an "idle" signal from the server).
    await new Promise((r) => setTimeout(r, 2000));
    const stored = await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', s.TA1.user.id)
      .where('client_id', 'like', 'flood-%')
      .execute();
    // 20 events per second plus the refill while the flood lasted (a loaded machine spreads it out).
    expect(stored.length).toBeLessThanOrEqual(Math.floor(20 + 20 * seconds) + 1);
    expect(laIn.length).toBe(stored.length);
  });

  it('disconnects a socket that sends a payload over 64 KB', async () => {
    const ta1 = client(s.TA1.token);
    await connected(ta1);
    const disconnected = new Promise<string>((resolve) => ta1.once('disconnect', resolve));
    ta1.emit('sendMessage', { content: 'x'.repeat(70 * 1024), receiverId: s.LA.user.id });
    await expect(disconnected).resolves.toBeTypeOf('string');
  });

  it('ignores malformed payloads and keeps serving', async () => {
    const ta1 = client(s.TA1.token);
    await connected(ta1);
    for (const bad of [null, 42, 'text', { content: '' }, { content: 'x', receiverId: 'nope' }, []]) {
      const ack = await ta1.emitWithAck('sendMessage', bad as never);
      expect(ack.ok).toBe(false);
    }
    ta1.emit('joinRoom', { weird: true } as never);
    const ack = await ta1.emitWithAck('sendMessage', { content: 'still fine', receiverId: s.LA.user.id });
    expect(ack.ok).toBe(true);
  });
});

describe('password change', () => {
  it("cuts the sockets of the user's other sessions and refuses their token at the next handshake", async () => {
    const { loginAs, registerTenant } = await import('../../../test/helpers');
    const tenant = await registerTenant(t.app, s.LA.user.apartmentId as string);
    const otherDevice = await loginAs(t.app, tenant.user.email);
    const phone = client(otherDevice.token);
    const here = client(tenant.token);
    await connected(here);
    let hereCut = false;
    here.on('disconnect', () => {
      hereCut = true;
    });
    await connected(phone);
    const cut = new Promise<string>((resolve) => phone.once('disconnect', (reason) => resolve(reason)));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: tenant.auth,
      payload: { currentPassword: 'correct horse battery', newPassword: 'a brand new secret' },
    });
    expect(res.statusCode).toBe(200);
    expect(await cut).toBe('io server disconnect');

    await refused(client(otherDevice.token));
    await connected(client(res.json().token));
    // The session that changed the password goes on, socket and all.
    expect(hereCut).toBe(false);
    await connected(client(tenant.token));
  });
});
