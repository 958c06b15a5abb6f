import { type ComponentType, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';
import { TOAST_TEXT } from './texts';

// sonner (~10 KiB gzip) stays out of the entry chunk. It is fetched once the signed-in
// layout has mounted and the browser is idle (so the live region exists before any toast), or on
// the first toast, whichever is first; sonner replays toasts created before its <Toaster> subscribed.
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let toaster: ComponentType<ToasterProps> | null = null;
const listeners = new Set<() => void>();

/** Fetches sonner and mounts its <Toaster> in <ToastHost>. */
export function loadToaster(): Promise<Sonner> {
  sonner ??= import('sonner').then((mod) => {
    toaster = mod.Toaster;
    for (const listener of listeners) listener();
    return mod;
  });
  return sonner;
}

/** Loads the toaster when the browser is idle, so it does not compete with the screen's own chunks. */
export function loadToasterWhenIdle(): void {
  const load = () => {
    loadToaster().catch((error) => console.warn('Could not load notifications', error));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

function show(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast) {
  loadToaster().then(
    (mod) => mod.toast[kind](message, options),
    (error) => console.warn('Could not load notifications', error),
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /** Neither success nor failure: e.g. a request that had nothing left to do. */
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToaster = () => toaster;

/**
 * Where toasts appear: bottom right on a wide screen, clear of the page header's primary button
 * (top right); at the top on a phone, clear of the action bar of a form sheet.
 */
export function ToastHost() {
  const Toaster = useSyncExternalStore(subscribe, getToaster, getToaster);
  if (!Toaster) return null;
  const wide = window.matchMedia?.('(min-width: 640px)').matches ?? true;
  return (
    <Toaster
      position={wide ? 'bottom-right' : 'top-center'}
      closeButton
      containerAriaLabel={TOAST_TEXT.region}
      toastOptions={{ duration: 5000, closeButtonAriaLabel: TOAST_TEXT.close }}
    />
  );
}
