import type { ClientToServerEvents, ServerToClientEvents } from '@safestay/contracts';
import { io as connect, type Socket } from 'socket.io-client';

export type SocketClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Socket.IO clients of one test file: websocket only, no reconnection, one engine per client.
 * `closeAll()` (from afterEach) disconnects every client opened since the last call.
 */
export function socketClients(defaultUrl: () => string) {
  const open: SocketClient[] = [];
  return {
    open(token: string | undefined, extra: Record<string, unknown> = {}, url = defaultUrl()): SocketClient {
      const c: SocketClient = connect(url, {
        transports: ['websocket'],
        auth: token === undefined ? {} : { token },
        reconnection: false,
        forceNew: true,
        ...extra,
      });
      open.push(c);
      return c;
    },
    closeAll(): void {
      for (const c of open.splice(0)) c.disconnect();
    },
  };
}

/** 'connected', or 'refused: <the connect_error message>'. Call it before awaiting anything else. */
export function socketOutcome(c: SocketClient): Promise<string> {
  return new Promise((resolve) => {
    if (c.connected) return resolve('connected');
    c.once('connect', () => resolve('connected'));
    c.once('connect_error', (e) => resolve(`refused: ${e.message}`));
  });
}

/** Resolves once connected; rejects with the handshake error otherwise. */
export async function socketConnected(c: SocketClient): Promise<void> {
  const outcome = await socketOutcome(c);
  if (outcome !== 'connected') throw new Error(outcome);
}

/**
 * Resolves once everything the server had sent `c` before this call has arrived. An empty
 * sendMessage is refused at once, and its answer (an ack) comes back on the same connection,
 * behind whatever the server had already written to it. A test that shows an event did NOT reach
 * `c` calls this after the moment the server would have sent it, then looks: no fixed wait, and
 * no pass just because the event was slow.
 */
export async function drained(c: SocketClient): Promise<void> {
  const ack = await c.timeout(10_000).emitWithAck('sendMessage', {} as never);
  if (ack.ok) throw new Error('an empty sendMessage was accepted');
}
