import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerLandlord, registerTenant, setJoinPolicy, type TestApp } from '../../../test/helpers';
import { socketClients, socketOutcome } from '../../../test/sockets';

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

describe('chat sockets follow the tenancy', () => {
  it('a tenant waiting for approval cannot connect; one moved out is disconnected at once', async () => {
    const landlord = await registerLandlord(t.app);
    const living = await registerTenant(t.app, landlord.user.apartmentId as string);
    await setJoinPolicy(t.app, landlord, 'approval');
    const waiting = await registerTenant(t.app, landlord.user.apartmentId as string);

    expect(await socketOutcome(sockets.open(waiting.token))).toBe(
      'refused: Chat is open to tenants living in the building.',
    );
    const socket = sockets.open(living.token);
    expect(await socketOutcome(socket)).toBe('connected');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const [tenancy] = (
      await t.app.inject({ method: 'GET', url: '/api/tenancies?status=active', headers: landlord.auth })
    ).json();
    const today = new Date().toISOString().slice(0, 10);
    await t.app.inject({
      method: 'POST',
      url: `/api/tenancies/${tenancy._id}/end`,
      headers: landlord.auth,
      payload: { moveOutDate: today },
    });
    expect(await closed).toBe('io server disconnect');
    expect(await socketOutcome(sockets.open(living.token))).toBe(
      'refused: Chat is open to tenants living in the building.',
    );
  });
});
