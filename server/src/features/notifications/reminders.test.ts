import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { nextTurn } from '../../lib/concurrency';
import { DIGEST_AFTER_MS, sendChatDigests } from './chat-digest';
import { runDueReminders } from './reminders';
import { finishedRuns } from './scheduled-runs';

let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => {
  await t.close();
});

/**
 * Another process on the same data. On SQLite (one process in production) a second handle in this
 * same thread would block it while the first holds a write: the same handle stands in.
 */
const anotherProcess = () => (t.database.dialect === 'postgres' ? t.database.reopen() : t.database);

/** 08:30 in Nairobi on a date (05:30 UTC). */
const morning = (date: string, hour = 8) => new Date(`${date}T${String(hour - 3).padStart(2, '0')}:30:00Z`);

async function buildingWithRentDue(dueDate: string) {
  const landlord = await registerLandlord(t.app);
  const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
    primaryPhoneNumber: '0712 000 333',
  });
  const res = await call(landlord, 'POST', '/bills/generate-monthly', { month: 'December', year: 2026, dueDate });
  expect(res.statusCode, res.body).toBe(201);
  return { landlord, tenant, apartmentId: landlord.user.apartmentId as string };
}

async function remindersOf(tenant: Session) {
  return t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('user_id', '=', tenant.user._id)
    .where('kind', '=', 'reminder')
    .orderBy('id')
    .execute();
}

