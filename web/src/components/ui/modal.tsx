import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { UI_TEXT } from './texts';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * A native <dialog> opened with showModal(): the rest of the page is inert, so focus stays
 * inside; Escape closes it; on small screens it is a full-height sheet (docs/architecture.md §9).
 */
export function Modal({ open, title, onClose, children, footer, size = 'md' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A form opens on its first field, not on the close button.
      dialog
        .querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
        ?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-0 h-full max-h-none w-full max-w-none bg-white p-0 text-gray-900 backdrop:bg-gray-900/50 sm:m-auto sm:h-fit sm:max-h-[90vh] sm:rounded-xl sm:shadow-xl ${size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg'}`}
    >
      {open ? (
        <div className="flex h-full flex-col sm:max-h-[90vh]">
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex size-11 items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 hover:text-gray-700 sm:size-9"
              aria-label={UI_TEXT.close}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          {/* Focusable so keyboard users can scroll long content (axe: scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <div className="flex-1 overflow-y-auto px-5 py-4" tabIndex={0}>
            {children}
          </div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-gray-200 px-5 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
