import type { ChatMessage, Conversation, User } from '@safestay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useCurrentBuilding } from '../../lib/building';
import { setLiveData } from '../../lib/query';
import { chatKeys } from './api';
import { appendUnique, idOf, partnerIdOf, upsertConversation } from './chat-utils';
import { CHAT_TEXT } from './texts';
import { useChatSocket } from './use-chat-socket';

/**
 * docs/product.md §4 "Chat": messages arriving over the socket (or stored by this screen) go into
 * the cached conversation and list once; a message from someone else raises a browser
 * notification while the tab is hidden; after a reconnect everything is fetched again.
 */
export function useLiveChat(me: string, token: string | null, user: User | null) {
  const queryClient = useQueryClient();
  const building = useCurrentBuilding();

  useEffect(() => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      Notification.requestPermission().catch(() => {});
    }
  }, []);

  const applyMessage = useCallback(
    (message: ChatMessage) => {
      const partnerId = partnerIdOf(message, me);
      setLiveData<ChatMessage[]>(queryClient, chatKeys.messages(me, partnerId), (old) =>
        old ? appendUnique(old, message) : old,
      );
      const list = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
      const next = list ? upsertConversation(list, message, me) : null;
      if (next) setLiveData(queryClient, chatKeys.conversations, next);
      else void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
    [me, queryClient],
  );

  const onIncoming = useCallback(
    (message: ChatMessage) => {
      applyMessage(message);
      if (idOf(message.senderId) !== me) notifyIncoming(message);
    },
    [applyMessage, me],
  );

  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [queryClient]);

  const { online, connected } = useChatSocket({
    token,
    userName: user?.name ?? '',
    apartmentId: building ?? user?.apartmentId ?? null,
    building,
    onMessage: onIncoming,
    onReconnect,
  });

  return { online, connected, applyMessage };
}

function notifyIncoming(message: ChatMessage) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    new Notification(CHAT_TEXT.newMessageFrom(message.senderName), {
      body: message.message.slice(0, 200),
      tag: message._id,
    });
  } catch {
    // some browsers only allow notifications from a service worker
  }
}
