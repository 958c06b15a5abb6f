import type { ChatMessage } from '@safestay/contracts';
import { useEffect, useRef, useState } from 'react';
import { connectSocket } from '../../lib/socket';

interface ChatSocketOptions {
  token: string | null;
  userName: string;
  apartmentId: string | null;
  onMessage: (message: ChatMessage) => void;
  /** After the connection comes back: messages sent meanwhile must be fetched. */
  onReconnect: () => void;
}

/** docs/product.md §4: entering the chat connects a socket and joins the apartment's room; presence follows. */
export function useChatSocket({ token, userName, apartmentId, onMessage, onReconnect }: ChatSocketOptions) {
  const [online, setOnline] = useState<ReadonlySet<string>>(() => new Set());
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onMessage, onReconnect });
  handlers.current = { onMessage, onReconnect };

  useEffect(() => {
    if (!token) return;
    const socket = connectSocket(token);
    let connectedBefore = false;
    socket.on('connect', () => {
      setConnected(true);
      socket.emit('joinRoom', userName, apartmentId ?? undefined);
      if (connectedBefore) handlers.current.onReconnect();
      connectedBefore = true;
    });
    socket.on('disconnect', () => {
      setConnected(false);
      setOnline(new Set());
    });
    socket.on('onlineUsers', (ids) => setOnline(new Set(Array.isArray(ids) ? ids : [])));
    socket.on('userJoined', (payload) => {
      const id = payload?.user?._id;
      if (id) setOnline((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
    });
    socket.on('userOffline', (payload) => {
      const id = payload?.userId;
      setOnline((prev) => {
        if (!id || !prev.has(id)) return prev;
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    });
    socket.on('newMessage', (message) => {
      if (message && typeof message._id === 'string') handlers.current.onMessage(message);
    });
    return () => {
      socket.disconnect();
    };
  }, [token, userName, apartmentId]);

  return { online, connected };
}
