import { Copy, MessageCircle } from 'lucide-react';
import { copyText } from '../../lib/clipboard';
import { Button, buttonClasses } from './button';
import { UI_TEXT } from './texts';

/** The WhatsApp share link: the app opens with the text ready to send to anyone. */
export const whatsAppLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * A new invite's code and link, shown once (lists only carry a hint of the code): Copy link and
 * Share on WhatsApp. A tenant's invite (Settings) and a caretaker's (Team) both pass theirs on so.
 */
export function ShareCode({
  label,
  note,
  code,
  link,
  shareText,
  onDone,
}: {
  label: string;
  note: string;
  code: string;
  link: string;
  /** The WhatsApp message, with the link and the code in the reader's sentence. */
  shareText: string;
  onDone: () => void;
}) {
  return (
    <section aria-label={label} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm text-emerald-900">{note}</p>
      <p className="mt-2 font-mono text-3xl font-bold tracking-widest text-gray-900 sm:text-4xl">{code}</p>
      <p className="mt-2 text-sm break-all text-gray-700">{link}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() => copyText(link)}
        >
          {UI_TEXT.copyLink}
        </Button>
        <a
          href={whatsAppLink(shareText)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md')}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {UI_TEXT.shareWhatsApp}
        </a>
        <Button variant="ghost" className="sm:ml-auto" onClick={onDone}>
          {UI_TEXT.done}
        </Button>
      </div>
    </section>
  );
}
