import type { AddressInfo } from 'node:net';
import type { ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@safestay/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestDatabase, registerLandlord, registerTenant } from '../../../test/helpers';
import { drained } from '../../../test/sockets';
import type { App } from '../../app';

const redisUrl = process.env.TEST_REDIS_URL;

async function startInstance(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
): Promise<{ app: App; url: string }> {
  const { app } = await buildTestApp(database, { redisUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function connectTo(url: string, token: string): Promise<Socket<ServerToClientEvents, ClientToServerEvents>> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('scale-out with the Redis adapter', () => {
  it.runIf(redisUrl)('two app instances on one database deliver messages and presence to each other', async () => {
    const database = await createTestDatabase();
    const one = await startInstance(database);
    const two = await startInstance(database);
    try {
      const LA = await registerLandlord(one.app);
      const TA1 = await registerTenant(one.app, LA.user.apartmentId as string);
      const TA2 = await registerTenant(one.app, LA.user.apartmentId as string);

      // The landlord is connected to instance two; the tenants to instance one.
      const la = await connectTo(two.url, LA.token);
      const joined: string[] = [];
      la.on('userJoined', (p) => joined.push(p.user._id));
      const got: ChatMessage[] = [];
      la.on('newMessage', (m) => got.push(m));
      const ta1 = await connectTo(one.url, TA1.token);
      const ta2 = await connectTo(one.url, TA2.token);
      const ta2Got: ChatMessage[] = [];
      ta2.on('newMessage', (m) => ta2Got.push(m));

      // Presence crosses processes: TA1 (on one) sees LA (on two) in its snapshot.
      const snapshot = await new Promise<string[]>((resolve) => {
        ta1.once('onlineUsers', resolve);
        ta1.emit('joinRoom', TA1.user.name, LA.user.apartmentId);
      });
      expect(snapshot).toEqual(expect.arrayContaining([LA.user.id, TA1.user.id]));

      const res = await one.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: TA1.auth,
        payload: { receiverId: LA.user.id, message: 'across processes' },
      });
      expect(res.statusCode).toBe(201);
      await vi.waitFor(() => expect(got.map((m) => m.message)).toEqual(['across processes']));
      expect(joined).toContain(TA1.user.id);
      // ta2 is on the instance that sent the message, which wrote to its own sockets before POST
      // answered: had ta2 been sent it, it has it once this is answered.
      await drained(ta2);
      expect(ta2Got).toEqual([]);

      for (const s of [la, ta1, ta2]) s.disconnect();
    } finally {
      await one.app.close();
      await two.app.close();
      await database.dispose();
    }
  });
});
