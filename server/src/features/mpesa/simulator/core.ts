import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { darajaTimestamp } from '../daraja-parsers';
import { c2bConfirmationBody, mpesaCode, STK_OUTCOMES, type StkOutcome, stkCallbackBody } from './bodies';

/**
 * The simulator's memory and its outgoing calls: tokens, STK prompts waiting for the "tenant",
 * registered C2B URLs, and the Daraja-shaped callbacks it posts to them (docs/mpesa.md).
 * Nothing here is persisted: a restart is a fresh Daraja.
 */

export interface SimulatorOptions {
  consumerKey: string;
  consumerSecret: string;
  /** The STK shortcode (Paybill) the passkey belongs to. */
  shortcode: string;
  passkey: string;
  /** Accept a second C2B registration of a shortcode (Daraja's production refuses it). */
  allowReregister?: boolean;
  /** Ask the validation URL before confirming a C2B payment (off by default, as on Daraja). */
  validation?: boolean;
  tokenLifetimeSeconds?: number;
  callbackTimeoutMs?: number;
  /** One line per thing that happened, for people watching the simulator. */
  log?: (line: string) => void;
}

export interface StkRequest {
  merchantRequestId: string;
  checkoutRequestId: string;
  shortcode: string;
  transactionType: string;
  amount: number;
  phone: string;
  accountReference: string;
  description: string;
  callbackUrl: string;
  createdAt: string;
  result: { code: number; desc: string } | null;
}

export interface C2bRegistration {
  shortCode: string;
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
  version: 'v1' | 'v2';
}

export interface DeliveryOptions {
  /** Send the callback twice, as Daraja sometimes does. */
  replay?: boolean;
  /** Wait this long before sending (the STK query already shows the outcome meanwhile). */
  delayMs?: number;
  /** Send no callback at all: the outcome is only visible to an STK query. */
  dropCallback?: boolean;
}

export interface ResolveOptions extends DeliveryOptions {
  /** On success, also send the C2B confirmation M-Pesa sends for the same money, if URLs are registered. */
  alsoC2b?: boolean;
}

export interface Delivery {
  url: string;
  /** The HTTP status the receiver answered, or null when it could not be reached. */
  status: number | null;
  answer: unknown;
}

export interface PayInput {
  shortcode: string;
  account: string;
  /** Shillings; Daraja writes it as a string such as "1500.00". */
  amount: number;
  firstName?: string;
  phone?: string;
  transactionType?: 'Pay Bill' | 'Buy Goods';
}

export interface PayResult {
  transId: string;
  /** Set when the validation URL refused the payment: no confirmation was sent. */
  rejectedWith?: string;
  deliveries: Delivery[];
}

