import './zod-config';
import { z } from 'zod';
import { type ChatMessage, type ChatUser, ZClientMessageId } from './chat';
import { ZId } from './common';
import { CHAT_MESSAGE_MAX } from './constants';
import type { StkPrompt } from './mpesa';
import type { NotificationPayload } from './notifications';
import type { LedgerChangedPayload } from './payments';

/**
 * The typed Socket.IO event map (docs/architecture.md §7), keeping the wire names of docs/product.md §7.
 * Identity always comes from the handshake token; ids in payloads are never trusted.
 */
export interface UserJoinedPayload {
  user: ChatUser;
  /** The apartment id. */
  roomId: string;
}

/** userOffline keeps what docs/product.md §7 clients show: the person, with their name. */
export interface UserOfflinePayload {
  user: ChatUser;
  roomId: string;
}

/** Our client's own presence event: one person came online or went offline. */
export interface PresencePayload {
  userId: string;
  online: boolean;
  roomId: string;
}

export interface ServerToClientEvents {
  /** A stored message, sent only to the sender's and the receiver's private rooms. */
  newMessage: (message: ChatMessage) => void;
  userJoined: (payload: UserJoinedPayload) => void;
  /** Presence snapshot for the joiner: ids of the apartment's users with an open socket. */
  onlineUsers: (userIds: string[]) => void;
  userOffline: (payload: UserOfflinePayload) => void;
  presence: (payload: PresencePayload) => void;
  /** Money of one tenancy changed (a payment, a claim, a charge): sent to the landlord and that tenant only. */
  ledgerChanged: (payload: LedgerChangedPayload) => void;
  /** A tenant's "Pay now" prompt moved on (paid, cancelled, timed out, failed): to that tenant only. */
  paymentUpdated: (payload: StkPrompt) => void;
  /** News for the bell (a new one, or null when only the unread count changed): to that person only. */
  notification: (payload: NotificationPayload) => void;
}

export interface SendMessageAck {
  ok: boolean;
  /** The stored message, when the server stored it now. */
  chat?: ChatMessage;
  error?: string;
}

export interface ClientToServerEvents {
  /** docs/product.md §7: joinRoom(username, roomId). Both are ignored beyond the caller's own apartment. */
  joinRoom: (username?: unknown, roomId?: unknown) => void;
  /** docs/product.md §7 sendMessage; a messageId already stored is ignored (never stored or delivered twice). */
  sendMessage: (payload: SocketSendMessage, ack?: (result: SendMessageAck) => void) => void;
}

export const ZSocketSendMessage = z.object({
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  receiverId: ZId,
  messageId: ZClientMessageId.optional(),
  // Accepted for compatibility with docs/product.md §7 and ignored: identity comes from the token.
  senderId: z.unknown().optional(),
  senderName: z.unknown().optional(),
  receiverName: z.unknown().optional(),
});
export type SocketSendMessage = z.input<typeof ZSocketSendMessage>;

/** Socket.IO limits (docs/architecture.md §7, docs/reliability.md §20). */
export const SOCKET_MAX_PAYLOAD_BYTES = 64 * 1024;
export const SOCKET_EVENTS_PER_SECOND = 20;