describe('rent reminders', () => {
  it('go out 3 days before, on and 3 days after the due date, in the morning (Nairobi), once each', async () => {
    const { tenant } = await buildingWithRentDue('2026-12-05');
    // 07:30 in Nairobi: not yet.
    await runDueReminders(t.database, morning('2026-12-02', 7));
    expect(await remindersOf(tenant)).toHaveLength(0);
    await runDueReminders(t.database, morning('2026-12-02'));
    await runDueReminders(t.database, morning('2026-12-02', 15));
    let sent = await remindersOf(tenant);
    expect(sent.map((r) => r.body)).toEqual([
      expect.stringMatching(
        /^SafeStay: Rent for [A-Z0-9]+, KSH 15,000, is due in 3 days, on 5 Dec 2026\. Ignore if paid\.$/,
      ),
    ]);
    expect(sent[0].body.length).toBeLessThanOrEqual(160);
    await runDueReminders(t.database, morning('2026-12-03'));
    expect(await remindersOf(tenant)).toHaveLength(1);
    await runDueReminders(t.database, morning('2026-12-05'));
    await runDueReminders(t.database, morning('2026-12-08'));
    sent = await remindersOf(tenant);
    expect(
      sent.map((r) => r.body.match(/is due today|was due on 5 Dec 2026 \(3 days ago\)|due in 3 days/)?.[0]),
    ).toEqual(['due in 3 days', 'is due today', 'was due on 5 Dec 2026 (3 days ago)']);
    const bell = await t.database.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', tenant.user._id)
      .where('kind', '=', 'reminder')
      .execute();
    expect(bell.map((b) => b.title)).toEqual(['Rent reminder', 'Rent reminder', 'Rent overdue']);
  });

  it('two processes running the day at once queue each reminder once', async () => {
    const { tenant } = await buildingWithRentDue('2026-12-13');
    const other = anotherProcess();
    await Promise.all([
      runDueReminders(t.database, morning('2026-12-10')),
      runDueReminders(other, morning('2026-12-10')),
      runDueReminders(t.database, morning('2026-12-10')),
    ]);
    expect(await remindersOf(tenant)).toHaveLength(1);
  });

  it('a run cut off by a crash is run again later that day, and queues nothing twice', async () => {
    const { tenant, apartmentId } = await buildingWithRentDue('2026-12-16');
    // A process claimed the day, queued, and died before marking it done; its claim ran out.
    await runDueReminders(t.database, morning('2026-12-13'));
    await t.database.db
      .updateTable('scheduled_runs')
      .set({ status: 'running', locked_until: '2026-12-13T06:00:00.000Z' })
      .where('run_key', '=', `2026-12-13:${apartmentId}`)
      .execute();
    await runDueReminders(t.database, morning('2026-12-13', 10));
    expect(await remindersOf(tenant)).toHaveLength(1);
    const run = await t.database.db
      .selectFrom('scheduled_runs')
      .selectAll()
      .where('run_key', '=', `2026-12-13:${apartmentId}`)
      .executeTakeFirstOrThrow();
    expect(run.status).toBe('done');
  });

  it("give the server a turn between buildings, so a platform's morning run does not hold every request", async () => {
    await buildingWithRentDue('2027-01-08');
    await buildingWithRentDue('2027-01-08');
    const day = '2027-01-05';
    const buildings = (
      await t.database.db.selectFrom('apartments').select('id').where('reminders_enabled', '=', 1).execute()
    ).length;
    const done = async () => (await finishedRuns(t.database.db, 'reminders', `${day}:`)).size;
    const run = runDueReminders(t.database, morning(day));
    // What a request arriving now gets: the next turn of the event loop.
    await nextTurn();
    const doneByThen = await done();
    await run;
    expect(doneByThen).toBeLessThan(buildings);
    expect(await done()).toBe(buildings);
  });

  it('skip paid bills, apartments that turned reminders off, and SMS to tenants who stopped them', async () => {
    const paid = await buildingWithRentDue('2026-12-20');
    const tenancyId = (await call(paid.tenant, 'GET', '/auth/me')).json().tenancy._id;
    await call(paid.landlord, 'POST', '/payments', { tenancyId, amount: 15000, method: 'cash' });
    const off = await buildingWithRentDue('2026-12-20');
    await call(off.landlord, 'PUT', '/notifications/reminders', { enabled: false, days: [-3], hour: 8 });
    const stopped = await buildingWithRentDue('2026-12-20');
    await call(stopped.tenant, 'PUT', '/notifications/preferences', { smsRemindersStopped: true });
    await runDueReminders(t.database, morning('2026-12-17'));
    expect(await remindersOf(paid.tenant)).toHaveLength(0);
    expect(await remindersOf(off.tenant)).toHaveLength(0);
    const kept = await remindersOf(stopped.tenant);
    expect(kept.map((r) => [r.channel, r.status, r.last_error])).toEqual([
      ['sms', 'cancelled', 'Stopped SMS reminders.'],
    ]);
  });

  it('name the Paybill and account number when the landlord has M-Pesa', async () => {
    const { landlord, tenant } = await buildingWithRentDue('2026-12-25');
    const saved = await call(landlord, 'PUT', '/payments/mpesa/settings', {
      environment: 'sandbox',
      shortcode: '600984',
      shortcodeType: 'paybill',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await runDueReminders(t.database, morning('2026-12-22'));
    const [sms] = await remindersOf(tenant);
    expect(sms.body).toMatch(/Pay via M-Pesa Paybill 600984, Account [A-Z0-9]+\. Ignore if paid\.$/);
    expect(sms.body.length).toBeLessThanOrEqual(160);
  });
});

describe('chat digest', () => {
  const digestsTo = (userId: string) =>
    t.database.db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', userId)
      .where('kind', '=', 'chat_digest')
      .execute();

  it('one digest for messages unread for 10 minutes; none once the conversation is opened', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    for (const text of ['Hello', 'Are you there?']) {
      expect((await call(tenant, 'POST', '/chats', { receiverId: landlord.user._id, message: text })).statusCode).toBe(
        201,
      );
    }
    const digestsOf = () => digestsTo(landlord.user._id);
    await sendChatDigests(t.database, new Date(Date.now() + 5 * 60_000));
    expect(await digestsOf()).toHaveLength(0);
    const later = new Date(Date.now() + 11 * 60_000);
    await Promise.all([sendChatDigests(t.database, later), sendChatDigests(anotherProcess(), later)]);
    expect((await digestsOf()).map((d) => d.body)).toEqual([
      `You have 2 unread chat messages from ${tenant.user.name}.`,
    ]);
    await sendChatDigests(t.database, new Date(Date.now() + 12 * 60_000));
    expect(await digestsOf()).toHaveLength(1);

    // The landlord opens the conversation: a tenant's message read there is never digested.
    const another = await registerTenant(t.app, landlord.user.apartmentId as string);
    await call(another, 'POST', '/chats', { receiverId: landlord.user._id, message: 'Hi' });
    await call(landlord, 'GET', `/chats/conversation/${landlord.user._id}/${another.user._id}`);
    await sendChatDigests(t.database, new Date(Date.now() + 11 * 60_000));
    expect(await digestsOf()).toHaveLength(1);
  });
  it('a worker that remembers where it stopped still tells of a message at its first run ten minutes on', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string);
    const digests = () => digestsTo(landlord.user._id);
    // The worker's runs a minute apart: each starts where the one before stopped (worker.ts).
    let lookedThrough: Date | undefined;
    const runAt = async (minutes: number) => {
      const now = new Date(Date.now() + minutes * 60_000);
      await sendChatDigests(t.database, now, lookedThrough);
      lookedThrough = new Date(now.getTime() - DIGEST_AFTER_MS);
    };
    await runAt(0);
    await call(tenant, 'POST', '/chats', { receiverId: landlord.user._id, message: 'Is the water back?' });
    for (let minute = 1; minute <= 9; minute += 1) await runAt(minute);
    expect(await digests()).toHaveLength(0);
    await runAt(10.5);
    expect((await digests()).map((d) => d.body)).toEqual([`You have 1 unread chat message from ${tenant.user.name}.`]);
    await runAt(11.5);
    expect(await digests()).toHaveLength(1);
  });
});
