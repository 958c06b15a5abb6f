import type { Server as HttpServer, IncomingMessage } from 'node:http';
import {
  type ChatMessage,
  type ClientToServerEvents,
  type SendMessageAck,
  type ServerToClientEvents,
  SOCKET_MAX_PAYLOAD_BYTES,
  ZSocketSendMessage,
} from '@safestay/contracts';
import type { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { AppDeps } from '../../app-deps';
import { type Caller, resolveCaller } from '../../lib/caller';
import { AppError } from '../../lib/errors';
import { isStoredMessageId, sendMessage } from './chat.service';
import { createSocketRateLimit } from './socket-rate-limit';

/** Real-time layer (docs/architecture.md §7): private room per user, a room per apartment, presence. */
export interface Realtime {
  /** Sends a stored message to the sender's and the receiver's private rooms only. */
  deliverMessage(chat: ChatMessage): void;
  /** Cuts every live socket of a user, on every process (a password change ends old sessions). */
  disconnectUser(userId: string): void;
  close(): Promise<void>;
}

interface SocketData {
  caller: Caller;
}

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
export const apartmentRoom = (apartmentId: string) => `apartment:${apartmentId}`;

/**
 * Same-origin only (docs/reliability.md §15). WebSocket upgrades are not covered by CORS, so the
 * Origin header is checked here; clients without one (Node, curl) still need a valid token.
 */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * The Redis adapter publishes fire-and-forget; during shutdown a late publish on a closed
 * client would be an unhandled rejection. Those (and only those) are dropped.
 */
function quietWhenClosing(client: RedisClient, isClosing: () => boolean): RedisClient {
  const quiet = new Set(['publish', 'subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe', 'sendCommand']);
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !quiet.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              if (!isClosing()) throw error;
            })
          : result;
      };
    },
  });
}

export async function attachRealtime(
  server: HttpServer,
  deps: AppDeps,
  options: { redisUrl?: string },
): Promise<Realtime> {
  const io: ChatServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    allowRequest: (request, callback) => callback(null, sameOrigin(request)),
    // No `cors` option: no Access-Control-Allow-Origin for any foreign origin.
  });

  let closing = false;
  let redisClients: RedisClient[] = [];
  if (options.redisUrl) {
    // Loaded only when configured: the Redis client and adapter cost ~30 MB on a single server.
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    // node-redis reconnects by itself; without a listener an 'error' event would crash the process.
    for (const c of [pub, sub]) c.on('error', (e: Error) => console.error(`Redis (Socket.IO adapter): ${e.message}`));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients = [pub, sub];
    const isClosing = () => closing;
    io.adapter(createAdapter(quietWhenClosing(pub, isClosing), quietWhenClosing(sub, isClosing)));
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    try {
      const caller = typeof token === 'string' && token ? await resolveCaller(deps.db, deps.tokens, token) : null;
      if (!caller) return next(new Error(token ? 'Invalid or expired token' : 'Authentication required'));
      socket.data.caller = caller;
      next();
    } catch {
      next(new Error('Authentication failed'));
    }
  });

  /** Ids of the apartment's users with an open socket on any server process. */
  async function onlineUserIds(apartmentId: string): Promise<string[]> {
    const sockets = await io.in(apartmentRoom(apartmentId)).fetchSockets();
    return [...new Set(sockets.map((s) => s.data.caller?.userId).filter((id): id is string => Boolean(id)))];
  }

  /** The apartment learns of a new connection once: when it connects. */
  async function announce(socket: ChatSocket) {
    const { caller } = socket.data;
    io.to(apartmentRoom(caller.apartmentId)).emit('userJoined', {
      user: { _id: caller.userId, name: caller.name, role: caller.role },
      roomId: caller.apartmentId,
    });
    await sendPresence(socket);
  }

  /** Who is online in the socket's apartment, to that socket only. */
  async function sendPresence(socket: ChatSocket) {
    const { caller } = socket.data;
    try {
      socket.emit('onlineUsers', await onlineUserIds(caller.apartmentId));
    } catch {
      // Another process did not answer in time: the userJoined events still keep presence current.
    }
  }

  const rateLimit = createSocketRateLimit();

  io.on('connection', (socket: ChatSocket) => {
    const { caller } = socket.data;
    socket.join([userRoom(caller.userId), apartmentRoom(caller.apartmentId)]);

    rateLimit(socket, caller.userId);

    socket.on('joinRoom', () => {
      // Client-given names are ignored: a socket only ever sits in its own user's and apartment's rooms,
      // joined (and announced) on connection. A joinRoom only refreshes the joiner's presence list.
      void sendPresence(socket);
    });

    socket.on('sendMessage', async (payload, ack) => {
      const reply = (result: SendMessageAck) => {
        if (typeof ack === 'function') ack(result);
      };
      const parsed = ZSocketSendMessage.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'Invalid message.' });
      const { content, receiverId, messageId } = parsed.data;
      try {
        // docs/product.md §4: clients echo a message already stored through POST /chats; never store or deliver it twice.
        if (messageId && (await isStoredMessageId(deps.db, caller, messageId))) return reply({ ok: true });
        const result = await sendMessage(deps.db, caller, { receiverId, message: content, clientMessageId: messageId });
        if (result.created) deliverMessage(result.chat);
        reply({ ok: true, chat: result.chat });
      } catch (error) {
        reply({ ok: false, error: error instanceof AppError ? error.message : 'Could not send the message.' });
      }
    });

    socket.on('disconnect', async () => {
      if (closing) return;
      try {
        const remaining = await io.in(userRoom(caller.userId)).fetchSockets();
        if (remaining.length === 0) {
          io.to(apartmentRoom(caller.apartmentId)).emit('userOffline', {
            userId: caller.userId,
            roomId: caller.apartmentId,
          });
        }
      } catch {
        // Shutting down or another process timed out: presence corrects itself on the next join.
      }
    });

    void announce(socket);
  });

  function deliverMessage(chat: ChatMessage) {
    io.to([userRoom(chat.senderId._id), userRoom(chat.receiverId._id)]).emit('newMessage', chat);
  }

  return {
    deliverMessage,
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      closing = true;
      await io.close();
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}
