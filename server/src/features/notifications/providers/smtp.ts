import nodemailer, { type NodemailerError } from 'nodemailer';
import type { OutgoingMessage, Provider, SendResult } from './provider';

/**
 * Email through any SMTP server (docs/notifications.md): plain-text mail, one message per
 * connection (no pool), every failure sorted into permanent or retryable. Never throws.
 */
export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** The From header and envelope sender: `SafeStay <no-reply@example.com>`. */
  from: string;
  /** Connecting, the greeting and any silence after it; 10 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Replies to these commands judge this message or its recipient; a 5xx to them is final. A 5xx
 * to MAIL FROM or AUTH judges our settings, which someone can fix, so that is retried. 503 (bad
 * sequence of commands) is about the session, not the message.
 */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);
/** Refused by nodemailer before any connection: an address it cannot parse, an empty message. */
const LOCAL_REFUSALS = new Set(['EENVELOPE', 'EMESSAGE']);

function failureOf(error: unknown): SendResult {
  const err = (error instanceof Error ? error : new Error(String(error))) as NodemailerError;
  const code = err.responseCode;
  if (code !== undefined && code >= 500 && code < 600 && code !== 503 && MESSAGE_COMMANDS.has(err.command ?? '')) {
    return {
      ok: false,
      permanent: true,
      error: `SMTP server refused the mail (${err.command} ${code}): ${err.message}`,
    };
  }
  if (err.command === 'API' && LOCAL_REFUSALS.has(err.code ?? '')) {
    return { ok: false, permanent: true, error: `Mail not sendable: ${err.message}` };
  }
  if (err.code === 'EAUTH' || err.code === 'ENOAUTH') {
    return {
      ok: false,
      permanent: false,
      error: `SMTP login failed, check the SMTP settings: ${err.message}`,
      reason: 'auth',
    };
  }
  if (err.code === 'ETIMEDOUT') {
    return { ok: false, permanent: false, error: `SMTP server timed out: ${err.message}`, reason: 'unreachable' };
  }
  if (err.code === 'ECONNECTION' || err.code === 'EDNS' || err.code === 'ESOCKET') {
    return {
      ok: false,
      permanent: false,
      error: `SMTP server not reached (${err.code}): ${err.message}`,
      reason: 'unreachable',
    };
  }
  const where = code !== undefined ? `${err.command ?? 'SMTP'} ${code}` : (err.code ?? 'error');
  return { ok: false, permanent: false, error: `SMTP send failed (${where}): ${err.message}` };
}

export function createSmtpProvider(options: SmtpOptions): Provider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });

  async function send(message: OutgoingMessage): Promise<SendResult> {
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
      });
      return { ok: true, providerId: info.messageId ?? null };
    } catch (error) {
      return failureOf(error);
    }
  }

  return {
    channel: 'email',
    name: 'smtp',
    send,
    async close() {
      transport.close();
    },
  };
}
