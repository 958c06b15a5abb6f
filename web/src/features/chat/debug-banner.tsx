import type { ChatPartner, Conversation, User } from '@safestay/contracts';
import { Bug } from 'lucide-react';
import { ROLE_LABELS } from '../../lib/texts';
import { CHAT_TEXT } from './texts';

/** docs/architecture.md §8: shown only in debug mode. */
export function DebugBanner({
  user,
  partners,
  conversations,
  connected,
}: {
  user: User;
  partners: ChatPartner[];
  conversations: Conversation[];
  connected: boolean;
}) {
  return (
    <section
      aria-label={CHAT_TEXT.debugInfo}
      className="mb-3 shrink-0 rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-2 text-xs text-yellow-900"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Bug className="size-3.5" aria-hidden="true" /> {CHAT_TEXT.debugMode}
        </span>
        <span>
          {CHAT_TEXT.debugUser}
          {user.name} ({user.id ?? user._id})
        </span>
        <span>
          {CHAT_TEXT.debugRole}
          {ROLE_LABELS[user.role]}
        </span>
        <span>
          {CHAT_TEXT.debugApartment}
          {user.apartmentName ?? user.apartmentId ?? CHAT_TEXT.notAvailable}
        </span>
        <span>
          {CHAT_TEXT.debugSocket}
          {connected ? CHAT_TEXT.connected : CHAT_TEXT.disconnected}
        </span>
      </p>
      <p className="mt-1">
        {CHAT_TEXT.debugPartners}
        {partners.length ? partners.map((p) => p.name).join(', ') : CHAT_TEXT.none}
      </p>
      <p>
        {CHAT_TEXT.debugConversations}
        {conversations.length ? conversations.map((c) => c.partnerName).join(', ') : CHAT_TEXT.none}
      </p>
    </section>
  );
}
