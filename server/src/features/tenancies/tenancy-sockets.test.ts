import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, registerLandlord, registerTenant, setJoinPolicy, type TestApp } from '../../../test/helpers';
import { drained, socketClients, socketOutcome } from '../../../test/sockets';

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

  it('tenants never learn of each other through presence; the landlord hears of each', async () => {
    const landlord = await registerLandlord(t.app);
    const apartmentId = landlord.user.apartmentId as string;
    const [first, second] = [await registerTenant(t.app, apartmentId), await registerTenant(t.app, apartmentId)];
    const la = sockets.open(landlord.token);
    expect(await socketOutcome(la)).toBe('connected');
    const ta1 = sockets.open(first.token);
    expect(await socketOutcome(ta1)).toBe('connected');
    const heardByTenant: string[] = [];
    const heardByLandlord: string[] = [];
    ta1.on('userJoined', (p) => heardByTenant.push(p.user._id));
    la.on('userJoined', (p) => heardByLandlord.push(p.user._id));

    const ta2 = sockets.open(second.token);
    const snapshot = new Promise<string[]>((resolve) => ta2.once('onlineUsers', resolve));
    expect(await socketOutcome(ta2)).toBe('connected');
    const seen = await snapshot;
    expect(seen).toContain(landlord.user.id);
    expect(seen).not.toContain(first.user.id);
    await vi.waitFor(() => expect(heardByLandlord).toContain(second.user.id));
    // The arrival was announced before the snapshot was sent: had ta1 been told, it has it now.
    await drained(ta1);
    expect(heardByTenant).not.toContain(second.user.id);
  });
});
