import { createHash } from 'node:crypto';
import { MPESA_MSG } from '@safestay/contracts';
import {
  authFailedError,
  badAnswerError,
  DarajaError,
  darajaErrorFromAnswer,
  INVALID_ACCESS_TOKEN,
  invalidInputError,
  PROCESSING_OR_REFUSED,
  timeoutError,
  unreachableError,
} from './daraja-error';
import { darajaTimestamp, stkPassword } from './daraja-parsers';
import type { TokenCache } from './token-cache';

/**
 * Our own client for the parts of Safaricom's Daraja API SafeStay uses (docs/mpesa.md): OAuth,
 * STK push and query, and C2B URL registration. Plain `fetch`, every call bounded by a timeout,
 * every failure a DarajaError.
 */

export type ShortcodeType = 'paybill' | 'till';

export interface DarajaClientOptions {
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or the simulator's URL. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The Paybill number, or for a Till the store (head office) number Safaricom gave at go-live. */
  shortcode: string;
  passkey: string;
  shortcodeType: ShortcodeType;
  /** The number customers pay to, when it differs from the shortcode (a Till under a store). */
  partyB?: string;
  tokenCache: TokenCache;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

export interface StkPushInput {
  /** Whole shillings, 1 to 250,000. */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** Shown on the tenant's phone; at most 12 characters. */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
  callbackUrl: string;
}

export interface StkPushResult {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** `resultCode` is null while M-Pesa is still waiting for the tenant. */
export interface StkQueryResult {
  resultCode: number | null;
  resultDesc: string;
}

export interface RegisterC2bUrlsInput {
  confirmationUrl: string;
  validationUrl: string;
  /** What M-Pesa does when the validation URL cannot be reached. */
  responseType: 'Completed' | 'Cancelled';
  /** Must match the C2B product on the Daraja app. */
  version: 'v1' | 'v2';
}

export interface DarajaClient {
  accessToken(): Promise<string>;
  stkPush(input: StkPushInput): Promise<StkPushResult>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  registerC2bUrls(input: RegisterC2bUrlsInput): Promise<{ responseDescription: string }>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** Refresh this long before Daraja says the token expires, so no call goes out on a dying token. */
const TOKEN_MARGIN_MS = 60_000;
/** Daraja's tokens last an hour; used when an answer leaves `expires_in` out. */
const DEFAULT_EXPIRES_IN_S = 3599;

type Json = Record<string, unknown>;
type Auth = { basic: string } | { bearer: string };

const field = (body: Json, name: string): string => {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createDarajaClient(options: DarajaClientOptions): DarajaClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const secrets = [options.consumerSecret, options.passkey, options.consumerKey];
  // The secret is part of the key, so new credentials never reuse an old token; hashed, so the
  // cache (Redis) never holds the credentials themselves.
  const cacheKey = createHash('sha256')
    .update(`${baseUrl}\n${options.consumerKey}\n${options.consumerSecret}`)
    .digest('hex')
    .slice(0, 32);
  let tokenInFlight: Promise<string> | null = null;

  /** One HTTP exchange: a JSON object back, or a DarajaError. */
  async function exchange(method: 'GET' | 'POST', path: string, auth: Auth, body?: Json) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: 'basic' in auth ? `Basic ${auth.basic}` : `Bearer ${auth.bearer}`,
    };
    if (body) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The underlying error may name the URL or carry the request: it is not passed on.
      throw isTimeout(error) ? timeoutError() : unreachableError();
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const json: Json | null = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : null;
    return { status, json };
  }

  function answerError(status: number, json: Json | null): DarajaError {
    if (!json) return status >= 400 ? darajaErrorFromAnswer(status, null, '', secrets) : badAnswerError(status);
    const errorCode = field(json, 'errorCode') || field(json, 'resultCode') || null;
    const words = field(json, 'errorMessage') || field(json, 'resultDesc') || field(json, 'ResponseDescription');
    return darajaErrorFromAnswer(status, errorCode, words, secrets);
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    const { status, json } = await exchange('GET', '/oauth/v1/generate?grant_type=client_credentials', { basic });
    // Daraja answers wrong credentials with a 400 (sometimes with no body): say what it means.
    if (status >= 400 && status < 500) {
      throw authFailedError(status, json ? field(json, 'errorCode') || field(json, 'resultCode') || null : null);
    }
    const token = json ? field(json, 'access_token') : '';
    if (status !== 200 || !token) throw json ? answerError(status, json) : badAnswerError(status);
    // Daraja's samples show expires_in both as "3599" and as 3599.
    const expiresIn = Number(json ? field(json, 'expires_in') : '') || DEFAULT_EXPIRES_IN_S;
    const ttlMs = expiresIn * 1000 - TOKEN_MARGIN_MS;
    if (ttlMs > 0) await options.tokenCache.set(cacheKey, token, ttlMs);
    return token;
  }

