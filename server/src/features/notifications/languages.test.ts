import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  buildTestApp,
  registerLandlord,
  registerTenant,
  type Session,
  type TestApp,
} from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { runDueReminders } from './reminders';

let t: TestApp;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await buildTestApp(undefined, { authRateLimit: 10_000, writeRateLimit: 10_000 });
});
afterAll(async () => {
  await t.close();
});

/** Intl writes "Ksh" with a no-break space; a person reads a space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

async function outboxOf(who: Session, kind: string) {
  return t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('user_id', '=', who.user._id)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

async function bellOf(who: Session) {
  const res = await call(who, 'GET', '/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { kind: string; title: string; body: string }[];
}

/** An English-speaking landlord and a tenant who chose Kiswahili when signing up. */
async function building() {
  const landlord = await registerLandlord(t.app);
  const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
    primaryPhoneNumber: '0712 345 678',
    locale: 'sw',
  });
  return { landlord, tenant };
}

describe('messages go out in the reader’s language (docs/languages.md)', () => {
  it('a Kiswahili tenant gets their receipt in Kiswahili; the English landlord who recorded it reads English', async () => {
    const { landlord, tenant } = await building();
    const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id;
    const res = await call(landlord, 'POST', '/payments', { tenancyId, amount: 7500, method: 'cash' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Payment recorded. Receipt R-000001.');

    const [sms] = await outboxOf(tenant, 'receipt').then((rows) => rows.filter((r) => r.channel === 'sms'));
    expect(sms.body).toMatch(
      /^SafeStay .+: Tumepokea Ksh 7,500\.00 kwa Pesa taslimu\. Risiti R-000001\. Salio la ziada Ksh 7,500\.00\. Asante\.$/,
    );
    expect(sms.body.length).toBeLessThanOrEqual(160);
    const [news] = await bellOf(tenant);
    expect(plain(news.title)).toBe('Malipo yamepokelewa: Ksh 7,500.00');
  });

  it('the landlord, who reads English, is told of a Kiswahili tenant’s claim in English', async () => {
    const { landlord, tenant } = await building();
    const res = await call(tenant, 'POST', '/payments', { amount: 2000, method: 'cash' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/^Asante\. .+ atathibitisha malipo yako;/);
    const [news] = await bellOf(landlord);
    expect(news.title).toBe('To confirm: KSH 2,000');
  });

  it('the reminder job writes a Kiswahili tenant’s reminder in Kiswahili', async () => {
    const { landlord, tenant } = await building();
    const made = await call(landlord, 'POST', '/bills/generate-monthly', {
      month: 'December',
      year: 2026,
      dueDate: '2026-12-05',
    });
    expect(made.statusCode, made.body).toBe(201);
    // 08:30 in Nairobi, 3 days before the due date.
    await runDueReminders(t.database, new Date('2026-12-02T05:30:00Z'));
    const sent = await outboxOf(tenant, 'reminder');
    expect(sent.map((r) => r.body)).toEqual([
      expect.stringMatching(
        /^SafeStay: Kodi ya [A-Z0-9]+, Ksh 15,000\.00, inadaiwa baada ya siku 3, 5 Des 2026\. Puuza kama umelipa\.$/,
      ),
    ]);
  });

  it('a password reset code goes out in the language of the account', async () => {
    const { tenant } = await building();
    const res = await call(null, 'POST', '/auth/forgot', { email: tenant.user.email });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outboxOf(tenant, 'password_reset');
    expect(mail.subject).toMatch(/^Nambari yako ya SafeStay: \d{8}$/);
    expect(mail.body).toMatch(/^Nambari yako ya SafeStay ni \d{8}\. Inafanya kazi kwa dakika \d+\./);
  });
});

describe('refusals are written in the caller’s language', () => {
  it('a Kiswahili tenant at a landlord’s route is refused in Kiswahili, an English one in English', async () => {
    const { landlord, tenant } = await building();
    const english = await registerTenant(t.app, landlord.user.apartmentId as string);
    const theirs = await call(tenant, 'GET', '/audit');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('Mwenye nyumba pekee ndiye anaweza kusoma kumbukumbu ya shughuli.');
    expect((await call(english, 'GET', '/audit')).json().message).toBe('Only the landlord can read the activity log.');
  });

  it('a field refused in a Kiswahili tenant’s request is named and explained in Kiswahili', async () => {
    const { landlord, tenant } = await building();
    const theirs = await call(tenant, 'POST', '/complaints', { title: '', description: 'Bomba linavuja' });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe('Kichwa: sehemu hii inahitajika.');
    const english = await registerTenant(t.app, landlord.user.apartmentId as string);
    const refused = await call(english, 'POST', '/complaints', { title: '', description: 'Tap leaks' });
    expect(refused.json().message).toBe('Title is required.');
  });
});

describe('documents are written in the language of whoever downloads them', () => {
  it('a Kiswahili tenant’s receipt and statement read in Kiswahili; their landlord’s copy in English', async () => {
    const { landlord, tenant } = await building();
    const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id;
    const paid = await call(landlord, 'POST', '/payments', { tenancyId, amount: 7500, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(201);
    const url = `/payments/${paid.json().payment._id}/receipt`;

    const theirs = await call(tenant, 'GET', url);
    expect(theirs.statusCode).toBe(200);
    const sw = plain((await pdfText(theirs.rawPayload)).replace(/\s+/g, ' '));
    for (const words of [
      'Risiti ya Malipo',
      'Nambari ya risiti: R-000001',
      'Kiasi Ksh 7,500.00',
      'Kwa maneno Shilingi za Kenya elfu saba na mia tano tu',
      'Njia Pesa taslimu',
      'Baada ya malipo haya Salio la ziada Ksh 7,500.00',
    ]) {
      expect(sw).toContain(words);
    }
    expect(sw).not.toContain('Receipt');

    const landlords = await call(landlord, 'GET', url);
    const en = (await pdfText(landlords.rawPayload)).replace(/\s+/g, ' ');
    expect(en).toContain('Payment Receipt');
    expect(en).toContain('In words Kenya shillings seven thousand five hundred only');

    const statement = await call(tenant, 'GET', '/me/statement.pdf');
    expect(statement.statusCode).toBe(200);
    const lines = plain((await pdfText(statement.rawPayload)).replace(/\s+/g, ' '));
    expect(lines).toContain('Taarifa ya Akaunti ya Mpangaji');
    expect(lines).toContain('Salio la mwisho');
  });
});

describe('words SafeStay stored in English are read in the reader’s language', () => {
  it('a Kiswahili landlord reads why a tenant cannot be reached, and the notes kept with messages, in Kiswahili', async () => {
    const { landlord, tenant } = await building();
    expect((await call(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    await call(tenant, 'PUT', '/notifications/preferences', { smsRemindersStopped: true });
    // The last SMS to the tenant failed while no SMS provider was set up: SafeStay's stored note.
    const tenancyId = (await call(tenant, 'GET', '/auth/me')).json().tenancy._id;
    await call(landlord, 'POST', '/payments', { tenancyId, amount: 100, method: 'cash' });
    const [receipt] = (await outboxOf(tenant, 'receipt')).filter((r) => r.channel === 'sms');
    await t.database.db
      .updateTable('outbox')
      .set({ status: 'failed', last_error: 'No SMS provider is set up (AT_USERNAME, AT_API_KEY): kept in the outbox.' })
      .where('id', '=', receipt.id)
      .execute();

    const unreachable = (await call(landlord, 'GET', '/notifications/unreachable')).json();
    expect(unreachable).toEqual([
      expect.objectContaining({
        name: tenant.user.name,
        reasons: [
          'Amesimamisha vikumbusho vya SMS.',
          'SMS ya mwisho haikufika: Hakuna mtoa huduma wa SMS aliyewekwa (AT_USERNAME, AT_API_KEY): umewekwa kwenye orodha ya kutuma.',
        ],
      }),
    ]);
    const outbox = (await call(landlord, 'GET', '/notifications/outbox')).json();
    expect(outbox.find((m: { _id: string }) => m._id === receipt.id).lastError).toMatch(/^Hakuna mtoa huduma/);

    // Stored in English, so the English reader (and an old client) reads what it always did.
    await call(landlord, 'PUT', '/auth/me', { locale: 'en' });
    const english = (await call(landlord, 'GET', '/notifications/unreachable')).json();
    expect(english[0].reasons[0]).toBe('Stopped SMS reminders.');
  });

  it('a join request withdrawn by a deleted account reads in the Kiswahili landlord’s language', async () => {
    const landlord = await registerLandlord(t.app, {}, 'approval');
    expect((await call(landlord, 'PUT', '/auth/me', { locale: 'sw' })).statusCode).toBe(200);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      password: 'correct horse battery',
    });
    expect((await call(tenant, 'DELETE', '/me', { password: 'correct horse battery' })).statusCode).toBe(200);
    const rejected = (await call(landlord, 'GET', '/tenancies?status=rejected')).json();
    expect(rejected.map((r: { rejectionReason: string }) => r.rejectionReason)).toEqual([
      'Mtu huyu amefuta akaunti yake.',
    ]);
    const stored = await t.database.db
      .selectFrom('tenancies')
      .select('rejection_reason')
      .where('apartment_id', '=', landlord.user.apartmentId as string)
      .executeTakeFirstOrThrow();
    expect(stored.rejection_reason).toBe('The person deleted their account.');
  });

  it('a Kiswahili tenant deletes their account in Kiswahili; the name left behind has one spelling', async () => {
    const landlord = await registerLandlord(t.app);
    const tenant = await registerTenant(t.app, landlord.user.apartmentId as string, {
      password: 'correct horse battery',
      locale: 'sw',
    });
    const wrong = await call(tenant, 'DELETE', '/me', { password: 'not my password' });
    expect(wrong.json()).toMatchObject({
      message: 'Nenosiri si sahihi.',
      errors: [{ field: 'password', message: 'Nenosiri si sahihi.' }],
    });
    expect((await call(tenant, 'DELETE', '/me', {})).json().message).toBe('Weka nenosiri lako kuthibitisha.');
    const done = await call(tenant, 'DELETE', '/me', { password: 'correct horse battery' });
    expect(done.json().message).toBe('Akaunti yako imefutwa. Umetolewa kwenye SafeStay.');
    const row = await t.database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', tenant.user._id)
      .executeTakeFirstOrThrow();
    expect(row.name).toMatch(/^Former tenant T-[0-9A-F]{4}$/);
  });
});
