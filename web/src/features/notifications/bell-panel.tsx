import type { Notification } from '@safestay/contracts';
import { Bell } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { useLoggedFailure } from '../../lib/query';
import { useSession } from '../../lib/session';
import { useLatestNotifications, useMarkRead } from './api';
import { NotificationList } from './notification-list';
import { NOTIFY_TEXT } from './texts';

interface BellPanelProps {
  id: string;
  open: boolean;
  variant: 'popover' | 'sheet';
  /** The bell and its panel: a press outside it closes the popover. */
  anchor: RefObject<HTMLDivElement | null>;
  /** `refocus`: give the bell its focus back (Escape, or after choosing from the panel). */
  onClose: (refocus: boolean) => void;
}

/** The bell's panel: the latest 20, "Mark all read" and a link to all of them and the settings. */
export function BellPanel({ id, open, variant, anchor, onClose }: BellPanelProps) {
  const markRead = useMarkRead();
  const latest = useLatestNotifications();
  const unread = latest.data?.unread ?? 0;
  const markAll = (
    <button
      type="button"
      className={
        variant === 'sheet'
          ? buttonClasses('secondary', 'md', 'w-full sm:w-auto')
          : 'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-medium text-emerald-700 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent'
      }
      disabled={unread === 0}
      onClick={() => markRead.mutate({ all: true })}
    >
      {NOTIFY_TEXT.markAllRead}
    </button>
  );
  // Leaving for another screen closes the panel; the native sheet gives focus back itself.
  const seeAll = (
    <Link
      to="/notifications"
      onClick={() => onClose(false)}
      className={buttonClasses('secondary', variant === 'sheet' ? 'md' : 'sm', 'w-full sm:w-auto')}
    >
      {NOTIFY_TEXT.seeAll}
    </Link>
  );
  const body = (
    <PanelBody
      onOpen={(n) => {
        if (n.readAt === null) markRead.mutate({ ids: [n._id] });
        onClose(false);
      }}
    />
  );

  if (variant === 'sheet') {
    return (
      <Modal
        open={open}
        title={NOTIFY_TEXT.title}
        onClose={() => onClose(false)}
        footer={
          <>
            {seeAll}
            {markAll}
          </>
        }
      >
        <div className="-mx-5 -my-4">{body}</div>
      </Modal>
    );
  }
  if (!open) return null;
  return (
    <Popover id={id} anchor={anchor} onClose={onClose} actions={markAll} footer={seeAll}>
      {body}
    </Popover>
  );
}

function PanelBody({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const { user } = useSession();
  const latest = useLatestNotifications();
  useLoggedFailure(latest.error, 'notifications');
  if (latest.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-emerald-700" />
      </div>
    );
  }
  const items = latest.data?.items ?? [];
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <Bell className="size-8 text-gray-400" aria-hidden="true" />
        <p className="mt-2 text-sm font-semibold text-gray-900">
          {latest.isError ? NOTIFY_TEXT.failed : NOTIFY_TEXT.empty}
        </p>
        <p className="mt-1 text-sm text-gray-600">
          {latest.isError ? NOTIFY_TEXT.failedText : NOTIFY_TEXT.emptyText[user?.role ?? 'Tenant']}
        </p>
      </div>
    );
  }
  return <NotificationList items={items} onOpen={onOpen} />;
}

/** Beside the desktop sidebar: not modal, so Escape, a press outside or leaving it by Tab closes it. */
function Popover({
  id,
  anchor,
  onClose,
  actions,
  footer,
  children,
}: Pick<BellPanelProps, 'id' | 'anchor' | 'onClose'> & { actions: ReactNode; footer: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
    const outside = (target: EventTarget | null) => target instanceof Node && !anchor.current?.contains(target);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose(true);
    const onPress = (e: PointerEvent) => outside(e.target) && onClose(false);
    const onFocus = (e: FocusEvent) => outside(e.target) && onClose(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('focusin', onFocus);
    };
  }, [anchor, onClose]);

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute left-0 top-full z-40 mt-2 flex max-h-[min(36rem,calc(100vh-6rem))] w-96 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white text-gray-900 shadow-xl focus:outline-none"
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 py-2 pl-4 pr-2">
        <h2 id={titleId} className="text-base font-semibold">
          {NOTIFY_TEXT.title}
        </h2>
        {actions}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      <div className="border-t border-gray-200 p-3">{footer}</div>
    </div>
  );
}
