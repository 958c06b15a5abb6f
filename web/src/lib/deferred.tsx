import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a screen that is not needed for its first paint, such as a form in a modal (and the
 * zod schema it checks with, docs/decisions/0002): its chunk is fetched once the screen has
 * rendered, and nothing shows in its place until it arrives. Rendered closed, a form is ready long
 * before anyone opens it.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
