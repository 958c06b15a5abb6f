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
