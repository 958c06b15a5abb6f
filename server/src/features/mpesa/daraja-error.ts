/**
 * Every failure talking to Daraja, in one shape: the HTTP status (0 when M-Pesa never answered),
 * Daraja's `errorCode` when it sent one (or ours: TIMEOUT, UNREACHABLE, BAD_ANSWER, AUTH_FAILED,
 * INVALID_INPUT), and a message a landlord or tenant can read. Messages never carry keys, secrets,
 * passkeys or tokens: the client scrubs them from anything Daraja echoes back.
 */
export class DarajaError extends Error {
  readonly status: number;
  readonly errorCode: string;

  constructor(status: number, errorCode: string, message: string) {
    super(message);
    this.name = 'DarajaError';
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** The errorCode Daraja answers when a token was revoked (by a newer one) or has expired. */
export const INVALID_ACCESS_TOKEN = '404.001.03';
/** Shared by "being processed", "wrong credentials" and "unable to lock subscriber": read the text too. */
export const PROCESSING_OR_REFUSED = '500.001.1001';
export const URLS_ALREADY_REGISTERED = '500.003.1001';

const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  [INVALID_ACCESS_TOKEN]: 'M-Pesa refused the access token.',
  '400.008.01': 'M-Pesa did not accept the consumer key and secret.',
  '400.008.02': 'M-Pesa refused the token request.',
  [URLS_ALREADY_REGISTERED]:
    'M-Pesa already has callback addresses for this shortcode. Ask Safaricom to delete them before registering again.',
  '401.003.01': 'This Daraja app does not have that C2B API version. Switch between v1 and v2 in the M-Pesa settings.',
  '500.003.02': 'M-Pesa is busy. Try again in a minute.',
  '500.003.03': 'M-Pesa has had too many requests from this app. Try again later.',
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
  const words = scrubUpstreamText(upstreamMessage, secrets);
  const message = words
    ? `M-Pesa refused the request: ${words.replace(/\.$/, '')}.`
    : `M-Pesa answered with an error (HTTP ${status}).`;
  return new DarajaError(status, code, message);
}

export const timeoutError = () => new DarajaError(0, 'TIMEOUT', 'M-Pesa did not answer in time.');
export const unreachableError = () => new DarajaError(0, 'UNREACHABLE', 'M-Pesa could not be reached.');
export const badAnswerError = (status: number) =>
  new DarajaError(status, 'BAD_ANSWER', 'M-Pesa answered with something we could not read.');
export const authFailedError = (status: number, errorCode: string | null) =>
  new DarajaError(status, errorCode ?? 'AUTH_FAILED', 'M-Pesa did not accept the consumer key and secret.');
export const invalidInputError = (message: string) => new DarajaError(400, 'INVALID_INPUT', message);