  /** A fresh token, fetched once however many calls ask at the same moment: each fetch revokes the last. */
  function newToken(): Promise<string> {
    tokenInFlight ??= fetchToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  async function accessToken(): Promise<string> {
    return (await options.tokenCache.get(cacheKey)) ?? newToken();
  }

  /** After Daraja refused `rejected`: another process may already have cached its successor. */
  async function tokenAfterRejection(rejected: string): Promise<string> {
    const cached = await options.tokenCache.get(cacheKey);
    return cached && cached !== rejected ? cached : newToken();
  }

  /** A POST with a bearer token; a revoked token is replaced and the call retried, once. */
  async function call(path: string, body: Json): Promise<{ status: number; json: Json | null }> {
    const token = await accessToken();
    const first = await exchange('POST', path, { bearer: token }, body);
    if (first.json && field(first.json, 'errorCode') === INVALID_ACCESS_TOKEN) {
      return exchange('POST', path, { bearer: await tokenAfterRejection(token) }, body);
    }
    return first;
  }

  function stkCredentials() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: options.shortcode,
      Password: stkPassword(options.shortcode, options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  async function stkPush(input: StkPushInput): Promise<StkPushResult> {
    checkStkPushInput(input);
    const { status, json } = await call('/mpesa/stkpush/v1/processrequest', {
      ...stkCredentials(),
      TransactionType: options.shortcodeType === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
      Amount: input.amount,
      PartyA: input.phone,
      PartyB: options.partyB ?? options.shortcode,
      PhoneNumber: input.phone,
      CallBackURL: input.callbackUrl,
      AccountReference: input.accountReference,
      TransactionDesc: input.description,
    });
    // ResponseCode "0" means accepted for processing, not paid: the callback says whether it was.
    if (status !== 200 || !json || field(json, 'ResponseCode') !== '0' || !field(json, 'CheckoutRequestID')) {
      throw answerError(status, json);
    }
    return {
      merchantRequestId: field(json, 'MerchantRequestID'),
      checkoutRequestId: field(json, 'CheckoutRequestID'),
      customerMessage: field(json, 'CustomerMessage'),
    };
  }

  async function stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
    const { status, json } = await call('/mpesa/stkpushquery/v1/query', {
      ...stkCredentials(),
      CheckoutRequestID: checkoutRequestId,
    });
    // The same errorCode also means "wrong credentials": only its words say "still waiting".
    const words = json ? field(json, 'errorMessage') : '';
    if (json && field(json, 'errorCode') === PROCESSING_OR_REFUSED && /being processed/i.test(words)) {
      return { resultCode: null, resultDesc: words };
    }
    const resultCode = json ? field(json, 'ResultCode') : '';
    if (status !== 200 || !/^-?\d+$/.test(resultCode)) throw answerError(status, json);
    return { resultCode: Number(resultCode), resultDesc: field(json!, 'ResultDesc') };
  }

  async function registerC2bUrls(input: RegisterC2bUrlsInput): Promise<{ responseDescription: string }> {
    const { status, json } = await call(`/mpesa/c2b/${input.version}/registerurl`, {
      ShortCode: options.shortcode,
      ResponseType: input.responseType,
      ConfirmationURL: input.confirmationUrl,
      ValidationURL: input.validationUrl,
    });
    if (status !== 200 || !json || field(json, 'ResponseCode') !== '0') throw answerError(status, json);
    return { responseDescription: field(json, 'ResponseDescription') };
  }

  return { accessToken, stkPush, stkQuery, registerC2bUrls };
}

/** Checked here too, because Daraja's answer to a bad field is vague and the prompt text has limits. */
function checkStkPushInput(input: StkPushInput): void {
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > 250_000) {
    throw invalidInputError(() => MPESA_MSG.amountRange);
  }
  if (!/^254[17]\d{8}$/.test(input.phone)) {
    throw invalidInputError(() => MPESA_MSG.phoneShape);
  }
  if (!/^[\x21-\x7e]{1,12}$/.test(input.accountReference)) {
    throw invalidInputError(() => MPESA_MSG.accountRefShape);
  }
  if (input.description.length < 1 || input.description.length > 13) {
    throw invalidInputError(() => MPESA_MSG.descriptionLength);
  }
  if (!/^https?:\/\//.test(input.callbackUrl)) throw invalidInputError(() => MPESA_MSG.callbackUrlShape);
}

export { DarajaError };
