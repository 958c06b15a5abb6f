import type {
  ChatDebugUsers,
  ChatMessage,
  ChatPartner,
  Conversation,
  SendChatRequest,
  SendChatResponse,
} from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

export const chatKeys = {
  conversations: ['chat', 'conversations'] as const,
  partners: ['chat', 'partners'] as const,
  messages: (userId: string, partnerId: string) => ['chat', 'messages', userId, partnerId] as const,
};

export const fetchConversations = () => apiGet<Conversation[]>('/chats/conversations');
export const fetchPartners = () => apiGet<ChatPartner[]>('/chats/partners');
export const fetchMessages = (userId: string, partnerId: string) =>
  apiGet<ChatMessage[]>(`/chats/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(partnerId)}`);
export const sendChatMessage = (body: SendChatRequest) => apiPost<SendChatResponse>('/chats', body);
export const fetchDebugUsers = () => apiGet<ChatDebugUsers>('/chats/debug/users');

/** docs/product.md §8: chat fetch failures are logged only; the list becomes empty. */
function loggedEmpty<T>(what: string, load: () => Promise<T[]>) {
  return () =>
    load().catch((error) => {
      console.warn(`Could not load ${what}`, error);
      return [] as T[];
    });
}

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: loggedEmpty('conversations', fetchConversations),
    enabled,
  });
}

export function usePartners(enabled = true) {
  return useQuery({ queryKey: chatKeys.partners, queryFn: loggedEmpty('chat partners', fetchPartners), enabled });
}

export function useMessages(userId: string | null, partnerId: string | null) {
  return useQuery({
    queryKey: chatKeys.messages(userId ?? '', partnerId ?? ''),
    queryFn: loggedEmpty('messages', () => fetchMessages(userId as string, partnerId as string)),
    enabled: Boolean(userId && partnerId),
    staleTime: 0,
  });
}
