import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { startSmtpFake } from '../../../test/fakes/smtp-fake';
import {
  apiCaller,
  buildTestApp,
  createTestDatabase,
  registerLandlord,
  registerTenant,
  type TestApp,
  type TestDatabase,
} from '../../../test/helpers';
import { queueSms } from '../../../test/outbox';
import { createDeliverer } from './delivery';
import { createAfricasTalkingProvider } from './providers/africas-talking';
import type { Provider } from './providers/provider';
import { createSmtpProvider } from './providers/smtp';

const AT = { username: 'safestay', apiKey: 'at-test-key' };
let sms: Awaited<ReturnType<typeof startAfricasTalkingFake>>;
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
let smsProvider: Provider;
let emailProvider: Provider;

beforeAll(async () => {
  sms = await startAfricasTalkingFake(AT);
  smtp = await startSmtpFake();
  smsProvider = createAfricasTalkingProvider({ ...AT, apiBase: sms.url, timeoutMs: 2000 });
  emailProvider = createSmtpProvider({ url: smtp.url, from: 'SafeStay <no-reply@safestay.test>' });
});
afterAll(async () => {
  await emailProvider.close?.();
  await sms.close();
  await smtp.close();
});

const rowsOf = (db: TestDatabase) => db.db.selectFrom('outbox').selectAll().orderBy('id').execute();

describe('sending through the real protocols', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('a payment recorded reaches the tenant by SMS (Africa’s Talking) and email (SMTP) by itself', async () => {
    t = await buildTestApp(undefined, {
      notifications: { providers: { sms: smsProvider, email: emailProvider }, pollMs: 50, schedule: false },
    });
    const call = apiCaller(() => t.app);
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      primaryPhoneNumber: '0722 000 111',
    });
    const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id;
    const before = sms.messages.length;
    expect((await call(landlord, 'POST', '/payments', { tenancyId, amount: 15000, method: 'cash' })).statusCode).toBe(
      201,
    );

    await expect.poll(() => sms.messages.length - before, { timeout: 5000 }).toBe(1);
    const text = sms.messages.at(-1);
    expect(text?.to).toBe('+254722000111');
    expect(text?.message).toContain('We received KSH 15,000 by Cash. Receipt R-000001.');
    await expect.poll(() => smtp.mails.some((m) => m.to.includes(tenant.user.email)), { timeout: 5000 }).toBe(true);
    const mail = smtp.mails.find((m) => m.to.includes(tenant.user.email));
    expect(mail?.subject).toBe('Receipt R-000001: KSH 15,000 received');

    // The provider's answer is written back a moment after the message arrived.
    const outboxOfTenant = () =>
      t.database.db.selectFrom('outbox').selectAll().where('user_id', '=', tenant.user._id).execute();
    await expect
      .poll(async () => (await outboxOfTenant()).every((r) => r.status === 'sent'), { timeout: 5000 })
      .toBe(true);
    const sent = await outboxOfTenant();
    expect(sent.map((r) => [r.channel, r.status, r.provider]).sort()).toEqual([
      ['email', 'sent', 'smtp'],
      ['sms', 'sent', 'africastalking'],
    ]);
    expect(sent.find((r) => r.channel === 'sms')?.provider_message_id).toMatch(/^ATXid_/);
  });
});

