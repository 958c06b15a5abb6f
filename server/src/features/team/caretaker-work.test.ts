import type { StaffInvite } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFor } from '../../../test/bills';
import { submit } from '../../../test/complaints';
import {
  apiCaller,
  buildTestApp,
  landlordPayload,
  register,
  type Session,
  seedTwoApartments,
  type TestApp,
} from '../../../test/helpers';

// A caretaker's chat, news and the team's activity entries (docs/team.md).

let t: TestApp;
const api = apiCaller(() => t.app);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const acting = (who: Session, apartmentId: string): Session => ({
  ...who,
  auth: { ...who.auth, 'x-apartment-id': apartmentId } as Session['auth'],
});

async function invite(owner: Session) {
  const res = await api(owner, 'POST', '/staff/invites', { name: 'Wanjiru' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invite as StaffInvite;
}

async function caretakerOf(owner: Session, name = 'Wanjiru Kamau') {
  const { code } = await invite(owner);
  return register(t.app, {
    ...landlordPayload({ name }),
    role: 'Caretaker' as const,
    apartmentName: undefined,
    rentAmount: undefined,
    staffInviteCode: code as string,
  });
}

interface Partner {
  _id: string;
  name: string;
  role: string;
  nationalID: string;
}
const partners = async (who: Session, query = '') =>
  ((await api(who, 'GET', `/chats/partners${query}`)).json() as Partner[]).map((p) => [p.name, p.role]);

describe("a caretaker's chat (docs/team.md)", () => {
  it('chats with the tenants of their building; tenants see them only when the client asks', async () => {
    const s = await seedTwoApartments(t.app);
    const caretaker = await caretakerOf(s.LA);

    // The caretaker's partners are the building's tenants, never another building's.
    expect((await partners(caretaker)).sort()).toEqual(
      [
        [s.TA1.user.name, 'Tenant'],
        [s.TA2.user.name, 'Tenant'],
      ].sort(),
    );
    const sent = await api(caretaker, 'POST', '/chats', { receiverId: s.TA1.user.id, message: 'Maji yamerudi' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().chat.senderId).toMatchObject({ _id: caretaker.user.id, role: 'Caretaker' });
    const toOther = await api(caretaker, 'POST', '/chats', { receiverId: s.TB1.user.id, message: 'Hello' });
    expect(toOther.statusCode).toBe(403);

    // SPEC-era clients (no include) see only the landlord; our web app asks for caretakers too.
    expect(await partners(s.TA1)).toEqual([[s.LA.user.name, 'Landlord']]);
    expect((await partners(s.TA1, '?include=caretakers')).sort()).toEqual(
      [
        [s.LA.user.name, 'Landlord'],
        [caretaker.user.name, 'Caretaker'],
      ].sort(),
    );
    expect((await api(s.TA1, 'GET', '/chats/partners?include=everyone')).statusCode).toBe(400);

    // The tenant reads and answers; both sides list the conversation.
    const thread = await api(s.TA1, 'GET', `/chats/conversation/${s.TA1.user.id}/${caretaker.user.id}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().map((m: { message: string }) => m.message)).toEqual(['Maji yamerudi']);
    const reply = await api(s.TA1, 'POST', '/chats', { receiverId: caretaker.user.id, message: 'Asante' });
    expect(reply.statusCode, reply.body).toBe(201);
    const theirs = (await api(caretaker, 'GET', '/chats/conversations')).json();
    expect(theirs.map((c: { partnerId: string; messageCount: number }) => [c.partnerId, c.messageCount])).toEqual([
      [s.TA1.user.id, 2],
    ]);
    const tenantOwn = await api(s.TA1, 'GET', '/chats/conversations?include=caretakers');
    expect(tenantOwn.json().map((c: { partnerRole: string }) => c.partnerRole)).toEqual(['Caretaker']);
    expect((await api(s.TA1, 'GET', '/chats/conversations')).json()).toEqual([]);

    // Removed: their next chat request there is a 403 in words, never a 401.
    expect((await api(s.LA, 'DELETE', `/staff/${caretaker.user.id}`)).statusCode).toBe(200);
    const after = await api(caretaker, 'GET', '/chats/partners');
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('not_your_apartment');
    expect((await api(caretaker, 'POST', '/chats', { receiverId: s.TA1.user.id, message: 'Hi' })).statusCode).toBe(403);
    expect(await partners(s.TA1, '?include=caretakers')).toEqual([[s.LA.user.name, 'Landlord']]);
  });

  it('shows a landlord who is caretaker of another building as Caretaker there', async () => {
    const s = await seedTwoApartments(t.app);
    const { code } = await invite(s.LA);
    const accepted = await api(s.LB, 'POST', `/staff/invites/${code}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The building joined, for the web app to switch to.
    expect(accepted.json()).toMatchObject({ apartmentId: s.LA.user.apartmentId });
    expect((await partners(s.TA1, '?include=caretakers')).sort()).toEqual(
      [
        [s.LA.user.name, 'Landlord'],
        [s.LB.user.name, 'Caretaker'],
      ].sort(),
    );
    const there = acting(s.LB, s.LA.user.apartmentId as string);
    expect((await partners(there)).map(([, role]) => role)).toEqual(['Tenant', 'Tenant']);

    // A payment they record there names them as that building's caretaker, not its landlord.
    const tenancyId = (
      (await api(s.LA, 'GET', '/tenancies?status=active')).json() as { _id: string; tenant: { _id: string } }[]
    ).find((x) => x.tenant._id === s.TA1.user.id)?._id;
    const cash = await api(there, 'POST', '/payments', { tenancyId, amount: 200, method: 'cash' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().payment.recordedBy).toMatchObject({ _id: s.LB.user.id, role: 'Caretaker' });
    const listed = (await api(s.TA1, 'GET', '/payments')).json() as { recordedBy: { role: string } }[];
    expect(listed.map((p) => p.recordedBy.role)).toContain('Caretaker');
  });
});

interface Bell {
  kind: string;
  body: string;
}
const bell = async (who: Session) => (await api(who, 'GET', '/notifications')).json() as Bell[];
const outboxKinds = async (userId: string) =>
  (await t.database.db.selectFrom('outbox').select(['kind', 'channel']).where('user_id', '=', userId).execute()).map(
    (r) => `${r.kind}:${r.channel}`,
  );

describe("a caretaker's news (docs/team.md)", () => {
  it("tells the building's caretakers of a claim to confirm and a new complaint, in the bell", async () => {
    const s = await seedTwoApartments(t.app);
    const caretaker = await caretakerOf(s.LA);
    const elsewhere = await caretakerOf(s.LB, 'Otieno Other');
    const bill = await billFor(t, s.LA.auth, s.TA1.user.id);
    const claim = await api(s.TA1, 'POST', '/payments', { amount: 300, method: 'cash', billId: bill._id });
    expect(claim.statusCode, claim.body).toBe(201);
    await submit(t, s.TA1, 'Broken door');

    expect((await bell(caretaker)).map((n) => n.kind).sort()).toEqual(['claim', 'complaint_new']);
    expect((await bell(s.LA)).map((n) => n.kind)).toEqual(expect.arrayContaining(['claim', 'complaint_new']));
    // Another building's caretaker hears nothing of it.
    expect(await bell(elsewhere)).toEqual([]);
    // The owner's email goes as before; the caretaker's news is the bell only.
    expect(await outboxKinds(s.LA.user.id)).toEqual(expect.arrayContaining(['claim:email', 'complaint_new:email']));
    expect(await outboxKinds(caretaker.user.id)).toEqual([]);
  });
});

interface Entry {
  action: string;
  entity: string;
  actor: { _id: string; name: string; role: string };
  summary: string;
}
const log = async (who: Session, query = '') => (await api(who, 'GET', `/audit${query}`)).json() as Entry[];

describe("the team's changes in the activity log (docs/team.md)", () => {
  it('writes invite sent, withdrawn, caretaker joined and removed, naming actor and role', async () => {
    const s = await seedTwoApartments(t.app);
    const withdrawn = await invite(s.LA);
    expect((await api(s.LA, 'DELETE', `/staff/invites/${withdrawn._id}`)).statusCode).toBe(200);
    const caretaker = await caretakerOf(s.LA, 'Wanjiru Team');
    expect((await api(s.LA, 'DELETE', `/staff/${caretaker.user.id}`)).statusCode).toBe(200);

    const entries = (await log(s.LA, '?entity=team')).reverse();
    expect(entries.map((e) => [e.action, e.actor.name, e.actor.role])).toEqual([
      ['team.invited', s.LA.user.name, 'Landlord'],
      ['team.invite_withdrawn', s.LA.user.name, 'Landlord'],
      ['team.invited', s.LA.user.name, 'Landlord'],
      ['team.joined', 'Wanjiru Team', 'Caretaker'],
      ['team.removed', s.LA.user.name, 'Landlord'],
    ]);
    const hint = (withdrawn.code as string).slice(0, 3);
    expect(entries[0].summary).toBe(`Invited a caretaker (code ${hint}-…).`);
    expect(entries[1].summary).toBe(`Withdrew the caretaker invite ${hint}-….`);
    expect(entries[3].summary).toBe('Wanjiru Team joined the team as caretaker.');
    expect(entries[4].summary).toBe('Removed Wanjiru Team from the team.');

    // In Kiswahili for a reader who chose it.
    expect((await api(s.LA, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBeLessThan(300);
    const sw = (await log(s.LA, '?entity=team')).reverse();
    expect(sw[3].summary).toBe('Wanjiru Team amejiunga na wahudumu kama mhudumu.');
    expect(sw[4].summary).toBe('Wanjiru Team ameondolewa kwenye wahudumu.');
    // Nothing of it in another building's log.
    expect(await log(s.LB, '?entity=team')).toEqual([]);
  });

  it('names a landlord who joined as caretaker by their role there', async () => {
    const s = await seedTwoApartments(t.app);
    const { code } = await invite(s.LA);
    expect((await api(s.LB, 'POST', `/staff/invites/${code}/accept`)).statusCode).toBe(200);
    const joined = (await log(s.LA, '?entity=team')).find((e) => e.action === 'team.joined');
    expect(joined?.actor).toMatchObject({ _id: s.LB.user.id, role: 'Caretaker' });
  });
});