export function createSimulatorCore(options: SimulatorOptions) {
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(`${new Date().toISOString().slice(11, 19)} ${line}`);
    if (recent.length > 30) recent.shift();
    options.log?.(line);
  };
  const closing = new AbortController();
  const stk = new Map<string, StkRequest>();
  const registrations = new Map<string, C2bRegistration>();
  let token: { value: string; expiresAt: number } | null = null;
  let sequence = 0;

  function issueToken(): { accessToken: string; expiresIn: number } {
    const expiresIn = options.tokenLifetimeSeconds ?? 3599;
    // Like Daraja: a new token revokes the one before it.
    token = { value: randomBytes(21).toString('base64url'), expiresAt: Date.now() + expiresIn * 1000 };
    log('OAuth: issued a new token (the previous one no longer works)');
    return { accessToken: token.value, expiresIn };
  }

  const isCurrentToken = (value: string) => token !== null && token.value === value && Date.now() < token.expiresAt;

  function acceptStk(request: Omit<StkRequest, 'merchantRequestId' | 'checkoutRequestId' | 'createdAt' | 'result'>) {
    sequence += 1;
    const now = new Date();
    const stamp = darajaTimestamp(now);
    const entry: StkRequest = {
      ...request,
      merchantRequestId: `${randomInt(10_000, 99_999)}-${randomInt(1e7, 9e7)}-${sequence}`,
      // Daraja's ids read ws_CO_ + DDMMYYYYHHmmss + digits.
      checkoutRequestId: `ws_CO_${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}${stamp.slice(8)}${String(sequence).padStart(4, '0')}${randomInt(100, 999)}`,
      createdAt: now.toISOString(),
      result: null,
    };
    stk.set(entry.checkoutRequestId, entry);
    log(`STK push: KES ${entry.amount} from ${entry.phone} for ${entry.accountReference} → ${entry.checkoutRequestId}`);
    return entry;
  }

  async function post(url: string, body: unknown): Promise<Delivery> {
    try {
      const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(options.callbackTimeoutMs ?? 10_000)]);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      const text = await response.text();
      let answer: unknown = text;
      try {
        answer = JSON.parse(text);
      } catch {}
      log(`  → POST ${url}: ${response.status}`);
      return { url, status: response.status, answer };
    } catch (error) {
      log(`  → POST ${url}: not delivered (${(error as Error).message})`);
      return { url, status: null, answer: null };
    }
  }

  async function deliver(url: string, body: unknown, opts: DeliveryOptions): Promise<Delivery[]> {
    if (opts.dropCallback) return [];
    if (opts.delayMs) await sleep(opts.delayMs, undefined, { signal: closing.signal });
    const deliveries = [await post(url, body)];
    if (opts.replay) deliveries.push(await post(url, body));
    return deliveries;
  }

  /** The tenant answers the prompt; Daraja then posts the outcome to the push's CallBackURL. */
  async function resolve(checkoutRequestId: string, outcome: StkOutcome, opts: ResolveOptions = {}) {
    const entry = stk.get(checkoutRequestId);
    if (!entry) throw new SimulatorError(404, `No STK request ${checkoutRequestId}.`);
    if (entry.result) throw new SimulatorError(409, `${checkoutRequestId} was already answered.`);
    entry.result = STK_OUTCOMES[outcome];
    const receipt = mpesaCode();
    log(`STK ${checkoutRequestId}: ${outcome} (ResultCode ${entry.result.code})`);
    const deliveries = await deliver(entry.callbackUrl, stkCallbackBody(entry, entry.result, receipt), opts);
    const registration = registrations.get(entry.shortcode);
    if (outcome === 'success' && opts.alsoC2b && registration) {
      const body = c2bConfirmationBody({
        shortcode: entry.shortcode,
        account: entry.accountReference,
        amount: entry.amount,
        phone: entry.phone,
        transId: receipt,
      });
      deliveries.push(...(await deliver(registration.confirmationUrl, body, { replay: opts.replay })));
    }
    return { receipt: outcome === 'success' ? receipt : null, deliveries };
  }

  function register(registration: C2bRegistration): 'registered' | 'already-registered' {
    if (registrations.has(registration.shortCode) && !options.allowReregister) return 'already-registered';
    registrations.set(registration.shortCode, registration);
    log(`C2B ${registration.version}: URLs registered for ${registration.shortCode}`);
    return 'registered';
  }

  /** Someone pays the Paybill (or Till): validation if enabled, then the confirmation. */
  async function pay(input: PayInput, opts: DeliveryOptions = {}): Promise<PayResult> {
    const registration = registrations.get(input.shortcode);
    if (!registration) throw new SimulatorError(404, `No C2B URLs are registered for ${input.shortcode}.`);
    const transId = mpesaCode();
    const body = c2bConfirmationBody({ ...input, transId });
    log(`C2B: KES ${input.amount} to ${input.shortcode} account "${input.account}" → ${transId}`);
    const deliveries: Delivery[] = [];
    if (options.validation) {
      const check = await post(registration.validationUrl, body);
      deliveries.push(check);
      const code =
        check.answer && typeof check.answer === 'object'
          ? (check.answer as { ResultCode?: unknown }).ResultCode
          : undefined;
      const refused = check.status === null ? registration.responseType === 'Cancelled' : String(code) !== '0';
      if (refused) return { transId, rejectedWith: String(code ?? 'unreachable'), deliveries };
    }
    deliveries.push(...(await deliver(registration.confirmationUrl, body, opts)));
    return { transId, deliveries };
  }

  return {
    options,
    issueToken,
    isCurrentToken,
    acceptStk,
    findStk: (id: string) => stk.get(id),
    pending: () => [...stk.values()].filter((entry) => entry.result === null),
    resolve,
    register,
    registrations: () => [...registrations.values()],
    pay,
    recentEvents: () => [...recent].reverse(),
    close: () => closing.abort(),
  };
}

export type SimulatorCore = ReturnType<typeof createSimulatorCore>;

/** A refusal from a control action (unknown request, already answered…), with the HTTP status to send. */
export class SimulatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export { STK_OUTCOMES, type StkOutcome };
