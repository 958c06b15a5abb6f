import {
  ZChatDebugUsers,
  ZChatMessageList,
  ZChatPartnerList,
  ZChatPartnersQuery,
  ZConversationList,
  ZConversationParams,
  ZConversationQuery,
  ZSendChatRequest,
  ZSendChatResponse,
} from '@safestay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { callerOf } from '../../lib/caller';
import { errorResponses } from '../../lib/errors';
import { writeLimit } from '../../lib/rate-limit';
import type { Realtime } from '../../realtime/hub';
import { listConversationMessages, listConversations, listDebugUsers, listPartners, sendMessage } from './chat.service';

/** Routes of the chat feature (docs/product.md §7); registered behind authentication in app.ts. */
export function chatRoutes(deps: AppDeps, realtime?: Pick<Realtime, 'deliverMessage'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/chats/conversations',
      {
        schema: {
          tags: ['chat'],
          summary: "The caller's conversations, newest first",
          querystring: ZChatPartnersQuery,
          response: { 200: ZConversationList, ...errorResponses },
        },
      },
      async (request) =>
        listConversations(deps.db, callerOf(request), { caretakers: request.query.include === 'caretakers' }),
    );

    app.get(
      '/chats/partners',
      {
        schema: {
          tags: ['chat'],
          summary:
            "Who the caller may chat with: a tenant's landlord (and caretakers with include=caretakers), the tenants of a landlord or caretaker",
          querystring: ZChatPartnersQuery,
          response: { 200: ZChatPartnerList, ...errorResponses },
        },
      },
      async (request) =>
        listPartners(deps.db, callerOf(request), { caretakers: request.query.include === 'caretakers' }),
    );

    app.get(
      '/chats/conversation/:userId/:partnerId',
      {
        schema: {
          tags: ['chat'],
          summary: 'Messages between the caller and a partner, oldest first',
          params: ZConversationParams,
          querystring: ZConversationQuery,
          response: { 200: ZChatMessageList, ...errorResponses },
        },
      },
      async (request) =>
        listConversationMessages(
          deps.db,
          callerOf(request),
          request.params.userId,
          request.params.partnerId,
          request.query.limit,
        ),
    );

    app.post(
      '/chats',
      {
        config: { rateLimit: writeLimit(deps) },
        schema: {
          tags: ['chat'],
          summary: 'Send a message (idempotent with clientMessageId)',
          body: ZSendChatRequest,
          response: { 200: ZSendChatResponse, 201: ZSendChatResponse, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await sendMessage(deps.db, callerOf(request), request.body);
        if (result.created) realtime?.deliverMessage(result.chat);
        return reply
          .status(result.created ? 201 : 200)
          .send({ success: true, chat: result.chat, message: result.message });
      },
    );

    app.get(
      '/chats/debug/users',
      {
        schema: {
          tags: ['chat'],
          summary: "Debug: the caller's own apartment's users and chat partners",
          response: { 200: ZChatDebugUsers, ...errorResponses },
        },
      },
      async (request) => listDebugUsers(deps.db, callerOf(request)),
    );
  };
}
