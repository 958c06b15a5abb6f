import { vi } from 'vitest';

/**
 * The web project runs its files one after another in one jsdom page (vitest.config.ts), so jsdom,
 * React and Testing Library start once rather than once per file. Each file still starts as if on a
 * page of its own: this runs before setup.ts and the file's imports, so the file gets its own copy
 * of the app's modules (its vi.mock calls apply, and no module state of an earlier file is left),
 * an empty body, empty storage, no title, real timers, at /. Packages from node_modules are loaded once.
 */
vi.resetModules();
vi.useRealTimers();
document.body.replaceChildren();
document.title = '';
// index.html's language, and no language cookie (lib/locale.ts) left by an earlier file.
document.documentElement.lang = 'en';
// biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
document.cookie = 'safestay_locale=; Path=/; Max-Age=0';
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
