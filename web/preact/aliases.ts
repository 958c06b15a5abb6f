import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web app ships Preact (`preact/compat`) where its code and its libraries import React
 * (docs/performance.md, "Web"): React and react-dom were ~67 KiB gzip of every route's first load,
 * Preact with compat is ~12. The code and its types stay React's (`@types/react`); only what runs
 * is Preact. web/vite.config.ts (the build, the dev server and the build's prerendering) and the
 * `web` project of vitest.config.ts (unit tests run against what ships) both use this list.
 * Exact names only: `react-router` or `react-hook-form` must not match `react`.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // react-dom/static's `prerender` (src/prerender.tsx, at build time), on preact-render-to-string.
  { find: /^react-dom\/static$/, replacement: path.join(here, 'static.ts') },
];

/** The same for the unit tests, whose `react` also has `act` (react-with-act.ts). */
export const PREACT_TEST_ALIASES = PREACT_ALIASES.map((alias) =>
  alias.find.source === '^react$' ? { ...alias, replacement: path.join(here, 'react-with-act.ts') } : alias,
);

/**
 * Libraries that import React. Where Vite or vitest runs code in Node (the build's prerendering,
 * the unit tests) it would hand these to Node as they are, and their `react` would be React's:
 * they must go through the transform, so the aliases reach their imports too.
 */
export const REACT_LIBRARIES = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'react-hook-form',
  '@hookform/resolvers',
  'sonner',
  'lucide-react',
];
