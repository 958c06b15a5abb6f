import type { ReactElement } from 'react';
import { SIGN_IN_TITLE } from '../features/auth/sign-in-title';
import { appElement } from './app';

export interface PrerenderedPage {
  element: () => ReactElement;
  /** The module of the lazy chunk the page shows, fetched beside React on the first touch (src/main.tsx). */
  chunk: string;
  /** The screen's name, as it sets it in the tab: the HTML carries it before React runs. */
  title: string;
}

/**
 * The paths the build renders to HTML. src/prerender.tsx renders each element at build time,
 * web/vite.config.ts writes /login's markup into dist/login.html (the server sends `<name>.html`
 * for GET /<name>) with the files to fetch on the visitor's first touch (src/main.tsx), and start.tsx
 * hydrates the same element over it. The build has no stored session, so each page is what a
 * signed-out visitor sees; a signed-in visitor gets a fresh client render instead.
 * docs/architecture.md §2 says how to add one.
 */
export const PRERENDERED: Record<string, PrerenderedPage> = {
  '/login': {
    element: () => appElement({ signedOutAtLogin: true }),
    chunk: 'src/features/auth/login-page.tsx',
    title: SIGN_IN_TITLE,
  },
};
