import { Ellipsis } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { BILL_TEXT } from './texts';

export interface Action {
  key: string;
  label: string;
  /** The accessible name, which says which bill. */
  name: string;
  icon: ReactNode;
  primary?: boolean;
  to?: string;
  onClick?: () => void;
  loading?: boolean;
}

const item =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm whitespace-nowrap text-gray-800 hover:bg-gray-100 focus-visible:bg-gray-100 sm:min-h-9';

/**
 * The less frequent actions of a bill behind one "More" button: a native popover (top layer), so
 * a table that scrolls sideways never clips it; it closes on a click outside, Escape, a scroll,
 * or once an action is chosen. Placed under its button, or above it near the bottom of the screen.
 */
export function MoreActions({ what, actions, compact }: { what: string; actions: Action[]; compact?: boolean }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const close = () => el.hidePopover?.();
    const stopFollowing = () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
    // Before it shows: under its button, right edges aligned.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open' || !button.current) return;
      const at = button.current.getBoundingClientRect();
      el.style.right = `${Math.max(8, window.innerWidth - at.right)}px`;
      el.style.top = `${at.bottom + 4}px`;
    };
    // Once shown (its height known): above the button when it would leave the screen.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open' || !button.current) return stopFollowing();
      const at = button.current.getBoundingClientRect();
      if (at.bottom + 4 + el.offsetHeight > window.innerHeight) {
        el.style.top = `${Math.max(8, at.top - 4 - el.offsetHeight)}px`;
      }
      window.addEventListener('scroll', close, true);
      window.addEventListener('resize', close);
    };
    el.addEventListener('beforetoggle', onBeforeToggle);
    el.addEventListener('toggle', onToggle);
    return () => {
      el.removeEventListener('beforetoggle', onBeforeToggle);
      el.removeEventListener('toggle', onToggle);
      stopFollowing();
    };
  }, []);

  const choose = (action: Action) => {
    panel.current?.hidePopover?.();
    action.onClick?.();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={BILL_TEXT.moreActionsFor(what)}
        title={BILL_TEXT.more}
        className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition-colors sm:min-h-9 ${
          compact
            ? 'w-9 text-gray-700 hover:bg-gray-100'
            : 'min-w-11 flex-none! border border-gray-300 bg-white px-3 text-gray-800 shadow-sm hover:bg-gray-50'
        }`}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
        {/* On a phone the three dots share the row with Record payment and Edit. */}
        {compact ? null : <span className="hidden sm:inline">{BILL_TEXT.more}</span>}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className="fixed inset-auto m-0 min-w-48 rounded-lg border border-gray-200 bg-white p-1 text-gray-900 shadow-lg"
      >
        <ul>
          {actions.map((a) => (
            <li key={a.key}>
              {a.to ? (
                <Link to={a.to} aria-label={a.name} className={item} onClick={() => panel.current?.hidePopover?.()}>
                  {a.icon}
                  {a.label}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-label={a.name}
                  className={item}
                  disabled={a.loading}
                  onClick={() => choose(a)}
                >
                  {a.loading ? <Spinner className="size-4" /> : a.icon}
                  {a.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