describe('retries, failures and crashes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.dispose();
  });
  afterEach(async () => {
    await db.db.deleteFrom('outbox').execute();
  });

  it('a provider error is retried with backoff and sent once it answers; nothing is lost', async () => {
    const [id] = await queueSms(db, 1);
    const deliverer = createDeliverer(db, { providers: { sms: smsProvider }, retryDelaysMs: [60_000, 60_000] });
    sms.failNext(1, 500);
    await deliverer.deliverDue();
    let [row] = await rowsOf(db);
    expect(row).toMatchObject({ id, status: 'queued', attempts: 1 });
    expect(row.last_error).toMatch(/500/);
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing is sent.
    expect(await deliverer.deliverDue()).toBe(0);
    const before = sms.messages.length;
    await deliverer.deliverDue(() => new Date(Date.now() + 61_000));
    [row] = await rowsOf(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sms.messages.length - before).toBe(1);
  });

  it('an invalid number fails at once (no retry); a provider down for good fails after the last attempt', async () => {
    await queueSms(db, 1);
    const deliverer = createDeliverer(db, { providers: { sms: smsProvider }, retryDelaysMs: [0, 0] });
    sms.failNext(1, 403);
    await deliverer.deliverDue();
    expect((await rowsOf(db))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowsOf(db))[0].last_error).toMatch(/InvalidPhoneNumber/);

    await db.db.deleteFrom('outbox').execute();
    await queueSms(db, 1);
    const down = createAfricasTalkingProvider({ ...AT, apiBase: 'http://127.0.0.1:9/version1', timeoutMs: 500 });
    const failing = createDeliverer(db, { providers: { sms: down }, retryDelaysMs: [0, 0] });
    for (let i = 0; i < 3; i++) await failing.deliverDue();
    const [row] = await rowsOf(db);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.last_error).toBeTruthy();
  });

  it('with no provider set up, messages are kept (held) and said so', async () => {
    await queueSms(db, 2);
    const held: string[] = [];
    await createDeliverer(db, { providers: {}, onHeld: (r) => held.push(r.id) }).deliverDue();
    const rows = await rowsOf(db);
    expect(rows.map((r) => r.status)).toEqual(['held', 'held']);
    expect(rows[0].last_error).toMatch(/No SMS provider is set up/);
    expect(held).toHaveLength(2);
  });

  it('a slow SMS provider never holds up the mail queued beside it', async () => {
    await queueSms(db, 20);
    const [mailId] = await queueSms(db, 1, 'slow-sms@safestay.test', 'email');
    const smsBefore = sms.messages.length;
    sms.hold();
    try {
      // Held for as long as the mail takes: no timeout cuts in meanwhile.
      const patient = createAfricasTalkingProvider({ ...AT, apiBase: sms.url, timeoutMs: 60_000 });
      const deliverer = createDeliverer(db, { providers: { sms: patient, email: emailProvider } });
      const all = deliverer.deliverDue();
      // The mail is sent and written back while not one SMS has been answered yet.
      const mailRow = () => db.db.selectFrom('outbox').select('status').where('id', '=', mailId).executeTakeFirst();
      await expect.poll(async () => (await mailRow())?.status, { timeout: 5000 }).toBe('sent');
      expect(sms.waiting).toBeGreaterThan(0);
      expect(sms.messages.length - smsBefore).toBe(0);
      expect(smtp.mails.some((m) => m.to.includes('slow-sms@safestay.test'))).toBe(true);
      sms.release();
      expect(await all).toBe(21);
      expect(sms.messages.length - smsBefore).toBe(20);
    } finally {
      sms.release();
    }
  });

  it('with a rate ceiling, sends are spread out rather than sent in one burst, also when the event loop is held up', async () => {
    await queueSms(db, 10);
    const startedAt: number[] = [];
    const timed: Provider = {
      ...smsProvider,
      send: (message) => {
        startedAt.push(performance.now());
        // The server busy for 70 ms after the first send (a PDF, a burst of requests): the second
        // starts late, and the third must still keep its distance from it.
        if (startedAt.length === 1) while (performance.now() - startedAt[0] < 70);
        return smsProvider.send(message);
      },
    };
    // 20 a second: a send every 50 ms, ten lanes or not.
    expect(await createDeliverer(db, { providers: { sms: timed }, ratePerSecond: 20 }).deliverDue()).toBe(10);
    const gaps = startedAt.slice(1).map((t, i) => t - startedAt[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(45);
    expect((await rowsOf(db)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('a process that died mid-send gives its messages back once its claim runs out; a live claim is left alone', async () => {
    const ids = await queueSms(db, 3);
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    // What a crash leaves: claimed rows whose process is gone (two) and one still held by a live process.
    await db.db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: 1, locked_until: past })
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    await db.db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: 1, locked_until: future })
      .where('id', '=', ids[2])
      .execute();
    const restarted = db.reopen();
    const before = sms.messages.length;
    await createDeliverer(restarted, { providers: { sms: smsProvider } }).deliverDue();
    const rows = await rowsOf(db);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sending']);
    expect(sms.messages.length - before).toBe(2);
  });

  it('two processes sending the same outbox at once send every message exactly once', async () => {
    const count = 300;
    const ids = await queueSms(db, count);
    const before = sms.messages.length;
    sms.setDelay(2);
    const a = createDeliverer(db, { providers: { sms: smsProvider }, batchSize: 20 });
    // On PostgreSQL a second pool, as another process has; SQLite runs one process in production,
    // and a second handle in this same thread could only wait for the first: they share one.
    const b = createDeliverer(db.dialect === 'postgres' ? db.reopen() : db, {
      providers: { sms: smsProvider },
      batchSize: 20,
    });
    const [sentByA, sentByB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    sms.setDelay(0);
    expect(sentByA + sentByB).toBe(count);
    // Both took part (on PostgreSQL they ran side by side; on SQLite their claims interleaved).
    expect(sentByA).toBeGreaterThan(0);
    expect(sentByB).toBeGreaterThan(0);
    const received = sms.messages.slice(before).map((m) => m.message);
    expect(received).toHaveLength(count);
    expect(new Set(received).size).toBe(count);
    const rows = await rowsOf(db);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    // Each row keeps the id the provider gave that very message (a batch's are written at once).
    const idOfText = new Map(sms.messages.slice(before).map((m) => [m.message, m.messageId]));
    expect(rows.every((r) => r.provider_message_id === idOfText.get(r.body))).toBe(true);
  });
});
