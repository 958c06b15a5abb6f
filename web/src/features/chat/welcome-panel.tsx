import { FlaskConical, MessageCircle, Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CHAT_TEXT } from './texts';

/** docs/product.md §2: what the right panel shows with nothing selected. */
export function WelcomePanel({
  onStart,
  debug,
  onTestApi,
}: {
  onStart: () => void;
  debug: boolean;
  onTestApi: () => void;
}) {
  return (
    <div className="flex h-full flex-col items-center justify-center bg-gray-50 px-6 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <MessageCircle className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-gray-900">{CHAT_TEXT.welcome}</h2>
      <p className="mt-1 text-sm text-gray-600">{CHAT_TEXT.selectConversation}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={onStart} icon={<Plus className="size-4" aria-hidden="true" />}>
          {CHAT_TEXT.startNewChatButton}
        </Button>
        {debug ? (
          <Button variant="secondary" onClick={onTestApi} icon={<FlaskConical className="size-4" aria-hidden="true" />}>
            {CHAT_TEXT.testApi}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
