import type { ChatMessage } from '@safestay/contracts';
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useRef, useState } from 'react';
import type { ChatSocket } from '../../lib/socket';

interface ChatSocketOptions {
  token: string | null;
  userName: string;
  apartmentId: string | null;
  /** The building a landlord's tab acts on (lib/building.ts); null for a tenant. */
  building: string | null;
  onMessage: (message: ChatMessage) => void;
  /** Once connected (again): messages sent meanwhile must be fetched. */
  onReconnect: () => void;
}

interface Listeners {
  userName: string;
  apartmentId: string | null;
  handlers: RefObject<Pick<ChatSocketOptions, 'onMessage' | 'onReconnect'>>;
  setConnected: (connected: boolean) => void;
  setOnline: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

/** docs/product.md §4: entering the chat connects a socket and joins the apartment's room; presence follows. */
export function useChatSocket({ token, userName, apartmentId, building, onMessage, onReconnect }: ChatSocketOptions) {
  const [online, setOnline] = useState<ReadonlySet<string>>(() => new Set());
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onMessage, onReconnect });
  handlers.current = { onMessage, onReconnect };

  useEffect(() => {
    if (!token) return;
    // socket.io-client (~13 KiB gzip) loads once the screen has drawn the stored conversations,
    // which keeps the chat screen's first load within its budget (docs/performance.md).
    let socket: ChatSocket | null = null;
    let cancelled = false;
    void import('../../lib/socket').then(({ connectSocket }) => {
      if (cancelled) return;
      socket = connectSocket(token, building);
      listen(socket, { userName, apartmentId, handlers, setConnected, setOnline });
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [token, userName, apartmentId, building]);

  return { online, connected };
}

function listen(socket: ChatSocket, { userName, apartmentId, handlers, setConnected, setOnline }: Listeners) {
  socket.on('connect', () => {
    setConnected(true);
    socket.emit('joinRoom', userName, apartmentId ?? undefined);
    // Messages stored while there was no connection (before the first one, or during a drop)
    // never came over the socket: fetch the lists again.
    handlers.current.onReconnect();
  });
  socket.on('disconnect', () => {
    setConnected(false);
    setOnline(new Set());
  });
  socket.on('onlineUsers', (ids) => setOnline(new Set(Array.isArray(ids) ? ids : [])));
  socket.on('presence', (payload) => {
    const id = payload?.userId;
    if (!id) return;
    setOnline((prev) => {
      if (prev.has(id) === payload.online) return prev;
      const next = new Set(prev);
      if (payload.online) next.add(id);
      else next.delete(id);
      return next;
    });
  });
  socket.on('newMessage', (message) => {
    if (message && typeof message._id === 'string') handlers.current.onMessage(message);
  });
}
