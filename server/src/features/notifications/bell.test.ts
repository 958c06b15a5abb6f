import type { AddressInfo } from 'node:net';
import type { NotificationPayload } from '@safestay/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import {
  apiCaller,
  buildTestApp,
  createTestDatabase,
  registerLandlord,
  registerTenant,
  type TestApp,
} from '../../../test/helpers';
import { queueSms } from '../../../test/outbox';
import { drained, type SocketClient, socketClients, socketConnected } from '../../../test/sockets';
import { createAfricasTalkingProvider } from './providers/africas-talking';
import type { Provider } from './providers/provider';

const redisUrl = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
let url = '';
const sockets = socketClients(() => url);

/** An app that runs the notifications loop (by default no provider: messages are kept), listening on a port. */
async function startInstance(database?: Awaited<ReturnType<typeof createTestDatabase>>, sms?: Provider) {
  const t = await buildTestApp(database, {
    redisUrl: database ? redisUrl : undefined,
    notifications: { providers: sms ? { sms } : {}, pollMs: 50, schedule: false },
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
    // A later complaint: the watch tells it after any look that could have told the first one
    // again, on the same connection, so once it is here nothing else is on its way.
    await call(tenant, 'POST', '/complaints', { title: 'No power', description: 'Since noon' });
    await expect.poll(() => landlordHeard.length, { timeout: 3000 }).toBe(3);
    expect(landlordHeard.map((p) => [p.notification?.kind, p.unread])).toEqual([
      ['complaint_new', 1],
      [undefined, 0],
      ['complaint_new', 1],
    ]);
    // The look that told the landlord told everyone it had news for, before this is answered.
    await drained(toNeighbour);
    expect(neighbourHeard).toEqual([]);
  });

  it('news reaches the bell while a slow SMS provider is still being sent to', async () => {
    const AT = { username: 'bell', apiKey: 'bell-key' };
    const fake = await startAfricasTalkingFake(AT);
    try {
      fake.hold();
      const one = await startInstance(undefined, createAfricasTalkingProvider({ ...AT, apiBase: fake.url }));
      url = one.url;
      const landlord = await registerLandlord(one.t.app);
      const tenant = await registerTenant(one.t.app, landlord.user.apartmentId as string);
      const toLandlord = sockets.open(landlord.token);
      await socketConnected(toLandlord);
      const landlordHeard = heard(toLandlord);
      await queueSms(one.t.database, 5);
      // The loop has claimed the SMS and waits on the provider…
      await expect
        .poll(
          async () =>
            (await one.t.database.db.selectFrom('outbox').select('status').execute()).some(
              (r) => r.status === 'sending',
            ),
          { timeout: 3000 },
        )
        .toBe(true);
      await apiCaller(() => one.t.app)(tenant, 'POST', '/complaints', {
        title: 'No water',
        description: 'Since morning',
      });
      // …and the landlord hears of the complaint before the provider has answered one of them.
      await expect.poll(() => landlordHeard.length, { timeout: 2500 }).toBe(1);
      expect(fake.messages).toHaveLength(0);
    } finally {
      fake.release();
      await fake.close();
    }
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
      // A later complaint as the marker: a process telling the first one to a socket of the other
      // (so that it hears it twice) tells it before it tells this one.
      await call(tenant, 'POST', '/complaints', { title: 'Door jammed', description: 'Gate' });
      const titles = (heard: NotificationPayload[]) => heard.map((p) => p.notification?.title);
      await expect.poll(() => [titles(heardTwo).length, titles(heardOne).length], { timeout: 3000 }).toEqual([2, 2]);
      expect(titles(heardTwo)).toEqual(['New complaint', 'New complaint']);
      expect(titles(heardOne)).toEqual(['New complaint', 'New complaint']);
      expect(heardTwo.map((p) => p.unread)).toEqual([1, 2]);
      expect(heardOne.map((p) => p.unread)).toEqual([1, 2]);
    } finally {
      sockets.closeAll();
      for (const t of apps.splice(0)) await t.close();
      await database.dispose();
    }
  });
});
