import type { AddressInfo } from 'node:net';
import type { NotificationPayload } from '@safestay/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  createTestDatabase,
  registerLandlord,
  registerTenant,
  type TestApp,
} from '../../../test/helpers';
import { type SocketClient, socketClients, socketConnected } from '../../../test/sockets';

const redisUrl = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
let url = '';
const sockets = socketClients(() => url);

/** An app that runs the notifications loop (no provider: messages are kept), listening on a port. */
async function startInstance(database?: Awaited<ReturnType<typeof createTestDatabase>>) {
  const t = await buildTestApp(database, {
    redisUrl: database ? redisUrl : undefined,
    notifications: { providers: {}, pollMs: 50, schedule: false },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(t);
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

afterEach(async () => {
  sockets.closeAll();
  for (const t of apps.splice(0)) await t.close();
});

function heard(socket: SocketClient): NotificationPayload[] {
  const events: NotificationPayload[] = [];
  socket.on('notification', (payload) => events.push(payload));
  return events;
}

describe('the bell is live', () => {
  it('a complaint reaches the landlord’s open screen without a reload; marking it read updates the count', async () => {
    const one = await startInstance();
    url = one.url;
    const call = apiCaller(() => one.t.app);
    const landlord = await registerLandlord(one.t.app);
    const tenant = await registerTenant(one.t.app, landlord.user.apartmentId as string);
    const neighbour = await registerTenant(one.t.app, landlord.user.apartmentId as string);
    const [toLandlord, toNeighbour] = [sockets.open(landlord.token), sockets.open(neighbour.token)];
    await Promise.all([socketConnected(toLandlord), socketConnected(toNeighbour)]);
    const [landlordHeard, neighbourHeard] = [heard(toLandlord), heard(toNeighbour)];

    await call(tenant, 'POST', '/complaints', { title: 'No water', description: 'Since morning' });
    await expect.poll(() => landlordHeard.length, { timeout: 3000 }).toBe(1);
    expect(landlordHeard[0]).toMatchObject({
      unread: 1,
      notification: { kind: 'complaint_new', title: 'New complaint' },
    });

    await call(landlord, 'POST', '/notifications/read', { all: true });
    await expect.poll(() => landlordHeard.at(-1), { timeout: 3000 }).toEqual({ notification: null, unread: 0 });
    await new Promise((r) => setTimeout(r, 200));
    expect(landlordHeard).toHaveLength(2);
    expect(neighbourHeard).toEqual([]);
  });

  it.runIf(redisUrl)('news written on one process reaches a socket on another, once', async () => {
    const database = await createTestDatabase();
    const one = await startInstance(database);
    const two = await startInstance(database);
    try {
      const call = apiCaller(() => one.t.app);
      const landlord = await registerLandlord(one.t.app);
      const tenant = await registerTenant(one.t.app, landlord.user.apartmentId as string);
      url = two.url;
      const onTwo = sockets.open(landlord.token);
      url = one.url;
      const onOne = sockets.open(landlord.token);
      await Promise.all([socketConnected(onTwo), socketConnected(onOne)]);
      const [heardTwo, heardOne] = [heard(onTwo), heard(onOne)];
      await call(tenant, 'POST', '/complaints', { title: 'Lift stuck', description: 'Floor 3' });
      await expect.poll(() => heardTwo.length + heardOne.length, { timeout: 3000 }).toBe(2);
      await new Promise((r) => setTimeout(r, 300));
      expect(heardTwo.map((p) => p.notification?.kind)).toEqual(['complaint_new']);
      expect(heardOne.map((p) => p.notification?.kind)).toEqual(['complaint_new']);
    } finally {
      sockets.closeAll();
      for (const t of apps.splice(0)) await t.close();
      await database.dispose();
    }
  });
});
