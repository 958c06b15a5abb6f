import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERR_MSG } from '@safestay/contracts';

/** What one request may take to arrive (docs/reliability.md §60, docs/configuration.md). */
export interface RequestDeadlines {
  /** An ordinary request, headers and body, arrives within this. */
  requestTimeoutMs: number;
  /** A longer body keeps its connection only while at least this many bytes a second arrive. */
  bodyMinBytesPerSecond: number;
}

/** The path Socket.IO answers upgrades on (realtime/hub.ts); any other upgrade is refused. */
const SOCKET_IO_PATH = '/socket.io/';

/**
 * The longest any request may take: an ordinary one's time plus the largest body at the slowest
 * rate allowed. Node's own request timeout is set to this, as a ceiling; each request's own
 * deadline is kept by `boundRequestTimes`.
 */
export function requestCeilingMs(deadlines: RequestDeadlines, bodyLimit: number): number {
  return deadlines.requestTimeoutMs + Math.ceil((bodyLimit * 1000) / deadlines.bodyMinBytesPerSecond);
}

/**
 * Holds every request on `server` to its deadline, so half-sent requests cannot hold connections
 * (docs/reliability.md §60). Node drops headers that come too slowly (headersTimeout) and any
 * request past the ceiling; here a request with a body must have all of it `requestTimeoutMs`
 * after its headers, plus one second for each `bodyMinBytesPerSecond` bytes that did arrive: an
 * upload from a slow phone goes on as long as it moves, one byte a second does not. It runs for
 * every request the server reads, Socket.IO's long polls included.
 *
 * Upgrades other than Socket.IO's are refused at once: Node hands their connection over with no
 * timeout at all, and Socket.IO only half-closes one it does not want, which a client that never
 * closes its side kept open for good.
 */
export function boundRequestTimes(server: Server, deadlines: RequestDeadlines): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const declared = request.headers['content-length'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0');
    if (hasBody && !request.complete) holdToDeadline(request, response, deadlines);
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (request.url?.startsWith(SOCKET_IO_PATH)) return;
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  });
}

function holdToDeadline(request: IncomingMessage, response: ServerResponse, deadlines: RequestDeadlines) {
  const { socket } = request;
  const started = Date.now();
  const readBefore = socket.bytesRead;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (request.complete || socket.destroyed) return;
    const arrived = socket.bytesRead - readBefore;
    const allowed = deadlines.requestTimeoutMs + (arrived * 1000) / deadlines.bodyMinBytesPerSecond;
    const left = allowed - (Date.now() - started);
    if (left > 0) {
      timer = setTimeout(check, Math.ceil(left));
      timer.unref();
      return;
    }
    // As Node answers its own timeouts; one answered already (a refusal sent before the body was
    // read) just has its connection closed.
    if (!response.headersSent && socket.writable) socket.write(TIMED_OUT);
    socket.destroy();
  };
  check();
  // A keep-alive connection carries many requests: each takes its listener off when it ends.
  const stop = () => {
    clearTimeout(timer);
    socket.off('close', stop);
  };
  request.once('close', stop);
  socket.once('close', stop);
}

const TIMED_OUT_BODY = JSON.stringify({ message: ERR_MSG.requestTooSlow, code: 'request_timeout' });
const TIMED_OUT = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TIMED_OUT_BODY)}\r\n\r\n${TIMED_OUT_BODY}`;
