import { type ChatPartner, type Conversation, nairobiDay, nairobiToday, type Role } from '@safestay/contracts';
import { MessageCircle, Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { isStaff } from '../../lib/acting-role';
import { formatDate, formatTime } from '../../lib/format';
import { ROLE_LABELS } from '../../lib/texts';
import { CHAT_TEXT } from './texts';

function shortTime(value: string | undefined): string {
  if (!value) return '';
  // Today in Nairobi shows the time; an older message its day.
  return nairobiDay(value) === nairobiToday() ? formatTime(value) : formatDate(value);
}

function OnlineDot() {
  return (
    <span
      className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full bg-green-500 ring-2 ring-white"
      data-testid="online-dot"
    >
      <span className="sr-only">{CHAT_TEXT.online}</span>
    </span>
  );
}

interface ConversationListProps {
  role: Role;
  conversations: Conversation[];
  loading: boolean;
  selectedId: string | null;
  online: ReadonlySet<string>;
  partners: ChatPartner[];
  pickerOpen: boolean;
  onTogglePicker: () => void;
  onSelect: (conversation: Conversation) => void;
  onPickPartner: (partner: ChatPartner) => void;
}

/** The left panel of docs/product.md §2 "Chat screen": header, picker, search, conversations. */
export function ConversationList(props: ConversationListProps) {
  const { role, conversations, pickerOpen, onTogglePicker } = props;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const pickerId = useId();
  const needle = query.trim().toLowerCase();
  // docs/architecture.md §8: the search box filters conversations by partner name.
  const shown = needle ? conversations.filter((c) => c.partnerName.toLowerCase().includes(needle)) : conversations;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="border-b border-gray-200 px-4 py-3">
        <div className="flex items-center justify-between gap-2">
          <div>
            <h1 className="text-xl font-bold text-gray-900">{CHAT_TEXT.title}</h1>
            <p className="text-sm text-gray-600">
              {isStaff(role)
                ? CHAT_TEXT.yourTenants
                : props.partners.some((p) => p.role === 'Caretaker')
                  ? CHAT_TEXT.yourLandlordAndCaretakers
                  : CHAT_TEXT.yourLandlord}
            </p>
          </div>
          <button
            type="button"
            onClick={onTogglePicker}
            aria-expanded={pickerOpen}
            aria-controls={pickerId}
            aria-label={pickerOpen ? CHAT_TEXT.closePicker : CHAT_TEXT.startNewChat}
            className="inline-flex size-11 items-center justify-center rounded-full bg-emerald-600 text-white shadow-sm hover:bg-emerald-700"
          >
            {pickerOpen ? <X className="size-5" aria-hidden="true" /> : <Plus className="size-5" aria-hidden="true" />}
          </button>
        </div>
        {pickerOpen ? <PartnerPicker id={pickerId} {...props} /> : null}
        <div className="relative mt-3">
          <label htmlFor={searchId} className="sr-only">
            {CHAT_TEXT.search}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={CHAT_TEXT.search}
            className="block min-h-11 w-full rounded-lg border border-gray-300 bg-gray-50 py-2 pr-3 pl-9 text-sm text-gray-900 placeholder:text-gray-500 focus:border-emerald-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-emerald-500/30"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <Conversations {...props} shown={shown} query={query.trim()} />
      </div>
    </div>
  );
}

/** "+": the people the caller may start a chat with. */
function PartnerPicker({ id, role, partners, online, onPickPartner }: ConversationListProps & { id: string }) {
  return (
    <div id={id} className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-2">
      <p className="px-1 pb-1 text-sm font-medium text-gray-800">
        {isStaff(role) ? CHAT_TEXT.pickTenant : CHAT_TEXT.pickLandlord}
      </p>
      {partners.length === 0 ? (
        <p className="px-1 py-2 text-sm text-gray-600">{isStaff(role) ? CHAT_TEXT.noTenants : CHAT_TEXT.noLandlord}</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-y-auto">
          {partners.map((partner) => (
            <li key={partner._id}>
              <button
                type="button"
                onClick={() => onPickPartner(partner)}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-white"
              >
                <Avatar name={partner.name} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-gray-900">{partner.name}</span>
                  <span className="block text-xs text-gray-600">{ROLE_LABELS[partner.role]}</span>
                </span>
                {online.has(partner._id) ? <Badge tone="green">{CHAT_TEXT.online}</Badge> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The conversations matching the search, or what to show while loading, before any, or when none match. */
function Conversations({
  conversations,
  loading,
  selectedId,
  online,
  onSelect,
  onTogglePicker,
  shown,
  query,
}: ConversationListProps & { shown: Conversation[]; query: string }) {
  if (loading) {
    return (
      <output className="block space-y-2 p-3" aria-busy="true" aria-label={CHAT_TEXT.loadingConversations}>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </output>
    );
  }
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <MessageCircle className="size-10 text-gray-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-gray-900">{CHAT_TEXT.noConversations}</p>
        <Button className="mt-4" onClick={onTogglePicker} icon={<Plus className="size-4" aria-hidden="true" />}>
          {CHAT_TEXT.startNewChat}
        </Button>
      </div>
    );
  }
  if (shown.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-gray-600">{CHAT_TEXT.noMatch(query)}</p>;
  }
  return (
    <ul aria-label={CHAT_TEXT.conversations}>
      {shown.map((c) => {
        const selected = c.partnerId === selectedId;
        return (
          <li key={c.partnerId}>
            <button
              type="button"
              onClick={() => onSelect(c)}
              aria-current={selected ? 'true' : undefined}
              data-testid="conversation"
              className={`flex w-full items-center gap-3 border-l-4 px-4 py-3 text-left transition-colors ${
                selected ? 'border-emerald-600 bg-emerald-50' : 'border-transparent hover:bg-gray-50'
              }`}
            >
              <Avatar name={c.partnerName} size="lg" badge={online.has(c.partnerId) ? <OnlineDot /> : null} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-semibold text-gray-900">{c.partnerName}</span>
                  <span className="shrink-0 text-xs text-gray-500">{shortTime(c.lastMessage?.createdAt)}</span>
                </span>
                <span className="block truncate text-sm text-gray-600">
                  {c.lastMessage ? c.lastMessage.message : CHAT_TEXT.noMessagesYet}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
