import type { ClientToServerEvents, ServerToClientEvents } from '@safestay/contracts';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The real-time connection (docs/architecture.md §7): same origin, the token in the handshake,
 * reconnecting on its own after a network drop. A landlord's names the building of the tab
 * (lib/building.ts, docs/portfolio.md); without one the server takes the account's default.
 */
export function connectSocket(token: string, apartmentId: string | null = null): ChatSocket {
  const socket: ChatSocket = io({
    path: '/socket.io',
    auth: apartmentId ? { token, apartmentId } : { token },
    transports: ['websocket', 'polling'],
    reconnectionDelayMax: 5000,
  });
  closeWhenOffline(socket);
  return socket;
}

/**
 * engine.io-client closes its connections when the browser goes offline, through one shared list
 * of listeners that skips every other one when a listener removes itself: with two sockets on a
 * page (the bell's and the chat's) one would go on looking live until its ping timed out, up to
 * 45 s. Each socket closes its own transport here, so it knows at once and reconnects (catching
 * up on what it missed) when the network returns.
 */
function closeWhenOffline(socket: ChatSocket) {
  if (typeof window === 'undefined') return;
  const onOffline = () => socket.io.engine?.close();
  window.addEventListener('offline', onOffline);
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') window.removeEventListener('offline', onOffline);
  });
}
