import { UNREAD_COUNT_HEADER } from '@safestay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  setJoinPolicy,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000 });
});
afterAll(async () => {
  await t.close();
});

async function bell(who: Session) {
  const res = await call(who, 'GET', '/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json() as { _id: string; kind: string; title: string; body: string }[],
    unread: Number(res.headers[UNREAD_COUNT_HEADER]),
  };
}

async function outboxOf(userId: string) {
  return t.database.db.selectFrom('outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

async function building() {
  const landlord = await registerLandlord(t.app);
  const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
    primaryPhoneNumber: '0712 345 678',
  });
  return { landlord, tenant };
}

describe('news reaches people with the event that causes it', () => {
  it('a complaint tells the landlord (bell, email); its new status tells the tenant; nobody else hears', async () => {
    const { landlord, tenant } = await building();
    const other = await building();
    const res = await call(tenant, 'POST', '/complaints', { title: 'Leaking tap', description: 'Kitchen tap drips' });
    expect(res.statusCode).toBe(201);
    const seen = await bell(landlord);
    expect(seen.unread).toBe(1);
    expect(seen.items[0]).toMatchObject({ kind: 'complaint_new', title: 'New complaint' });
    expect(seen.items[0].body).toContain('Leaking tap');
    // By default a landlord gets new complaints by email, not SMS.
    const mail = await outboxOf(landlord.user._id);
    expect(mail.map((m) => [m.channel, m.status])).toEqual([['email', 'queued']]);
    expect(mail[0].to_address).toBe(landlord.user.email);
    expect((await bell(other.landlord)).unread).toBe(0);

    const moved = await call(landlord, 'PUT', `/complaints/${res.json().complaint._id}`, { status: 'In Progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await bell(tenant)).items[0]).toMatchObject({ kind: 'complaint_status', title: 'Complaint In Progress' });
  });

  it('a payment the landlord records sends the tenant a receipt by SMS to their number in +254 form', async () => {
    const { landlord, tenant } = await building();
    const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id;
    const res = await call(landlord, 'POST', '/payments', { tenancyId, amount: 7500, method: 'cash' });
    expect(res.statusCode, res.body).toBe(201);
    const sms = (await outboxOf(tenant.user._id)).filter((m) => m.channel === 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0].to_address).toBe('+254712345678');
    expect(sms[0].body).toMatch(/KSH 7,500 by Cash\. Receipt R-000001\. Credit KSH 7,500\./);
    expect(sms[0].body.length).toBeLessThanOrEqual(160);
    expect((await bell(tenant)).items[0].title).toBe('Payment received: KSH 7,500');
  });

  it('a tenant asking to join tells the landlord; the decision tells the tenant', async () => {
    const landlord = await registerLandlord(t.app);
    await setJoinPolicy(t.app, landlord, 'approval');
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    const request = (await bell(landlord)).items[0];
    expect(request).toMatchObject({ kind: 'join_request', title: 'Request to join' });
    expect(request.body).toContain(tenant.user.name);
    const pending = (await call(landlord, 'GET', '/tenancies?status=pending')).json() as { _id: string }[];
    expect((await call(landlord, 'POST', `/tenancies/${pending[0]._id}/approve`, {})).statusCode).toBe(200);
    const decided = await t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', tenant.user._id)
      .execute();
    expect(decided.map((n) => n.title)).toEqual(['You are in']);
  });

  it('a month of bills tells each tenant once', async () => {
    const { landlord, tenant } = await building();
    const res = await call(landlord, 'POST', '/bills/generate-monthly', {
      month: 'March',
      year: 2026,
      dueDate: '2026-03-05',
    });
    expect(res.statusCode, res.body).toBe(201);
    const items = (await bell(tenant)).items.filter((n) => n.kind === 'new_bill');
    expect(items).toHaveLength(1);
    expect(items[0].body).toBe('New bill: Rent for March 2026, KSH 15,000, due 5 Mar 2026.');
  });
});

describe('the bell', () => {
  it('marks some or all read, only ever one’s own, and pages', async () => {
    const { landlord, tenant } = await building();
    for (let i = 0; i < 3; i++) await call(tenant, 'POST', '/complaints', { title: `Issue ${i}`, description: 'x' });
    const { items, unread } = await bell(landlord);
    expect(unread).toBe(3);
    // Someone else's id is ignored like an unknown one.
    const theirs = await call(tenant, 'POST', '/notifications/read', { ids: [items[0]._id] });
    expect(theirs.json().unread).toBe(0);
    expect((await bell(landlord)).unread).toBe(3);
    const one = await call(landlord, 'POST', '/notifications/read', { ids: [items[0]._id] });
    expect(one.json()).toEqual({ message: 'Marked as read.', unread: 2 });
    const page = await call(landlord, 'GET', '/notifications?limit=2');
    expect(page.json()).toHaveLength(2);
    const rest = await call(landlord, 'GET', `/notifications?limit=2&cursor=${page.headers['x-next-cursor']}`);
    expect(rest.json().map((n: { body: string }) => n.body)).toEqual([expect.stringContaining('Issue 0')]);
    expect((await call(landlord, 'POST', '/notifications/read', { all: true })).json().unread).toBe(0);
  });

  it('refuses a body that is neither ids nor all, and ids that are not ids, with a 400 that says so', async () => {
    const { landlord } = await building();
    const bad = await call(landlord, 'POST', '/notifications/read', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid id|ids|all/);
    expect((await call(landlord, 'POST', '/notifications/read', {})).statusCode).toBe(400);
    expect((await call(null, 'GET', '/notifications')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('a tenant turns email off for receipts and stops SMS reminders; both hold', async () => {
    const { landlord, tenant } = await building();
    const before = (await call(tenant, 'GET', '/notifications/preferences')).json();
    expect(before.phone).toBe('+254712345678');
    expect(before.kinds.map((k: { kind: string }) => k.kind)).toContain('reminder');
    expect(before.kinds.map((k: { kind: string }) => k.kind)).not.toContain('claim');
    const put = await call(tenant, 'PUT', '/notifications/preferences', {
      kinds: [{ kind: 'receipt', sms: true, email: false }],
      smsRemindersStopped: true,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().kinds.find((k: { kind: string }) => k.kind === 'receipt')).toEqual({
      kind: 'receipt',
      sms: true,
      email: false,
    });
    expect(put.json().smsRemindersStopped).toBe(true);
    const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id;
    await call(landlord, 'POST', '/payments', { tenancyId, amount: 100, method: 'cash' });
    expect((await outboxOf(tenant.user._id)).map((m) => m.channel)).toEqual(['sms']);
    const unreachable = (await call(landlord, 'GET', '/notifications/unreachable')).json();
    expect(unreachable).toEqual([
      expect.objectContaining({ name: tenant.user.name, reasons: ['Stopped SMS reminders.'] }),
    ]);
  });

  it('a kind the role is never told about is a 400 naming it; nothing is written', async () => {
    const { tenant } = await building();
    const res = await call(tenant, 'PUT', '/notifications/preferences', {
      kinds: [
        { kind: 'receipt', sms: false, email: false },
        { kind: 'claim', sms: true, email: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('"claim"');
    const receipt = (await call(tenant, 'GET', '/notifications/preferences'))
      .json()
      .kinds.find((k: { kind: string }) => k.kind === 'receipt');
    expect(receipt).toEqual({ kind: 'receipt', sms: true, email: true });
  });
});

describe('the landlord’s reminders and messages', () => {
  it('reminder settings: defaults, a change, and a 400 for days out of range; tenants get 403', async () => {
    const { landlord, tenant } = await building();
    expect((await call(landlord, 'GET', '/notifications/reminders')).json()).toEqual({
      enabled: true,
      days: [-3, 0, 3],
      hour: 8,
    });
    const put = await call(landlord, 'PUT', '/notifications/reminders', { enabled: true, days: [3, -7, 0], hour: 9 });
    expect(put.json()).toEqual({ enabled: true, days: [-7, 0, 3], hour: 9 });
    const bad = await call(landlord, 'PUT', '/notifications/reminders', { enabled: true, days: [99], hour: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Reminder days must be between/);
    expect((await call(tenant, 'GET', '/notifications/reminders')).statusCode).toBe(403);
    expect((await call(tenant, 'GET', '/notifications/outbox')).statusCode).toBe(403);
  });

  it('the messages list shows what went to the apartment’s people; a failed one can be sent again', async () => {
    const { landlord, tenant } = await building();
    const other = await building();
    await call(tenant, 'POST', '/complaints', { title: 'Door', description: 'Broken' });
    await call(other.tenant, 'POST', '/complaints', { title: 'Window', description: 'Broken' });
    const list = (await call(landlord, 'GET', '/notifications/outbox')).json() as {
      _id: string;
      body: string;
      status: string;
    }[];
    expect(list.map((m) => m.body).join()).toContain('Door');
    expect(list.map((m) => m.body).join()).not.toContain('Window');
    expect((await call(landlord, 'POST', `/notifications/outbox/${list[0]._id}/retry`)).statusCode).toBe(409);
    await t.database.db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', list[0]._id).execute();
    expect((await call(landlord, 'POST', `/notifications/outbox/${list[0]._id}/retry`)).statusCode).toBe(200);
    expect((await call(other.landlord, 'POST', `/notifications/outbox/${list[0]._id}/retry`)).statusCode).toBe(404);
  });
});
