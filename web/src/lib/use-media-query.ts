import { useCallback, useSyncExternalStore } from 'react';

/** The width from which a screen has room for a table (Tailwind's `lg`). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Whether a CSS media query matches now, following changes (a window resized, a phone turned).
 * False where there is no `matchMedia` (jsdom), so tests see the phone layout unless they stub it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}
