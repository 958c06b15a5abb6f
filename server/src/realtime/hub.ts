import type { Server as HttpServer } from 'node:http';
import {
  type ChatMessage,
  type ClientToServerEvents,
  type LedgerChangedPayload,
  type NotificationPayload,
  type SendMessageAck,
  type ServerToClientEvents,
  SOCKET_MAX_PAYLOAD_BYTES,
  type StkPrompt,
} from '@safestay/contracts';
import { Server, type Socket } from 'socket.io';
import type { AppDeps } from '../app-deps';
import type { Caller } from '../lib/caller';
import { sameOrigin, socketCaller } from './socket-auth';
import { createSocketRateLimit } from './socket-rate-limit';
import { useRedisAdapter } from './socket-redis';

/**
 * The app-wide socket hub (docs/architecture.md §7): a private room per user, a room per
 * apartment, presence, and the events every feature sends through it. It knows no feature: what
 * a socket's chat message means is the chat feature's `onChatMessage`, handed in by app.ts.
 */
export interface Realtime {
  /** Sends a stored message to the sender's and the receiver's private rooms only. */
  deliverMessage(chat: ChatMessage): void;
  /** Cuts every live socket of a user, on every process (a tenant moved out or turned down). */
  disconnectUser(userId: string): void;
  /** Cuts a user's live sockets for one building only, on every process (a caretaker removed). */
  disconnectMember(userId: string, apartmentId: string): void;
  /** Cuts the live sockets of ended sessions, on every process (sign-out, a password change). */
  endSessions(sessionIds: string[]): void;
  /**
   * Money of tenancies of one apartment changed (one committed transaction): each tenant concerned
   * hears of their own tenancy, the building's staff (owner and caretakers) once. No one else hears. Features call it only
   * through the ledger's announcer (features/ledger/announce.ts), after the commit.
   */
  ledgerChanged(apartmentId: string, changes: LedgerChangedPayload[]): void;
  /** A tenant's "Pay now" prompt moved on: that tenant's open screens follow it (no one else hears). */
  paymentUpdated(tenantId: string, prompt: StkPrompt): void;
  /**
   * News for a person's bell. `local`: only this process's sockets (every process watches the
   * notifications table and tells its own, so each socket hears once).
   */
  notification(userId: string, payload: NotificationPayload, options?: { local?: boolean }): void;
  close(): Promise<void>;
}

interface SocketData {
  caller: Caller;
}

type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
/** The sockets opened with one session's token: signing out cuts them. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const apartmentRoom = (apartmentId: string) => `apartment:${apartmentId}`;
/**
 * The staff's sockets of an apartment (its owner and caretakers, docs/team.md): the only ones told
 * about tenants coming and going, and about every tenancy's money.
 */
export const staffRoom = (apartmentId: string) => `landlord:${apartmentId}`;
/** One person's sockets for one building: removing a caretaker cuts these and leaves the rest. */
const memberRoom = (userId: string, apartmentId: string) => `member:${userId}:${apartmentId}`;
const isStaff = (caller: Caller) => caller.role === 'Landlord' || caller.role === 'Caretaker';

/**
 * Who hears of a person's arrival or departure: the staff's (landlord, caretaker), the whole
 * apartment; a tenant's, the staff and that tenant only, so tenants never learn of each other
 * (docs/product.md §6).
 */
const presenceAudience = (caller: Caller) =>
  isStaff(caller) ? [apartmentRoom(caller.apartmentId)] : [staffRoom(caller.apartmentId), userRoom(caller.userId)];

const chatUser = (caller: Caller) => ({ _id: caller.userId, name: caller.name, role: caller.role });

