import { CHAT_MESSAGE_MAX } from '@safestay/contracts';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { CHAT_TEXT } from './texts';

const MIN_HEIGHT = 44;
const MAX_HEIGHT = 120;

/** docs/product.md §2/§9: Enter sends, Shift+Enter adds a line; the box grows from 44 to 120 px. */
export function Composer({
  value,
  onChange,
  onSend,
  canSend,
  disabled,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  canSend: boolean;
  disabled?: boolean;
  error: string | null;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };

  return (
    <div className="border-t border-gray-200 bg-white px-3 py-3 sm:px-4">
      {error ? (
        <p role="alert" className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSend();
        }}
      >
        <label htmlFor="chat-composer" className="sr-only">
          {CHAT_TEXT.typeMessage}
        </label>
        <textarea
          id="chat-composer"
          ref={ref}
          rows={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={CHAT_TEXT.typeMessagePlaceholder}
          maxLength={CHAT_MESSAGE_MAX}
          className="block max-h-[120px] min-h-[44px] w-full resize-none rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-sm leading-5 text-gray-900 placeholder:text-gray-500 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 disabled:bg-gray-50"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={CHAT_TEXT.send}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-600 text-white shadow-sm hover:bg-emerald-700 disabled:cursor-not-allowed disabled:bg-emerald-600/40"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
