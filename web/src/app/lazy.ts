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

// The signed-in layout and screens (docs/product.md §2), each its own chunk fetched on first visit.
const layoutChunk = () => import('./layout');
const screenChunks = {
  '/dashboard': () => import('../features/dashboard/dashboard-page'),
  '/bills': () => import('../features/bills/bills-page'),
  '/complaints': () => import('../features/complaints/complaints-page'),
  '/chat': () => import('../features/chat/chat-page'),
  '/rules': () => import('../features/rules/rules-page'),
  '/tenants': () => import('../features/tenants/tenants-page'),
  '/rights': () => import('../features/rights/rights-page'),
};

export const AppLayout = lazyNamed(layoutChunk, 'AppLayout');
export const DashboardPage = lazyNamed(screenChunks['/dashboard'], 'DashboardPage');
export const BillsPage = lazyNamed(screenChunks['/bills'], 'BillsPage');
export const ComplaintsPage = lazyNamed(screenChunks['/complaints'], 'ComplaintsPage');
export const ChatPage = lazyNamed(screenChunks['/chat'], 'ChatPage');
export const RulesPage = lazyNamed(screenChunks['/rules'], 'RulesPage');
export const TenantsPage = lazyNamed(screenChunks['/tenants'], 'TenantsPage');
export const RightsPage = lazyNamed(screenChunks['/rights'], 'RightsPage');

/**
 * A signed-in first load fetches the layout and the screen together with the router, rather than
 * each after the one rendering it (docs/performance.md). A failure is left to the screen's own import to show.
 */
export function preloadSignedIn(pathname: string): void {
  const screen = screenChunks[pathname as keyof typeof screenChunks];
  for (const load of screen ? [layoutChunk, screen] : [layoutChunk]) load().catch(() => {});
}
