import type { FailureReason, OutgoingMessage, Provider, SendResult } from './provider';

/**
 * Africa's Talking's bulk SMS API, spoken with plain `fetch` (no SDK): one POST per message,
 * one recipient, every failure sorted into permanent or retryable for the deliverer
 * (docs/notifications.md). Never throws.
 */
export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** An approved alphanumeric sender id or short code; left out, AT uses the account's default. */
  senderId?: string;
  /** Up to and including `/version1`; defaults to AT's live or (username `sandbox`) sandbox API. */
  apiBase?: string;
  timeoutMs?: number;
}

const LIVE_API = 'https://api.africastalking.com/version1';
const SANDBOX_API = 'https://api.sandbox.africastalking.com/version1';
const DEFAULT_TIMEOUT_MS = 10_000;

/** Per-recipient codes: the message was taken (Processed, Sent, Queued). */
const ACCEPTED = new Set([100, 101, 102]);
/**
 * Codes that sending the same message again cannot change: InvalidSenderId, InvalidPhoneNumber,
 * UnsupportedNumberType, UserInBlacklist. Everything else (RiskHold, InsufficientBalance,
 * CouldNotRoute, DoNotDisturbRejection, InternalServerError, GatewayError, RejectedByGateway, or
 * a code we do not know) is retried.
 */
const PERMANENT = new Set([402, 403, 404, 406]);

/** What an error text may quote of an answer: enough to recognise it, never a whole page. */
const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

const retry = (error: string, reason?: FailureReason): SendResult =>
  reason ? { ok: false, permanent: false, error, reason } : { ok: false, permanent: false, error };

/** Per-recipient codes a person testing the account can act on. */
const REASON_BY_CODE: Record<number, FailureReason> = {
  402: 'sender',
  403: 'number',
  404: 'number',
  405: 'balance',
  406: 'number',
};

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
  cost?: unknown;
}

function readAnswer(json: unknown): { message: string; recipients: Recipient[] } | null {
  const data = (json as { SMSMessageData?: { Message?: unknown; Recipients?: unknown } } | null)?.SMSMessageData;
  if (!data || typeof data !== 'object' || !Array.isArray(data.Recipients)) return null;
  return { message: typeof data.Message === 'string' ? data.Message : '', recipients: data.Recipients };
}

function resultFor(recipient: Recipient): SendResult {
  const code = Number(recipient.statusCode);
  const status = typeof recipient.status === 'string' ? recipient.status : 'no status';
  if (ACCEPTED.has(code)) {
    const providerId = typeof recipient.messageId === 'string' ? recipient.messageId : null;
    return typeof recipient.cost === 'string'
      ? { ok: true, providerId, detail: recipient.cost }
      : { ok: true, providerId };
  }
  const error = `Africa's Talking refused the SMS: ${code} ${status}`;
  const reason = REASON_BY_CODE[code];
  return reason
    ? { ok: false, permanent: PERMANENT.has(code), error, reason }
    : { ok: false, permanent: PERMANENT.has(code), error };
}

function failureOf(error: unknown, timeoutMs: number): SendResult {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return retry(`Africa's Talking did not answer within ${timeoutMs} ms`, 'unreachable');
  }
  // fetch hides the socket's reason (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return retry(`Africa's Talking could not be reached: ${cause}`, 'unreachable');
}

export function createAfricasTalkingProvider(options: AfricasTalkingOptions): Provider {
  const apiBase = (options.apiBase ?? (options.username === 'sandbox' ? SANDBOX_API : LIVE_API)).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(message: OutgoingMessage): Promise<SendResult> {
    const form = new URLSearchParams({ username: options.username, to: message.to, message: message.body });
    if (options.senderId) form.set('from', options.senderId);
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${apiBase}/messaging`, {
        method: 'POST',
        headers: {
          apiKey: options.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return failureOf(error, timeoutMs);
    }

    // A wrong key or username: nothing was sent, and the next try may find the settings fixed.
    if (status === 401 || status === 403) {
      return retry(`Africa's Talking refused the username or API key (HTTP ${status}): ${excerpt(text)}`, 'auth');
    }
    // AT answers 201; a 2xx is read too, so an accepted message is never sent twice.
    if (status < 200 || status > 299) return retry(`Africa's Talking answered HTTP ${status}: ${excerpt(text)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return retry(`Africa's Talking answered HTTP ${status} with something other than JSON: ${excerpt(text)}`);
    }
    const answer = readAnswer(json);
    if (!answer) return retry(`Africa's Talking answered HTTP ${status} without SMSMessageData: ${excerpt(text)}`);
    // No recipient at all: AT refused the number before trying (its Message says why).
    if (answer.recipients.length === 0) {
      return {
        ok: false,
        permanent: true,
        error: `Africa's Talking sent nothing: ${answer.message || 'no reason given'}`,
      };
    }
    return resultFor(answer.recipients[0]);
  }

  return {
    channel: 'sms',
    name: 'africastalking',
    async send(message) {
      try {
        return await send(message);
      } catch (error) {
        return retry(`Africa's Talking send failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
