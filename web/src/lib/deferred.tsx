import { type ComponentType, lazy, Suspense, useLayoutEffect } from 'react';

/**
 * A part of a screen that is not needed for its first paint, such as a form in a modal (and the
 * zod schema it checks with, docs/decisions/0002): its chunk is fetched once the screen has
 * painted, and nothing shows in its place until it arrives. Rendered closed, a form is ready long
 * before anyone opens it.
 *
 * "Once the screen has painted" is the point: on a phone a part's chunk (the change-password form
 * and zod, ~60 KB) competes with the screen's own chunk and data for the same slow link and the
 * same slow CPU, so fetched at once it held the dashboard's first paint back (docs/performance.md).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => {
    await screenPainted();
    return { default: await load() };
  });
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** How many screens are still loading their chunk (the layout shows a skeleton in their place). */
let loadingScreens = 0;
const waiting = new Set<() => void>();

/**
 * Rendered in place of a screen whose chunk is on its way: deferred parts wait for it, so the
 * screen is fetched, rendered and painted first.
 */
export function useScreenLoading(): void {
  // A layout effect: counted during the commit that shows the skeleton, before any frame a part
  // could be waiting for.
  useLayoutEffect(() => {
    loadingScreens += 1;
    return () => {
      loadingScreens -= 1;
      if (loadingScreens > 0) return;
      const resume = [...waiting];
      waiting.clear();
      for (const next of resume) next();
    };
  }, []);
}

/**
 * Resolves after the browser has painted a frame in which no screen is loading: a
 * requestAnimationFrame callback runs just before a frame is drawn, so the second one runs once the
 * first frame is on screen, and the task after it once that frame's work is done.
 */
function screenPainted(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (loadingScreens > 0) waiting.add(afterPaint);
      else resolve();
    };
    const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(check, 0)));
    afterPaint();
  });
}