/** Who is online where: the apartment hears of arrivals and departures, a socket asks who is there. */
function presence(io: ChatServer, isClosing: () => boolean) {
  /** Ids of the people of the apartment with an open socket on any process that `viewer` may know of. */
  async function onlineUserIds(viewer: Caller): Promise<string[]> {
    const sockets = await io.in(apartmentRoom(viewer.apartmentId)).fetchSockets();
    const visible = sockets
      .map((s) => s.data.caller)
      .filter((c): c is Caller => Boolean(c))
      .filter((c) => isStaff(viewer) || isStaff(c) || c.userId === viewer.userId);
    return [...new Set(visible.map((c) => c.userId))];
  }

  /** Who is online in the socket's apartment (as far as it may know), to that socket only. */
  async function sendPresence(socket: ChatSocket) {
    try {
      socket.emit('onlineUsers', await onlineUserIds(socket.data.caller));
    } catch {
      // Another process did not answer in time: the userJoined events still keep presence current.
    }
  }

  return {
    sendPresence,
    /** The apartment learns of a new connection once: when it connects. */
    async announce(socket: ChatSocket) {
      const { caller } = socket.data;
      const audience = io.to(presenceAudience(caller));
      audience.emit('userJoined', { user: chatUser(caller), roomId: caller.apartmentId });
      audience.emit('presence', { userId: caller.userId, online: true, roomId: caller.apartmentId });
      await sendPresence(socket);
    },
    /** When a user's last socket (on any process) goes, the apartment hears they are offline. */
    async departed(caller: Caller) {
      if (isClosing()) return;
      try {
        const remaining = await io.in(userRoom(caller.userId)).fetchSockets();
        if (remaining.length > 0) return;
        const audience = io.to(presenceAudience(caller));
        audience.emit('userOffline', { user: chatUser(caller), roomId: caller.apartmentId });
        audience.emit('presence', { userId: caller.userId, online: false, roomId: caller.apartmentId });
      } catch {
        // Shutting down or another process timed out: presence corrects itself on the next join.
      }
    },
  };
}

/** What a socket's `sendMessage` does (features/chat/chat.socket.ts): stores it, then `deliver`s it. */
export type ChatMessageHandler = (
  caller: Caller,
  payload: unknown,
  deliver: (chat: ChatMessage) => void,
) => Promise<SendMessageAck>;

export async function attachRealtime(
  server: HttpServer,
  deps: AppDeps,
  options: { redisUrl?: string; onChatMessage: ChatMessageHandler },
): Promise<Realtime> {
  const io: ChatServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
    allowRequest: (request, callback) => callback(null, sameOrigin(request)),
    // No `cors` option: no Access-Control-Allow-Origin for any foreign origin.
  });
  let closing = false;
  const isClosing = () => closing;
  const redisClients = options.redisUrl ? await useRedisAdapter(io, options.redisUrl, isClosing) : [];

  io.use(async (socket, next) => {
    try {
      socket.data.caller = await socketCaller(deps, socket.handshake);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  const people = presence(io, isClosing);
  const rateLimit = createSocketRateLimit();
  const deliverMessage = (chat: ChatMessage) => {
    io.to([userRoom(chat.senderId._id), userRoom(chat.receiverId._id)]).emit('newMessage', chat);
  };

  io.on('connection', (socket: ChatSocket) => {
    const { caller } = socket.data;
    socket.join([
      userRoom(caller.userId),
      sessionRoom(caller.sessionId),
      apartmentRoom(caller.apartmentId),
      memberRoom(caller.userId, caller.apartmentId),
      ...(isStaff(caller) ? [staffRoom(caller.apartmentId)] : []),
    ]);
    rateLimit(socket, caller.userId);
    // Client-given room names are ignored: a socket only ever sits in its own user's and apartment's
    // rooms, joined (and announced) on connection. A joinRoom only refreshes the joiner's presence list.
    socket.on('joinRoom', () => void people.sendPresence(socket));
    socket.on('sendMessage', async (payload, ack) => {
      const result = await options.onChatMessage(caller, payload, deliverMessage);
      if (typeof ack === 'function') ack(result);
    });
    socket.on('disconnect', () => void people.departed(caller));
    void people.announce(socket);
  });

  return {
    deliverMessage,
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectMember(userId, apartmentId) {
      io.in(memberRoom(userId, apartmentId)).disconnectSockets(true);
    },
    endSessions(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    notification(userId, payload, options) {
      (options?.local ? io.local : io).to(userRoom(userId)).emit('notification', payload);
    },
    paymentUpdated(tenantId, prompt) {
      io.to(userRoom(tenantId)).emit('paymentUpdated', prompt);
    },
    ledgerChanged(apartmentId, changes) {
      if (changes.length === 0) return;
      for (const change of changes) io.to(userRoom(change.tenantId)).emit('ledgerChanged', change);
      // The staff's screens reload everything they show once, however many tenancies moved.
      io.to(staffRoom(apartmentId)).emit('ledgerChanged', changes[changes.length - 1]!);
    },
    async close() {
      closing = true;
      await io.close();
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}
