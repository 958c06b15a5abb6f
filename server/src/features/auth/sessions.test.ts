import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestDatabase,
  loginAs,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { type SocketClient, socketClients, socketConnected, socketOutcome } from '../../../test/sockets';
import type { App } from '../../app';

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

const logout = (app: App, who: Session) => app.inject({ method: 'POST', url: '/api/auth/logout', headers: who.auth });
const rules = (who: Session) => t.app.inject({ method: 'GET', url: '/api/rules', headers: who.auth });

/** Resolves with the milliseconds from `since` to the socket's disconnection by the server. */
function cutAfter(socket: SocketClient, since: () => number): Promise<number> {
  return new Promise((resolve, reject) =>
    socket.once('disconnect', (reason) =>
      reason === 'io server disconnect' ? resolve(Date.now() - since()) : reject(new Error(reason)),
    ),
  );
}

describe('signing out ends the session on the server', () => {
  it('refuses its token everywhere afterwards and cuts its sockets; other sessions go on', async () => {
    const landlord = await registerLandlord(t.app);
    const laptop = await loginAs(t.app, landlord.user.email);
    const phoneSocket = sockets.open(landlord.token);
    const laptopSocket = sockets.open(laptop.token);
    await Promise.all([socketConnected(phoneSocket), socketConnected(laptopSocket)]);
    let laptopCut = false;
    laptopSocket.on('disconnect', () => {
      laptopCut = true;
    });

    let sentAt = 0;
    const cut = cutAfter(phoneSocket, () => sentAt);
    sentAt = Date.now();
    const res = await logout(t.app, landlord);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed out.');
    expect(res.headers['set-cookie']).toMatch(/^safestay_session=; Path=\/socket\.io\/; Max-Age=0/);
    console.info(`socket cut ${await cut} ms after sign-out (one process)`);

    expect((await rules(landlord)).statusCode).toBe(401);
    expect((await logout(t.app, landlord)).statusCode).toBe(401);
    expect(await socketOutcome(sockets.open(landlord.token))).toMatch(/^refused/);
    // The laptop's session was not touched.
    expect((await rules(laptop)).statusCode).toBe(200);
    expect(laptopCut).toBe(false);
    // Signing in again opens a new session.
    expect((await rules(await loginAs(t.app, landlord.user.email))).statusCode).toBe(200);
  });

  it('signing in sets an HttpOnly, SameSite=Strict cookie for the socket only; HTTP routes ignore it', async () => {
    const landlord = await registerLandlord(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: landlord.user.email, password: 'correct horse battery' },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^safestay_session=[\w.-]+; Path=\/socket\.io\/; Max-Age=604800; HttpOnly; SameSite=Strict$/,
    );
    const pair = cookie.split(';')[0];
    const withCookieOnly = await t.app.inject({ method: 'GET', url: '/api/rules', headers: { cookie: pair } });
    expect(withCookieOnly.statusCode).toBe(401);
  });
});

describe('two processes on Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('signing out on one process cuts the session’s socket on the other', async () => {
    const database = await createTestDatabase();
    const one = await buildTestApp(database, { redisUrl });
    const two = await buildTestApp(database, { redisUrl });
    try {
      await two.app.listen({ port: 0, host: '127.0.0.1' });
      const twoUrl = `http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}`;
      const landlord = await registerLandlord(one.app);
      const tenant = await registerTenant(one.app, landlord.user.apartmentId as string);
      const socket = sockets.open(tenant.token, {}, twoUrl);
      await socketConnected(socket);
      let sentAt = 0;
      const cut = cutAfter(socket, () => sentAt);
      sentAt = Date.now();
      expect((await logout(one.app, tenant)).statusCode).toBe(200);
      console.info(`socket cut ${await cut} ms after sign-out (two processes, Redis)`);
      expect((await two.app.inject({ method: 'GET', url: '/api/bills/me', headers: tenant.auth })).statusCode).toBe(
        401,
      );
    } finally {
      sockets.closeAll();
      await two.app.close();
      await one.close();
    }
  });
});
