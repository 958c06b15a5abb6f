import type { AddressInfo } from 'node:net';
import { ERROR_CODE, maskIdNumber, PRIVACY_MSG } from '@safestay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billFor, pay } from '../../../test/bills';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  seedTwoApartments,
  type TestApp,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { socketClients, socketConnected } from '../../../test/sockets';
import { today } from '../../lib/dates';

let t: TestApp;
let url: string;
const sockets = socketClients(() => url);
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t.close();
});

const tenancyOf = async (landlord: Session, tenant: Session) =>
  ((await call(landlord, 'GET', '/tenancies')).json() as { _id: string; tenant: { _id: string } }[]).find(
    (x) => x.tenant._id === tenant.user.id,
  )?._id as string;

/** Money, a complaint and chat for TA1 and TA2 of apartment A; TB1 of B chats with LB. */
async function livedIn() {
  const s = await seedTwoApartments(t.app);
  const bill = await billFor(t, s.LA.auth, s.TA1.user.id);
  expect((await pay(t, s.LA.auth, bill._id, bill.amount)).statusCode).toBe(200);
  await call(s.TA1, 'POST', '/complaints', { title: 'Leaking roof', description: 'Over the bed' });
  await call(s.TA2, 'POST', '/complaints', { title: 'Neighbour secret', description: 'TA2 only' });
  await call(s.TA1, 'POST', '/chats', { receiverId: s.LA.user.id, message: 'Hello from TA1' });
  await call(s.LA, 'POST', '/chats', { receiverId: s.TA2.user.id, message: 'Private to TA2' });
  await call(s.TB1, 'POST', '/chats', { receiverId: s.LB.user.id, message: 'Hello from TB1' });
  return { ...s, bill };
}

describe('GET /me/export', () => {
  it("holds everything about the caller and nothing of a neighbour's", async () => {
    const s = await livedIn();
    const res = await call(s.TA1, 'GET', '/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="safestay-${today()}.json"`);
    const data = res.json();
    expect(data.profile).toMatchObject({
      name: s.TA1.user.name,
      email: s.TA1.user.email,
      nationalID: s.TA1.user.nationalID,
      primaryPhoneNumber: s.TA1.user.primaryPhoneNumber,
    });
    expect(data.tenancies).toMatchObject([{ status: 'active', apartment: s.LA.user.apartmentName }]);
    expect(data.bills).toMatchObject([{ id: s.bill._id, amount: s.bill.amount }]);
    expect(data.payments).toMatchObject([{ status: 'confirmed', receiptNumber: 'R-000001' }]);
    expect(data.receipts).toMatchObject([{ receiptNumber: 'R-000001', paidOn: [{ billId: s.bill._id }] }]);
    expect(data.statements).toMatchObject([{ closingBalance: 0 }]);
    expect(data.complaints).toMatchObject([{ title: 'Leaking roof' }]);
    expect(data.chat).toMatchObject([{ body: 'Hello from TA1', sentByMe: true }]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.buildings).toEqual([]);
    for (const other of [s.TA2, s.TB1]) {
      for (const value of [other.user.id, other.user.name, other.user.email, other.user.nationalID]) {
        expect(res.body).not.toContain(value);
      }
    }
    expect(res.body).not.toContain('Private to TA2');
    expect(res.body).not.toContain('Neighbour secret');
  });

  it("gives a landlord their own account and their building's settings, not their tenants' records", async () => {
    const s = await livedIn();
    await call(s.LA, 'POST', '/units', { code: 'A1', rent: 12000 });
    await call(s.LA, 'POST', '/rules', { rules: [{ title: 'Quiet hours', description: 'After 10 pm' }] });
    const res = await call(s.LA, 'GET', '/me/export');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ email: s.LA.user.email, role: 'Landlord' });
    expect(data.buildings).toMatchObject([
      { name: s.LA.user.apartmentName, units: [{ code: 'A1', rent: 12000 }], rules: [{ title: 'Quiet hours' }] },
    ]);
    expect([data.bills, data.payments, data.chat, data.complaints]).toEqual([[], [], [], []]);
    expect(res.body).not.toContain(s.TA1.user.nationalID);
  });
});

