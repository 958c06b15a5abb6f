import type { ChatMessage } from '@safestay/contracts';
import { Fragment, useEffect, useRef } from 'react';
import { formatDateTime, formatTime } from '../../lib/format';
import { idOf, needsSeparator } from './chat-utils';
import { CHAT_TEXT } from './texts';

/** An optimistic copy shown until the server's copy replaces it (docs/product.md §3, §4). */
export interface PendingMessage {
  clientMessageId: string;
  message: string;
  createdAt: string;
}

type Row =
  | { kind: 'stored'; key: string; message: ChatMessage }
  | { kind: 'pending'; key: string; message: PendingMessage };

const SCROLL_DELAY_MS = 100;

export function MessageList({
  messages,
  pending,
  me,
  loading,
}: {
  messages: ChatMessage[];
  pending: PendingMessage[];
  me: string;
  loading: boolean;
}) {
  const stored = new Set(messages.map((m) => m.clientMessageId).filter(Boolean));
  const rows: Row[] = [
    ...messages.map((m): Row => ({ kind: 'stored', key: m._id, message: m })),
    ...pending
      .filter((p) => !stored.has(p.clientMessageId))
      .map((p): Row => ({ kind: 'pending', key: `pending-${p.clientMessageId}`, message: p })),
  ];
  const times = rows.map((r) => r.message.createdAt);
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = rows.at(-1)?.key;

  // docs/product.md §9: scroll to the newest message 100 ms after the list changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest row changes
  useEffect(() => {
    const timer = setTimeout(() => {
      const el = scroller.current;
      if (el) el.scrollTop = el.scrollHeight;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lastKey, rows.length]);

  return (
    <div
      ref={scroller}
      className="flex-1 space-y-2 overflow-y-auto bg-gray-50 px-3 py-4 sm:px-5"
      role="log"
      aria-label={CHAT_TEXT.messages}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be reachable by keyboard
      tabIndex={0}
    >
      {loading && rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-gray-500">{CHAT_TEXT.loadingMessages}</p>
      ) : rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-gray-500">{CHAT_TEXT.sayHello}</p>
      ) : (
        rows.map((row, index) => (
          <Fragment key={row.key}>
            {needsSeparator(times, index) ? (
              <div className="flex justify-center py-2" data-testid="chat-separator">
                <span className="rounded-full bg-gray-200 px-3 py-1 text-xs font-medium text-gray-700">
                  {formatDateTime(row.message.createdAt)}
                </span>
              </div>
            ) : null}
            <Bubble row={row} own={row.kind === 'pending' || idOf(row.message.senderId) === me} />
          </Fragment>
        ))
      )}
    </div>
  );
}

/** One message: the caller's on the right in green, the partner's on the left; a pending one faded. */
function Bubble({ row, own }: { row: Row; own: boolean }) {
  return (
    <div className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div
        data-testid={row.kind === 'pending' ? 'chat-message-pending' : 'chat-message'}
        data-own={own ? 'true' : 'false'}
        className={`max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm sm:max-w-[70%] ${
          own
            ? 'rounded-br-sm bg-emerald-700 text-white'
            : 'rounded-bl-sm border border-gray-200 bg-white text-gray-900'
        } ${row.kind === 'pending' ? 'opacity-60' : ''}`}
      >
        <p className="whitespace-pre-wrap wrap-anywhere">{row.message.message}</p>
        <p className={`mt-1 text-right text-[11px] ${own ? 'text-emerald-50' : 'text-gray-500'}`}>
          {row.kind === 'pending' ? CHAT_TEXT.sending : formatTime(row.message.createdAt)}
        </p>
      </div>
    </div>
  );
}
