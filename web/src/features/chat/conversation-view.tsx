import type { ChatMessage, Role } from '@safestay/contracts';
import { MSG } from '@safestay/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { useLoggedFailure } from '../../lib/query';
import { currentUserId } from '../../lib/session';
import { ROLE_LABELS } from '../../lib/texts';
import { toast } from '../../lib/toast';
import { sendChatMessage, useMessages } from './api';
import { newClientMessageId } from './chat-utils';
import { Composer } from './composer';
import { MessageList, type PendingMessage } from './message-list';
import { CHAT_TEXT } from './texts';

const SEND_LOCK_MS = 500;

export interface SelectedPartner {
  id: string;
  name: string;
  role: Role;
}

/** The right panel: partner, messages, composer (docs/product.md §2, §4). Mounted per partner. */
export function ConversationView({
  me,
  partner,
  online,
  onStored,
  onBack,
}: {
  me: string;
  partner: SelectedPartner;
  online: boolean;
  onStored: (message: ChatMessage) => void;
  onBack: () => void;
}) {
  const messages = useMessages(me, partner.id);
  useLoggedFailure(messages.error, 'messages');
  const { draft, setDraft, pending, canSend, error, send } = useSend(partner.id, onStored);

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={CHAT_TEXT.conversationWith(partner.name)}>
      <PartnerHeader partner={partner} online={online} onBack={onBack} />
      <MessageList messages={messages.data ?? []} pending={pending} me={me} loading={messages.isPending} />
      <Composer value={draft} onChange={setDraft} onSend={send} canSend={canSend} error={error} />
    </section>
  );
}

/**
 * docs/product.md §4 sending: the message shows as pending at once; on failure it goes, the text
 * comes back and the composer says so; a short lock after each send stops double sends.
 */
function useSend(partnerId: string, onStored: (message: ChatMessage) => void) {
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [sending, setSending] = useState(false);
  const [locked, setLocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const canSend = draft.trim().length > 0 && !sending && !locked;

  async function send() {
    const text = draft.trim();
    if (!text || sending || locked) return;
    if (!currentUserId()) {
      toast.error(MSG.chatUserIdMissing);
      return;
    }
    const clientMessageId = newClientMessageId();
    setPending((list) => [...list, { clientMessageId, message: text, createdAt: new Date().toISOString() }]);
    setDraft('');
    setError(null);
    setSending(true);
    try {
      const response = await sendChatMessage({ receiverId: partnerId, message: text, clientMessageId });
      onStored(response.chat);
    } catch (failure) {
      console.warn('Could not send the message', failure);
      setDraft((current) => (current.trim() ? current : text));
      setError(MSG.chatSendFailed);
    } finally {
      setPending((list) => list.filter((p) => p.clientMessageId !== clientMessageId));
      setSending(false);
      setLocked(true);
      unlockTimer.current = setTimeout(() => setLocked(false), SEND_LOCK_MS);
    }
  }

  return { draft, setDraft, pending, canSend, error, send };
}

function PartnerHeader({ partner, online, onBack }: { partner: SelectedPartner; online: boolean; onBack: () => void }) {
  return (
    <header className="flex items-center gap-3 border-b border-gray-200 bg-white px-3 py-3 sm:px-4">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 md:hidden"
        aria-label={CHAT_TEXT.back}
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </button>
      <Avatar
        name={partner.name}
        badge={
          online ? (
            <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-green-500 ring-2 ring-white" />
          ) : null
        }
      />
      <div className="min-w-0">
        <h2 className="truncate text-base font-semibold text-gray-900" data-testid="chat-partner-name">
          {partner.name}
        </h2>
        <p className="text-xs text-gray-600">
          {ROLE_LABELS[partner.role]}
          {online ? CHAT_TEXT.onlineAfterRole : ''}
        </p>
      </div>
    </header>
  );
}
