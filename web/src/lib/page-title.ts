import { useEffect } from 'react';

/**
 * The browser tab (and history, and screen readers on navigation) names the screen:
 * "Bills · SafeStay". `undefined` leaves the title to a screen below that sets its own.
 */
export function usePageTitle(screen: string | undefined): void {
  useEffect(() => {
    if (screen !== undefined) document.title = documentTitle(screen);
  }, [screen]);
}

/** What the tab says for `screen` (a prerendered page's HTML says it too: src/prerender.tsx). */
export function documentTitle(screen: string): string {
  return `${screen} · SafeStay`;
}
