import { MPESA_MSG } from '@safestay/contracts';

/**
 * Every failure talking to Daraja, in one shape: the HTTP status (0 when M-Pesa never answered),
 * Daraja's `errorCode` when it sent one (or ours: TIMEOUT, UNREACHABLE, BAD_ANSWER, AUTH_FAILED,
 * INVALID_INPUT), and a message a landlord or tenant can read, from `MPESA_MSG`: `message` in the
 * language of the moment it was made, `text()` in any other (a prompt's row stores its English).
 * Messages never carry keys, secrets, passkeys or tokens: the client scrubs them from anything
 * Daraja echoes back.
 */
export class DarajaError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly text: () => string;

  constructor(status: number, errorCode: string, text: () => string) {
    super(text());
    this.name = 'DarajaError';
    this.status = status;
    this.errorCode = errorCode;
    this.text = text;
  }
}

/** The errorCode Daraja answers when a token was revoked (by a newer one) or has expired. */
export const INVALID_ACCESS_TOKEN = '404.001.03';
/** Shared by "being processed", "wrong credentials" and "unable to lock subscriber": read the text too. */
export const PROCESSING_OR_REFUSED = '500.001.1001';
export const URLS_ALREADY_REGISTERED = '500.003.1001';

const MESSAGE_BY_CODE: Readonly<Record<string, () => string>> = {
  [INVALID_ACCESS_TOKEN]: () => MPESA_MSG.tokenRefused,
  '400.008.01': () => MPESA_MSG.keysRefused,
  '400.008.02': () => MPESA_MSG.tokenRequestRefused,
  [URLS_ALREADY_REGISTERED]: () => MPESA_MSG.urlsAlreadyRegistered,
  '401.003.01': () => MPESA_MSG.noSuchC2bVersion,
  '500.003.02': () => MPESA_MSG.busy,
  '500.003.03': () => MPESA_MSG.tooManyRequests,
};

/** Daraja's own words, made safe to show: no secrets, no control characters, not too long. */
export function scrubUpstreamText(text: string, secrets: readonly string[]): string {
  let safe = text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  for (const secret of secrets) if (secret.length >= 4) safe = safe.split(secret).join('***');
  return safe.length > 200 ? `${safe.slice(0, 199)}…` : safe;
}

/** The error for a Daraja `{ errorCode, errorMessage }` envelope (or an error answer without one). */
export function darajaErrorFromAnswer(
  status: number,
  errorCode: string | null,
  upstreamMessage: string,
  secrets: readonly string[],
): DarajaError {
  const code = errorCode ?? `HTTP_${status}`;
  const known = MESSAGE_BY_CODE[code];
  if (known) return new DarajaError(status, code, known);
  const words = scrubUpstreamText(upstreamMessage, secrets).replace(/\.$/, '');
  return new DarajaError(status, code, () => (words ? MPESA_MSG.refusedWith(words) : MPESA_MSG.httpError(status)));
}

export const timeoutError = () => new DarajaError(0, 'TIMEOUT', () => MPESA_MSG.timeout);
export const unreachableError = () => new DarajaError(0, 'UNREACHABLE', () => MPESA_MSG.unreachable);
export const badAnswerError = (status: number) => new DarajaError(status, 'BAD_ANSWER', () => MPESA_MSG.badAnswer);
export const authFailedError = (status: number, errorCode: string | null) =>
  new DarajaError(status, errorCode ?? 'AUTH_FAILED', () => MPESA_MSG.keysRefused);
export const invalidInputError = (text: () => string) => new DarajaError(400, 'INVALID_INPUT', text);
