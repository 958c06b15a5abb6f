import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
