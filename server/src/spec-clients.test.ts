/**
 * Clients written for docs/product.md §7 before ours work unchanged (issue 15 item 8): the rent
 * as typed, the landlord list, a socket opened with the session cookie and no auth, joinRoom,
 * echoes without a messageId, and userOffline with the person's name.
 */
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  landlordPayload,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
  tenantPayload,
} from '../test/helpers';
import { socketClients, socketConnected, socketOutcome } from '../test/sockets';

let t: TestApp;
let url: string;
const sockets = socketClients(() => url);

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t.close();
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

/** Registers a tenant of the landlord's apartment as a §7 client does; returns the cookie it was given. */
async function tenantWithCookie(landlord: Session) {
  const res = await register(tenantPayload(landlord.user.apartmentId as string, { rentAmount: '' as never }));
  expect(res.statusCode).toBe(201);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  const body = res.json();
  return { cookie, token: body.token as string, user: body.user, auth: { authorization: `Bearer ${body.token}` } };
}

/** A socket as a §7 client opens it: no auth, the cookie the browser keeps. */
const cookieSocket = (cookie: string, headers: Record<string, string> = {}) =>
  sockets.open(undefined, { extraHeaders: { cookie, ...headers } });

describe('registration as §7 clients send it', () => {
  it('takes the rent as a decimal string, and an empty rent from a tenant as none', async () => {
    const whole = await register(landlordPayload({ rentAmount: '15000' as never }));
    expect(whole.statusCode).toBe(201);
    expect(whole.json().user.rentAmount).toBe(15000);
    const cents = await register(landlordPayload({ rentAmount: '15000.50' as never }));
    expect(cents.json().user.rentAmount).toBe(15000.5);
    const tenant = await register(tenantPayload(whole.json().user.apartmentId, { rentAmount: '' as never }));
    expect(tenant.statusCode).toBe(201);
  });

  it('still refuses every other rent that is not a number, naming the field', async () => {
    for (const rentAmount of ['15,000', '1e3', 'abc', ' 15000', '15000.505', '-5', true, ['5']]) {
      const res = await register(landlordPayload({ rentAmount: rentAmount as never }));
      expect(res.statusCode, String(rentAmount)).toBe(400);
      expect(res.json().errors?.[0]?.field, String(rentAmount)).toBe('rentAmount');
    }
    const blankLandlord = await register(landlordPayload({ rentAmount: '' as never }));
    expect(blankLandlord.statusCode).toBe(400);
    expect(blankLandlord.json().message).toBe('Apartment name and rent amount are required for landlords.');
  });
});

describe('GET /api/users/landlords', () => {
  it('answers a tenant with their own landlord only, as { _id, name, role }', async () => {
    const landlord = await registerLandlord(t.app);
    await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/landlords', headers: tenant.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ _id: landlord.user.id, name: landlord.user.name, role: 'Landlord' }]);
  });
});

describe('the socket of a §7 client (session cookie, no auth)', () => {
  it('connects with the cookie, joins with joinRoom(username, roomId) and learns who is online', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await tenantWithCookie(landlord);
    const socket = cookieSocket(tenant.cookie);
    await socketConnected(socket);
    const online = new Promise<string[]>((resolve) => socket.once('onlineUsers', resolve));
    socket.emit('joinRoom', tenant.user.name, 'some-other-room');
    expect(await online).toEqual([tenant.user.id]);
  });

  it('is refused from a foreign origin, without a cookie, and once the session has ended', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await tenantWithCookie(landlord);
    expect(await socketOutcome(cookieSocket(tenant.cookie, { origin: 'https://evil.example' }))).toMatch(/^refused/);
    expect(await socketOutcome(sockets.open(undefined))).toMatch(/^refused/);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: tenant.auth });
    expect(await socketOutcome(cookieSocket(tenant.cookie))).toMatch(/^refused/);
  });

  it('an echo without messageId of a message just posted is neither stored nor delivered twice', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await tenantWithCookie(landlord);
    const landlordSocket = sockets.open(landlord.token);
    const heard: ChatMessage[] = [];
    landlordSocket.on('newMessage', (m) => heard.push(m));
    const tenantSocket = cookieSocket(tenant.cookie);
    await Promise.all([socketConnected(landlordSocket), socketConnected(tenantSocket)]);

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: tenant.auth,
      payload: { receiverId: landlord.user.id, message: 'The tap is leaking' },
    });
    expect(posted.statusCode).toBe(201);
    // What a §7 client emits after the POST: no messageId.
    const send = (content: string) =>
      new Promise<{ ok: boolean }>((resolve) =>
        tenantSocket.emit(
          'sendMessage',
          {
            content,
            receiverId: landlord.user.id,
            senderId: tenant.user.id,
            senderName: tenant.user.name,
            receiverName: landlord.user.name,
          },
          resolve,
        ),
      );
    expect(await send('The tap is leaking')).toMatchObject({ ok: true });
    // A new text over the socket alone is a new message, stored and delivered.
    expect(await send('And the sink too')).toMatchObject({ ok: true });
    await expect.poll(() => heard.map((m) => m.message)).toEqual(['The tap is leaking', 'And the sink too']);

    const stored = await t.database.db
      .selectFrom('messages')
      .select('body')
      .where('sender_id', '=', tenant.user.id)
      .orderBy('created_at')
      .execute();
    expect(stored.map((m) => m.body)).toEqual(['The tap is leaking', 'And the sink too']);
  });

  it('userOffline carries the person who left, with their name', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await tenantWithCookie(landlord);
    const landlordSocket = sockets.open(landlord.token);
    await socketConnected(landlordSocket);
    const offline = new Promise<unknown>((resolve) => landlordSocket.once('userOffline', resolve));
    const tenantSocket = cookieSocket(tenant.cookie);
    await socketConnected(tenantSocket);
    tenantSocket.disconnect();
    expect(await offline).toEqual({
      user: { _id: tenant.user.id, name: tenant.user.name, role: 'Tenant' },
      roomId: landlord.user.apartmentId,
    });
  });
});
