import type { Invite } from '@safestay/contracts';
import { Copy, MessageCircle } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { copyText } from '../../lib/clipboard';
import { SETTINGS_TEXT } from './texts';

/** The WhatsApp share link: the app opens with the text ready to send to anyone. */
export function whatsAppLink(apartmentName: string, link: string, code: string): string {
  return `https://wa.me/?text=${encodeURIComponent(SETTINGS_TEXT.whatsAppText(apartmentName, link, code))}`;
}

/** A new invite's code and link, shown once: lists only carry a hint of the code. */
export function CreatedInvite({
  invite,
  apartmentName,
  onDone,
}: {
  invite: Invite;
  apartmentName: string;
  onDone: () => void;
}) {
  const code = invite.code ?? '';
  const link = invite.link ?? '';

  return (
    <section aria-label={SETTINGS_TEXT.newInvite} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm text-emerald-900">{SETTINGS_TEXT.shownOnce(invite.unit?.code ?? null)}</p>
      <p className="mt-2 font-mono text-3xl font-bold tracking-widest text-gray-900 sm:text-4xl">{code}</p>
      <p className="mt-2 text-sm break-all text-gray-700">{link}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          icon={<Copy className="size-4" aria-hidden="true" />}
          onClick={() => copyText(link)}
        >
          {SETTINGS_TEXT.copyLink}
        </Button>
        <a
          href={whatsAppLink(apartmentName, link, code)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md')}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {SETTINGS_TEXT.shareWhatsApp}
        </a>
        <Button variant="ghost" className="sm:ml-auto" onClick={onDone}>
          {SETTINGS_TEXT.done}
        </Button>
      </div>
    </section>
  );
}
