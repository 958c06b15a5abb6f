import type { ReactElement } from 'react';
import { appElement } from './app';

export interface PrerenderedPage {
  element: () => ReactElement;
  /** The module of the lazy chunk the page shows, fetched beside React on the first touch (src/main.tsx). */
  chunk: string;
  /**
   * The screen's name in the language of now, as it sets it in the tab: the HTML carries it
   * before React runs. Read by the build only, once the page's language is in.
   */
  title: () => Promise<string>;
}

/**
 * The paths the build renders to HTML. src/prerender.tsx renders each element at build time,
 * once in each language: web/vite.config.ts writes /login's markup into dist/login.html (English)
 * and dist/login.sw.html (the server sends `<name>.html` or `<name>.<locale>.html` for GET /<name>,
 * by the visitor's language) with the files to fetch on the visitor's first touch (src/main.tsx),
 * and start.tsx hydrates the same element over it. The build has no stored session, so each page is what a
 * signed-out visitor sees; a signed-in visitor gets a fresh client render instead.
 * docs/architecture.md §2 says how to add one.
 */
export const PRERENDERED: Record<string, PrerenderedPage> = {
  '/login': {
    element: () => appElement({ signedOutAtLogin: true }),
    chunk: 'src/features/auth/login-page.tsx',
    title: () => import('../features/auth/texts').then((m) => m.AUTH_TEXT.signInTitle),
  },
};
