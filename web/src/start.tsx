import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from './app/app';
import { PRERENDERED } from './app/prerendered';
import { dropEarlyInput } from './lib/early-input';
import { currentWebLocale, prepareLocale } from './lib/locale';
import { readStoredSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// login.html holds the sign-in screen the build rendered (src/app/prerendered.ts), in English; any
// other page holds the spinner. React adopts that markup only for the visitor it was rendered for:
// at its path, signed out, reading English. Anyone else gets a fresh render, which replaces it,
// once their language's texts are in (lib/locale.ts).
const prerendered = root.dataset.prerendered === window.location.pathname && PRERENDERED[window.location.pathname];
const { user } = readStoredSession();
prepareLocale().then(() => {
  if (prerendered && !user && currentWebLocale() === 'en') {
    hydrateRoot(root, prerendered.element());
  } else {
    dropEarlyInput();
    createRoot(root).render(appElement());
  }
});
