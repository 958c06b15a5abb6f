import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpFake, startSmtpFake } from '../../../../test/fakes/smtp-fake';
import { freePort } from '../../../../test/free-port';
import type { OutgoingMessage } from './provider';
import { createSmtpProvider } from './smtp';

const from = 'SafeStay <no-reply@safestay.test>';

let fake: SmtpFake;

beforeAll(async () => {
  fake = await startSmtpFake();
});
afterAll(() => fake.close());

const email = (to = 'tenant@example.com'): OutgoingMessage => ({
  id: '0196a1b2-0000-7000-8000-000000000002',
  channel: 'email',
  to,
  subject: 'Your bill for May',
  body: 'Rent of KSH 15,000 is due on 5 May.\nPay with M-Pesa, account A4.',
});

describe('SMTP provider against a local SMTP server', () => {
  it('delivers a plain-text mail with its subject and returns its Message-ID', async () => {
    const provider = createSmtpProvider({ url: fake.url, from });
    const result = await provider.send(email());
    await provider.close?.();
    expect(result).toEqual({ ok: true, providerId: expect.stringMatching(/^<.+@.+>$/) });
    expect(fake.mails.at(-1)).toEqual({
      from: '"SafeStay" <no-reply@safestay.test>',
      to: 'tenant@example.com',
      subject: 'Your bill for May',
      text: 'Rent of KSH 15,000 is due on 5 May.\nPay with M-Pesa, account A4.',
      messageId: result.ok ? result.providerId : null,
    });
  });

  it('sends several mails through one transport', async () => {
    const provider = createSmtpProvider({ url: fake.url, from });
    const results = await Promise.all([provider.send(email('a@example.com')), provider.send(email('b@example.com'))]);
    await provider.close?.();
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(
      fake.mails
        .slice(-2)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['a@example.com', 'b@example.com']);
  });

  it('gives up on a mailbox the server refuses for good (550)', async () => {
    fake.rejectNext(1);
    const result = await createSmtpProvider({ url: fake.url, from }).send(email('gone@example.com'));
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(result.ok || result.error).toMatch(/^SMTP server refused the mail \(RCPT TO 550\): .*Mailbox unavailable/);
  });

  it('retries a mailbox the server refuses for now (450)', async () => {
    fake.rejectNext(1, 450, 'Mailbox busy');
    const result = await createSmtpProvider({ url: fake.url, from }).send(email());
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok || result.error).toContain('Mailbox busy');
  });

  it('retries when nothing listens at the address', async () => {
    const url = `smtp://127.0.0.1:${await freePort()}`;
    const result = await createSmtpProvider({ url, from }).send(email());
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok || result.error).toContain('ECONNREFUSED');
  });

  it('retries when the server never greets', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const result = await createSmtpProvider({ url: `smtp://127.0.0.1:${port}`, from, timeoutMs: 200 }).send(email());
    silent.close();
    expect(result).toMatchObject({ ok: false, permanent: false });
    expect(result.ok || result.error).toMatch(/^SMTP server timed out/);
  });
});
