import { type ChatMessage, type ChatPartner, type Conversation, MSG } from '@safestay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { clearStoredPartner, readStoredPartner } from '../../lib/chat-partner';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { chatKeys, fetchPartners, useConversations, usePartners } from './api';
import { appendUnique, idOf, partnerIdOf, upsertConversation } from './chat-utils';
import { ConversationList } from './conversation-list';
import { ConversationView, type SelectedPartner } from './conversation-view';
import { DebugBanner } from './debug-banner';
import { isDebugMode } from './debug-mode';
import { useChatSocket } from './use-chat-socket';
import { WelcomePanel } from './welcome-panel';

function notifyIncoming(message: ChatMessage) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    new Notification(`New message from ${message.senderName}`, {
      body: message.message.slice(0, 200),
      tag: message._id,
    });
  } catch {
    // some browsers only allow notifications from a service worker
  }
}

/** docs/product.md §2 "Chat screen" and §4 "Chat". */
const NO_CONVERSATIONS: Conversation[] = [];

/** A partner without messages yet shows as an empty conversation (docs/product.md §4). */
const conversationWith = (partner: ChatPartner): Conversation => ({
  partnerId: partner._id,
  partnerName: partner.name,
  partnerRole: partner.role,
  partnerNationalID: partner.nationalID,
  messageCount: 0,
  lastMessage: null,
});
const NO_PARTNERS: ChatPartner[] = [];

export function ChatPage() {
  const { user, token } = useSession();
  const me = user?.id ?? user?._id ?? '';
  const queryClient = useQueryClient();
  const [debug] = useState(() => isDebugMode());
  const [stored] = useState(readStoredPartner);
  const [selected, setSelected] = useState<SelectedPartner | null>(() =>
    stored ? { id: stored.id, name: stored.name, role: stored.role } : null,
  );
  const [draftConversation, setDraftConversation] = useState<Conversation | null>(() =>
    stored
      ? {
          partnerId: stored.id,
          partnerName: stored.name,
          partnerRole: stored.role,
          partnerNationalID: stored.nationalID,
          messageCount: 0,
          lastMessage: null,
        }
      : null,
  );
  const [mobileView, setMobileView] = useState<'list' | 'conversation'>(stored ? 'conversation' : 'list');
  const [pickerOpen, setPickerOpen] = useState(false);

  useEffect(() => {
    if (stored) clearStoredPartner();
  }, [stored]);

  useEffect(() => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      Notification.requestPermission().catch(() => {});
    }
  }, []);

  const conversationsQuery = useConversations(Boolean(me));
  const partnersQuery = usePartners(Boolean(me));
  // docs/product.md §8: chat lists that fail to load are logged and shown empty.
  useLoggedFailure(conversationsQuery.error, 'conversations');
  useLoggedFailure(partnersQuery.error, 'chat partners');
  const serverConversations = conversationsQuery.data ?? NO_CONVERSATIONS;
  const partners = partnersQuery.data ?? NO_PARTNERS;

  // A partner chosen without a conversation shows as an empty one until its first message (docs/product.md §4).
  const conversations = useMemo(() => {
    if (!draftConversation || serverConversations.some((c) => c.partnerId === draftConversation.partnerId)) {
      return serverConversations;
    }
    return [draftConversation, ...serverConversations];
  }, [serverConversations, draftConversation]);

  // docs/product.md §2: the first conversation is auto-selected.
  useEffect(() => {
    if (!selected && serverConversations.length > 0) {
      const first = serverConversations[0];
      setSelected({ id: first.partnerId, name: first.partnerName, role: first.partnerRole });
    }
  }, [selected, serverConversations]);

  // The dashboard's "Contact Landlord" (/chat?with=landlord) opens the conversation with the
  // landlord, even before the first message.
  const [searchParams] = useSearchParams();
  const withLandlord = searchParams.get('with') === 'landlord';
  useEffect(() => {
    const landlord = partners.find((p) => p.role === 'Landlord');
    if (!withLandlord || selected || !landlord) return;
    setDraftConversation((draft) => draft ?? conversationWith(landlord));
    setSelected({ id: landlord._id, name: landlord.name, role: landlord.role });
    setMobileView('conversation');
  }, [withLandlord, selected, partners]);

  const applyMessage = useCallback(
    (message: ChatMessage) => {
      const partnerId = partnerIdOf(message, me);
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(me, partnerId), (old) =>
        old ? appendUnique(old, message) : old,
      );
      const list = queryClient.getQueryData<Conversation[]>(chatKeys.conversations);
      const next = list ? upsertConversation(list, message, me) : null;
      if (next) queryClient.setQueryData(chatKeys.conversations, next);
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
    apartmentId: user?.apartmentId ?? null,
    onMessage: onIncoming,
    onReconnect,
  });

  if (!user) return null;

  const select = (partner: SelectedPartner) => {
    setSelected(partner);
    setMobileView('conversation');
  };

  const pickPartner = (partner: ChatPartner) => {
    setPickerOpen(false);
    if (!conversations.some((c) => c.partnerId === partner._id)) setDraftConversation(conversationWith(partner));
    select({ id: partner._id, name: partner.name, role: partner.role });
  };

  const startNewChat = () => {
    setPickerOpen(true);
    setMobileView('list');
  };

  const testApi = async () => {
    try {
      const list = await fetchPartners();
      toast.success(`Found ${list.length} partner(s)${list.length ? `: ${list.map((p) => p.name).join(', ')}` : ''}`);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 'unknown';
      toast.error(MSG.testApiFailed(error instanceof Error ? error.message : String(error), status));
    }
  };

  return (
    <div className="flex h-[calc(100dvh-6.5rem)] min-h-[420px] flex-col lg:h-[calc(100dvh-4rem)]">
      {debug ? (
        <DebugBanner user={user} partners={partners} conversations={conversations} connected={connected} />
      ) : null}
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
        <div
          className={`w-full min-w-0 border-gray-200 md:block md:w-80 md:shrink-0 md:border-r lg:w-96 ${
            mobileView === 'list' ? 'block' : 'hidden'
          }`}
        >
          <ConversationList
            role={user.role}
            conversations={conversations}
            loading={conversationsQuery.isPending}
            selectedId={selected?.id ?? null}
            online={online}
            partners={partners}
            pickerOpen={pickerOpen}
            onTogglePicker={() => setPickerOpen((open) => !open)}
            onSelect={(c) => select({ id: c.partnerId, name: c.partnerName, role: c.partnerRole })}
            onPickPartner={pickPartner}
          />
        </div>
        <div className={`min-w-0 flex-1 md:block ${mobileView === 'conversation' ? 'block' : 'hidden'}`}>
          {selected ? (
            <ConversationView
              key={selected.id}
              me={me}
              partner={selected}
              online={online.has(selected.id)}
              onStored={applyMessage}
              onBack={() => setMobileView('list')}
            />
          ) : (
            <WelcomePanel debug={debug} onStart={startNewChat} onTestApi={testApi} />
          )}
        </div>
      </div>
    </div>
  );
}
