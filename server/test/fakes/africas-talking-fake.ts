import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A local server that speaks Africa's Talking's SMS API (POST /version1/messaging, form body,
 * `apiKey` header, 201 with SMSMessageData), so the provider is tested over a real socket.
 * `failNext(n, kind)` scripts the next n answers: an HTTP status (500 → a 500 with text) or a
 * per-recipient statusCode (405 → 201 whose recipient is InsufficientBalance).
 */
export interface AfricasTalkingFakeOptions {
  apiKey: string;
  username: string;
  /** More accounts of the same service (a building's own, beside the server's): each its key. */
  otherAccounts?: Array<{ username: string; apiKey: string }>;
  /** Where to listen (0, the default: any free port). */
  port?: number;
}

export interface ReceivedSms {
  to: string;
  message: string;
  from: string | null;
  username: string;
  /** The ATXid_… answered for it. */
  messageId: string;
}

/** AT's names for its per-recipient status codes. */
const RECIPIENT_STATUS: Record<number, string> = {
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGatewayError',
};
const COST = 'KES 0.8000';

/** A bare number is a per-recipient code when AT has one by that number, but 500 is the HTTP status. */
const RECIPIENT_KINDS = new Set([401, 402, 403, 404, 405, 406, 407, 409, 501, 502]);

/**
 * How a scripted request fails: a number (see RECIPIENT_KINDS), an explicit HTTP status or
 * per-recipient code, or `'no-recipients'`: 201 with `Recipients: []` and Message
 * InvalidPhoneNumber, as AT answers some invalid numbers.
 */
export type AfricasTalkingFailure = number | { httpStatus: number } | { statusCode: number } | 'no-recipients';

type Outcome = { httpStatus: number } | { statusCode: number } | 'no-recipients';

function outcomeOf(kind: AfricasTalkingFailure | undefined): Outcome {
  if (kind === undefined) return { statusCode: 101 };
  if (typeof kind !== 'number') return kind;
  return RECIPIENT_KINDS.has(kind) ? { statusCode: kind } : { httpStatus: kind };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answerText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/plain' });
  response.end(text);
}

function answerJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startAfricasTalkingFake(options: AfricasTalkingFakeOptions) {
  const messages: ReceivedSms[] = [];
  const failures: AfricasTalkingFailure[] = [];
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let held: Array<() => void> | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    // Simulated network time (a few ms, so concurrent senders interleave), not a wait for anything.
    if (delayMs > 0) await sleep(delayMs);
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    // A plain "are you up" for whoever starts it as a process (africas-talking-cli.ts).
    if (request.method === 'GET' && request.url === '/') return answerText(response, 200, 'ok');
    if (request.method !== 'POST' || request.url !== '/version1/messaging') {
      return answerText(response, 404, 'Not found');
    }
    const accounts = [options, ...(options.otherAccounts ?? [])];
    if (!accounts.some((a) => a.apiKey === request.headers.apikey)) {
      return answerText(response, 401, 'The supplied authentication is invalid');
    }
    const form = new URLSearchParams(body);
    const username = form.get('username') ?? '';
    const to = form.get('to') ?? '';
    const message = form.get('message') ?? '';
    if (!accounts.some((a) => a.apiKey === request.headers.apikey && a.username === username)) {
      return answerText(response, 401, 'The supplied authentication is invalid');
    }
    if (!to || !message) {
      return answerText(response, 400, `Request is missing required form field '${to ? 'message' : 'to'}'`);
    }

    const outcome = outcomeOf(failures.shift());
    if (outcome === 'no-recipients') {
      return answerJson(response, 201, { SMSMessageData: { Message: 'InvalidPhoneNumber', Recipients: [] } });
    }
    if ('httpStatus' in outcome) {
      return answerText(response, outcome.httpStatus, STATUS_CODES[outcome.httpStatus] ?? 'Error');
    }
    const { statusCode } = outcome;
    const accepted = statusCode === 101;
    const messageId = accepted ? `ATXid_${randomBytes(16).toString('hex')}` : 'None';
    if (accepted) messages.push({ to, message, from: form.get('from'), username, messageId });
    answerJson(response, 201, {
      SMSMessageData: {
        Message: accepted ? `Sent to 1/1 Total Cost: ${COST}` : 'Sent to 0/1 Total Cost: 0',
        Recipients: [
          {
            statusCode,
            number: to,
            status: RECIPIENT_STATUS[statusCode] ?? 'Failed',
            cost: accepted ? COST : '0',
            messageId,
          },
        ],
      },
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) answerText(response, 500, 'Internal Server Error');
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/version1`,
    messages,
    /** The next `count` well-formed requests fail with `kind`. */
    failNext(count: number, kind: AfricasTalkingFailure) {
      for (let i = 0; i < count; i++) failures.push(kind);
    },
    /** Every later answer waits this long (0 for none). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** A provider slow to answer, for as long as the test says: answers wait until `release()`. */
    hold() {
      held ??= [];
    },
    /** Requests waiting for their answer (under `hold()`). */
    get waiting(): number {
      return held?.length ?? 0;
    },
    /** Answers every held request, and holds no more. */
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    /** Stops listening and cuts open connections, so a later request finds nothing there. */
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

export type AfricasTalkingFake = Awaited<ReturnType<typeof startAfricasTalkingFake>>;