describe('DELETE /me', () => {
  it('a wrong password is a 400 naming the field, and nothing changes', async () => {
    const s = await livedIn();
    const res = await call(s.TA1, 'DELETE', '/me', { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PRIVACY_MSG.wrongPassword,
      errors: [{ field: 'password', message: PRIVACY_MSG.wrongPassword }],
    });
    expect((await call(s.TA1, 'GET', '/auth/me')).json().user.name).toBe(s.TA1.user.name);
    const missing = await call(s.TA1, 'DELETE', '/me', {});
    expect([missing.statusCode, missing.json().errors[0].field]).toEqual([400, 'password']);
  });

  it('erases the tenant at once: tokens and sockets dead, tenancy ended today, ledger kept under a pseudonym', async () => {
    const s = await livedIn();
    const tenancyId = await tenancyOf(s.LA, s.TA1);
    const socket = sockets.open(s.TA1.token);
    await socketConnected(socket);
    const cut = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const logBefore = await t.database.db.selectFrom('audit_events').selectAll().orderBy('id').execute();

    const res = await call(s.TA1, 'DELETE', '/me', { password: 'correct horse battery' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PRIVACY_MSG.accountDeleted);
    expect(await cut).toBe('io server disconnect');
    expect((await call(s.TA1, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await call(s.TA1, 'GET', '/me/export')).statusCode).toBe(401);
    const login = await call(null, 'POST', '/auth/login', {
      email: s.TA1.user.email,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(401);

    // The person is gone from the row; what is left names a pseudonym.
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', s.TA1.user.id)
      .executeTakeFirstOrThrow();
    const pseudonym = row.name;
    expect(pseudonym).toMatch(/^Former tenant T-[0-9A-F]{4}$/);
    const stored = JSON.stringify(row);
    for (const value of [s.TA1.user.name, s.TA1.user.email, s.TA1.user.nationalID, s.TA1.user.primaryPhoneNumber]) {
      expect(stored).not.toContain(value);
    }

    // The tenancy ended today; the unit of the building is free; the landlord lists them no more.
    const tenancies = (await call(s.LA, 'GET', '/tenancies?status=ended')).json();
    expect(tenancies).toMatchObject([{ _id: tenancyId, moveOutDate: today(), tenant: { name: pseudonym } }]);
    expect((await call(s.LA, 'GET', '/users/tenants')).json().map((x: { _id: string }) => x._id)).toEqual([
      s.TA2.user.id,
    ]);

    // The ledger and the receipt stay, under the pseudonym.
    const bills = (await call(s.LA, 'GET', `/bills/apartment?tenant=${s.TA1.user.id}`)).json();
    expect(bills).toMatchObject([{ _id: s.bill._id, status: 'Paid', tenant: { name: pseudonym } }]);
    const receipt = await call(s.LA, 'GET', `/bills/download-receipt/${s.bill._id}`);
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(pseudonym);
    expect(text).not.toContain(s.TA1.user.name);

    // The activity log was not edited: its old entries are as they were, and read with the pseudonym.
    const logAfter = await t.database.db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    expect(logAfter.slice(0, logBefore.length)).toEqual(logBefore);
    expect(logAfter.slice(logBefore.length).map((e) => e.action)).toEqual(['tenancy.ended']);
    const activity = (await call(s.LA, 'GET', `/audit?tenantId=${s.TA1.user.id}`)).json();
    expect(activity.map((e: { summary: string }) => e.summary)).toEqual([
      `${pseudonym} deleted their account and moved out on ${today()}.`,
      expect.stringContaining(`from ${pseudonym}, receipt R-000001`),
      expect.stringContaining(`for ${pseudonym}:`),
    ]);
    expect(JSON.stringify(activity)).not.toContain(s.TA1.user.name);
  });

  it('refuses a landlord whose building has tenants (409), and lets them go once it has none', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    const refused = await call(landlord, 'DELETE', '/me', { password: 'correct horse battery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODE.buildingHasTenants,
      message: PRIVACY_MSG.landlordHasTenants(1),
    });
    expect((await call(landlord, 'GET', '/auth/me')).statusCode).toBe(200);

    const tenancyId = await tenancyOf(landlord, tenant);
    await call(landlord, 'POST', `/tenancies/${tenancyId}/end`, { moveOutDate: today() });
    const res = await call(landlord, 'DELETE', '/me', { password: 'correct horse battery' });
    expect(res.statusCode).toBe(200);
    expect((await call(landlord, 'GET', '/auth/me')).statusCode).toBe(401);
    const available = (await call(null, 'GET', '/apartments/available')).json().data as { _id: string }[];
    expect(available.map((a) => a._id)).not.toContain(landlord.user.apartmentId);
  });
});

describe('national IDs', () => {
  it('are masked in the tenants list, chat answers and bill PDFs', async () => {
    const s = await livedIn();
    const masked = maskIdNumber(s.TA1.user.nationalID);
    expect(masked).toBe(`••••${s.TA1.user.nationalID.slice(-4)}`);
    const tenants = (await call(s.LA, 'GET', '/users/tenants')).json();
    expect(tenants.find((x: { _id: string }) => x._id === s.TA1.user.id).nationalID).toBe(masked);
    const partners = (await call(s.LA, 'GET', '/chats/partners')).json();
    expect(partners.find((x: { _id: string }) => x._id === s.TA1.user.id).nationalID).toBe(masked);
    const conversations = (await call(s.LA, 'GET', '/chats/conversations')).json();
    expect(conversations.find((x: { partnerId: string }) => x.partnerId === s.TA1.user.id).partnerNationalID).toBe(
      masked,
    );
    for (const who of [s.LA, s.TA1]) {
      const pdf = await call(who, 'GET', `/bills/download/${s.bill._id}`);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(masked);
      expect(text).not.toContain(s.TA1.user.nationalID);
    }
  });

  it("are revealed whole to the building's landlord only, and each reveal is in the activity log", async () => {
    const s = await livedIn();
    const tenancyId = await tenancyOf(s.LA, s.TA1);
    const res = await call(s.LA, 'GET', `/tenancies/${tenancyId}/identity`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nationalID: s.TA1.user.nationalID, kraPin: null });
    const log = (await call(s.LA, 'GET', `/audit?entity=tenancy&entityId=${tenancyId}`)).json();
    expect(log[0]).toMatchObject({
      action: 'tenancy.identity_revealed',
      actor: { _id: s.LA.user.id, name: s.LA.user.name },
      summary: `Looked at the national ID of ${s.TA1.user.name}.`,
    });

    const count = async () => (await t.database.db.selectFrom('audit_events').select('id').execute()).length;
    const before = await count();
    const tenant = await call(s.TA1, 'GET', `/tenancies/${tenancyId}/identity`);
    expect([tenant.statusCode, tenant.json().message]).toEqual([403, PRIVACY_MSG.onlyLandlordIdentity]);
    expect((await call(s.LB, 'GET', `/tenancies/${tenancyId}/identity`)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
