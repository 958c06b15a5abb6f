import type { ClientToServerEvents, ServerToClientEvents } from '@safestay/contracts';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The real-time connection (docs/architecture.md §7): same origin, the token in the handshake,
 * reconnecting on its own after a network drop.
 */
export function connectSocket(token: string): ChatSocket {
  return io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 5000,
  });
}
