import type { AddressInfo } from 'node:net';
import type { LedgerChangedPayload } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../../test/bills';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  seedTwoApartments,
  setJoinPolicy,
  type TestApp,
} from '../../../test/helpers';
import { drained, type SocketClient, socketClients, socketConnected } from '../../../test/sockets';

let t: TestApp;
let url: string;
const sockets = socketClients(() => url);
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => sockets.closeAll());
afterAll(async () => t.close());

/** Everything a socket hears of `ledgerChanged`. */
function heard(socket: SocketClient): LedgerChangedPayload[] {
  const events: LedgerChangedPayload[] = [];
  socket.on('ledgerChanged', (payload) => events.push(payload));
  return events;
}

describe('money changes reach the open screens of both sides, and nobody else', () => {
  it('a claim tells the landlord; a confirmation and a new charge tell the tenant; the neighbour hears nothing', async () => {
    const s = await seedTwoApartments(t.app);
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id, 'January');
    const [landlord, tenant, neighbour, elsewhere] = [s.LA, s.TA1, s.TA2, s.LB].map((who) => sockets.open(who.token));
    await Promise.all([landlord, tenant, neighbour, elsewhere].map(socketConnected));
    const [toLandlord, toTenant, toNeighbour, toElsewhere] = [landlord, tenant, neighbour, elsewhere].map(heard);

    // Each change is told before its request is answered: once the sockets are drained, all of it is here.
    const settle = () => Promise.all([landlord, tenant, neighbour, elsewhere].map(drained));
    const claim = await api(s.TA1, 'POST', '/payments', { amount: 500, method: 'cash' });
    await settle();
    expect(toLandlord).toEqual([{ tenancyId: bill.tenancyId, tenantId: s.TA1.user.id, what: 'claim' }]);

    await api(s.LA, 'POST', `/payments/${claim.json().payment._id}/confirm`);
    await api(s.LA, 'POST', '/bills', {
      tenancyId: bill.tenancyId,
      kind: 'water',
      description: 'Water',
      amount: 300,
      dueDate: '2026-01-20',
    });
    await settle();
    expect(toTenant.map((e) => e.what)).toEqual(['claim', 'payment', 'charge']);
    expect(toLandlord.map((e) => e.what)).toEqual(['claim', 'payment', 'charge']);
    expect(toNeighbour).toEqual([]);
    expect(toElsewhere).toEqual([]);
  });

  it('a month of bills tells each tenant of theirs and the landlord once; nobody else hears', async () => {
    const s = await seedTwoApartments(t.app);
    const [landlord, tenant, neighbour, elsewhere] = [s.LA, s.TA1, s.TA2, s.LB].map((who) => sockets.open(who.token));
    await Promise.all([landlord, tenant, neighbour, elsewhere].map(socketConnected));
    const [toLandlord, toTenant, toNeighbour, toElsewhere] = [landlord, tenant, neighbour, elsewhere].map(heard);

    const made = await api(s.LA, 'POST', '/bills/generate-monthly', {
      month: 'March',
      year: 2026,
      dueDate: '2026-03-05',
    });
    expect(made.statusCode).toBe(201);
    await expect.poll(() => toLandlord.length).toBe(1);
    await expect.poll(() => [toTenant.length, toNeighbour.length]).toEqual([1, 1]);
    expect(toTenant[0]).toMatchObject({ tenantId: s.TA1.user.id, what: 'charge' });
    expect(toNeighbour[0]).toMatchObject({ tenantId: s.TA2.user.id, what: 'charge' });
    expect(toElsewhere).toEqual([]);
  });

  it('approving a tenant with an opening balance tells the landlord, after the commit', async () => {
    const landlordSession = await registerLandlord(t.app);
    await setJoinPolicy(t.app, landlordSession, 'approval');
    await registerTenant(t.app, landlordSession.user.apartmentId as string);
    const landlord = sockets.open(landlordSession.token);
    await socketConnected(landlord);
    const toLandlord = heard(landlord);
    const [request] = (await api(landlordSession, 'GET', '/tenancies?status=pending')).json();
    const approved = await api(landlordSession, 'POST', `/tenancies/${request._id}/approve`, { openingBalance: 4500 });
    expect(approved.statusCode).toBe(200);
    await expect
      .poll(() => toLandlord)
      .toEqual([{ tenancyId: request._id, tenantId: request.tenant._id, what: 'charge' }]);
  });
});
