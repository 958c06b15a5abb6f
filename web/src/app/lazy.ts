import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** One lazy sign-in screen for both the first load (app.tsx) and the routed app, so it loads once. */
export const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
