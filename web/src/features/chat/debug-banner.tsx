import type { ChatPartner, Conversation, User } from '@safestay/contracts';
import { Bug } from 'lucide-react';

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
      aria-label="Debug information"
      className="mb-3 shrink-0 rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-2 text-xs text-yellow-900"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Bug className="size-3.5" aria-hidden="true" /> Debug mode
        </span>
        <span>
          User: {user.name} ({user.id ?? user._id})
        </span>
        <span>Role: {user.role}</span>
        <span>Apartment: {user.apartmentName ?? user.apartmentId ?? 'N/A'}</span>
        <span>Socket: {connected ? 'connected' : 'disconnected'}</span>
      </p>
      <p className="mt-1">Partners: {partners.length ? partners.map((p) => p.name).join(', ') : 'none'}</p>
      <p>Conversations: {conversations.length ? conversations.map((c) => c.partnerName).join(', ') : 'none'}</p>
    </section>
  );
}
