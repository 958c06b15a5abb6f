import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { deferred } from '../../lib/deferred';
import { useUnreadCount } from './bell-query';
import { NOTIFY_TEXT } from './texts';

// The panel's chunk loads after the screen; the badge needs only the count.
const BellPanel = deferred(() => import('./bell-panel').then((m) => m.BellPanel));

/** "9+" past nine, so the badge stays one small circle. */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

export const bellLabel = (unread: number) => (unread > 0 ? NOTIFY_TEXT.bellUnread(unread) : NOTIFY_TEXT.bell);

/**
 * The bell on every signed-in screen: the unread count as a badge, and a panel of the latest news
 * (a popover beside the desktop sidebar, a sheet on a phone).
 */
export function NotificationBell({ variant }: { variant: 'popover' | 'sheet' }) {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div ref={anchor} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 aria-expanded:bg-gray-100 aria-expanded:text-gray-900 lg:size-10"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            className="absolute right-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
            aria-hidden="true"
            data-testid="bell-badge"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <BellPanel id={panelId} open={open} variant={variant} anchor={anchor} onClose={close} />
    </div>
  );
}
