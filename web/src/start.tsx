import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from './app/app';
import { PRERENDERED } from './app/prerendered';
import { dropEarlyInput } from './lib/early-input';
import { currentWebLocale, prepareLocale } from './lib/locale';
import { pageLocale } from './lib/locale-choice';
import { readStoredSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// login.html (login.sw.html) holds the sign-in screen the build rendered (src/app/prerendered.ts)
// in the language <html lang> says; any other page holds the spinner. React adopts that markup
// only for the visitor it was rendered for: at its path, signed out, reading its language. Anyone
// else gets a fresh render, which replaces it, once their language's texts are in (lib/locale.ts).
const prerendered = root.dataset.prerendered === window.location.pathname && PRERENDERED[window.location.pathname];
const renderedIn = pageLocale();
const { user } = readStoredSession();
prepareLocale().then(() => {
  if (prerendered && !user && currentWebLocale() === renderedIn) {
    hydrateRoot(root, prerendered.element());
  } else {
    dropEarlyInput();
    createRoot(root).render(appElement());
  }
});
