import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component in its own chunk, which can be fetched before it is rendered. */
export type LazyComponent<P extends object = Record<string, never>> = ComponentType<P> & {
  /** Fetches the chunk (once); a component whose chunk has arrived renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy, with `preload()`. Once the chunk has arrived, the component renders at once instead
 * of suspending for a tick: a Suspense fallback that shows even for a moment makes React hold the
 * content back for up to 300 ms after it (its fallback throttle), so a signed-in first load whose
 * chunks were all fetched together painted its screen ~300 ms late, once per fallback
 * (docs/performance.md).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  function Component(props: P) {
    // Chosen once per mount: going from the lazy wrapper to the component itself would remount it.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  Component.preload = () => fetchOnce().then(() => undefined);
  return Component;
}

/** lazyComponent for a module's named export. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyComponent {
  return lazyComponent(async () => (await load())[name] as ComponentType);
}
