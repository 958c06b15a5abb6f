import { type ChatPartner, type Conversation, MSG } from '@safestay/contracts';
import { useState } from 'react';
import { useActingRole } from '../../lib/acting-role';
import { ApiError } from '../../lib/api-client';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { fetchPartners, useConversations, usePartners } from './api';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { DebugBanner } from './debug-banner';
import { isDebugMode } from './debug-mode';
import { CHAT_TEXT } from './texts';
import { useChatSelection } from './use-chat-selection';
import { useLiveChat } from './use-live-chat';
import { WelcomePanel } from './welcome-panel';

const NO_CONVERSATIONS: Conversation[] = [];
const NO_PARTNERS: ChatPartner[] = [];

/** docs/product.md §2 "Chat screen" and §4 "Chat". */
export function ChatPage() {
  const { user, token } = useSession();
  const me = user?.id ?? user?._id ?? '';
  const [debug] = useState(() => isDebugMode());
  const conversationsQuery = useConversations(Boolean(me));
  const partnersQuery = usePartners(Boolean(me));
  // docs/product.md §8: chat lists that fail to load are logged and shown empty.
  useLoggedFailure(conversationsQuery.error, 'conversations');
  useLoggedFailure(partnersQuery.error, 'chat partners');
  const serverConversations = conversationsQuery.data ?? NO_CONVERSATIONS;
  const partners = partnersQuery.data ?? NO_PARTNERS;

  const {
    selected,
    conversations,
    mobileView,
    setMobileView,
    pickerOpen,
    setPickerOpen,
    select,
    pickPartner,
    startNewChat,
  } = useChatSelection(serverConversations, partners);
  const { online, connected, applyMessage } = useLiveChat(me, token, user);
  // The role in the tab's building: a landlord who looks after someone else's building is its caretaker there.
  const role = useActingRole() ?? user?.role;

  if (!user || !role) return null;

  const testApi = async () => {
    try {
      const list = await fetchPartners();
      toast.success(CHAT_TEXT.partnersFound(list.map((p) => p.name)));
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
      <LiveStatus connected={connected} />
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
        <div
          className={`w-full min-w-0 border-gray-200 md:block md:w-80 md:shrink-0 md:border-r lg:w-96 ${
            mobileView === 'list' ? 'block' : 'hidden'
          }`}
        >
          <ConversationList
            role={role}
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

/** Screen readers hear when live delivery starts or stops; the lists work without it. */
function LiveStatus({ connected }: { connected: boolean }) {
  return <output className="sr-only">{connected ? CHAT_TEXT.live : CHAT_TEXT.connecting}</output>;
}
