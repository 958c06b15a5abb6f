import './zod-config';
import { z } from 'zod';
import { fieldText, said, ZId } from './common';
import { CHAT_MESSAGE_MAX } from './constants';
import { ZRole } from './enums';
import { REQUEST_MSG } from './messages-requests';

/** A client-chosen id that makes sending idempotent (docs/architecture.md §5 Messages). */
export const ZClientMessageId = z
  .string(said(() => REQUEST_MSG.idNotText))
  .trim()
  .min(
    1,
    said(() => REQUEST_MSG.idEmpty),
  )
  .max(
    100,
    said(() => REQUEST_MSG.idTooLong(100)),
  );

export const ZChatUser = z.object({ _id: z.string(), name: z.string(), role: ZRole });
export type ChatUser = z.infer<typeof ZChatUser>;
/** GET /users/landlords (docs/product.md §7 clients): the caller's landlord. */
export const ZChatUserList = z.array(ZChatUser);

/** A stored chat message (docs/product.md §3 Chat message, docs/architecture.md §6). */
export const ZChatMessage = z.object({
  _id: z.string(),
  message: z.string(),
  senderId: ZChatUser,
  receiverId: ZChatUser,
  senderName: z.string(),
  createdAt: z.string(),
  clientMessageId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

/** docs/product.md §3 Conversation; `lastMessage` is null only for a conversation opened on the client. */
export const ZConversation = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  partnerRole: ZRole,
  /** Empty when a tenant looks at their landlord: a tenant learns the landlord's name and role only. */
  partnerNationalID: z.string(),
  messageCount: z.number().int(),
  lastMessage: ZChatMessage.nullable(),
});
export type Conversation = z.infer<typeof ZConversation>;
export const ZConversationList = z.array(ZConversation);

/** docs/product.md §3 Chat partner. */
/** Someone the caller may chat with; `nationalID` is empty for a tenant looking at their landlord. */
export const ZChatPartner = z.object({ _id: z.string(), name: z.string(), role: ZRole, nationalID: z.string() });
export type ChatPartner = z.infer<typeof ZChatPartner>;
export const ZChatPartnerList = z.array(ZChatPartner);

/**
 * GET /chats/partners and /chats/conversations: `include=caretakers` asks for a tenant's
 * caretakers beside the landlord. Our web app asks; clients written for docs/product.md §7 do not,
 * and keep seeing only the landlord and tenants (docs/team.md "Chat").
 */
export const ZChatPartnersQuery = z.object({
  include: z
    .enum(
      ['caretakers'],
      said(() => REQUEST_MSG.chatInclude),
    )
    .optional(),
});
export type ChatPartnersQuery = z.infer<typeof ZChatPartnersQuery>;

export const ZConversationParams = z.object({ userId: ZId, partnerId: ZId });
export const ZConversationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});
export const ZChatMessageList = z.array(ZChatMessage);

export const ZSendChatRequest = z.object({
  receiverId: ZId,
  message: fieldText('Message', CHAT_MESSAGE_MAX),
  clientMessageId: ZClientMessageId.optional(),
});
export type SendChatRequest = z.input<typeof ZSendChatRequest>;

export const CHAT_MESSAGE_SENT = 'Message sent';
export const CHAT_MESSAGE_EXISTS = 'Message already exists';

export const ZSendChatResponse = z.object({
  success: z.literal(true),
  chat: ZChatMessage,
  message: z.enum([CHAT_MESSAGE_SENT, CHAT_MESSAGE_EXISTS]),
});
export type SendChatResponse = z.infer<typeof ZSendChatResponse>;

/** GET /chats/debug/users: the caller and the people of their own apartment (debug mode only in the UI). */
export const ZChatDebugUsers = z.object({
  currentUser: ZChatUser.extend({ apartmentId: z.string() }),
  users: z.array(ZChatPartner),
  partners: ZChatPartnerList,
});
export type ChatDebugUsers = z.infer<typeof ZChatDebugUsers>;
