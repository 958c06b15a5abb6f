import type { AddressInfo } from 'node:net';
import type { LedgerChangedPayload } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, buildTestApp, seedTwoApartments, type TestApp } from '../../../test/helpers';
import { drained, type SocketClient, socketClients, socketConnected } from '../../../test/sockets';
import { billFor } from '../bills/bills.test-util';

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
});
