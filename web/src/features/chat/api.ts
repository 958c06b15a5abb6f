import type { ChatMessage, ChatPartner, Conversation, SendChatRequest, SendChatResponse } from '@safestay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { queryRoots } from '../../lib/query';

export const chatKeys = {
  all: queryRoots.chat,
  conversations: [...queryRoots.chat, 'conversations'] as const,
  partners: [...queryRoots.chat, 'partners'] as const,
  messages: (userId: string, partnerId: string) => [...queryRoots.chat, 'messages', userId, partnerId] as const,
};

// `include=caretakers`: a tenant's list holds the building's caretakers beside the landlord
// (clients written for docs/product.md §7 do not ask, and see the landlord only: docs/team.md).
export const fetchConversations = () => apiGet<Conversation[]>('/chats/conversations?include=caretakers');
export const fetchPartners = () => apiGet<ChatPartner[]>('/chats/partners?include=caretakers');
export const fetchMessages = (userId: string, partnerId: string) =>
  apiGet<ChatMessage[]>(`/chats/conversation/${encodeURIComponent(userId)}/${encodeURIComponent(partnerId)}`);
export const sendChatMessage = (body: SendChatRequest) => apiPost<SendChatResponse>('/chats', body);

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: fetchConversations,
    enabled,
  });
}

export function usePartners(enabled = true) {
  return useQuery({ queryKey: chatKeys.partners, queryFn: fetchPartners, enabled });
}

export function useMessages(userId: string | null, partnerId: string | null) {
  return useQuery({
    queryKey: chatKeys.messages(userId ?? '', partnerId ?? ''),
    queryFn: () => fetchMessages(userId as string, partnerId as string),
    enabled: Boolean(userId && partnerId),
    staleTime: 0,
  });
}
