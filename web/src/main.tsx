import './index.css';
import { holdEarlyInput } from './lib/early-input';
import { pageLocale, signedOutLocale } from './lib/locale-choice';

/**
 * login.html already shows the sign-in screen, and its form works without JavaScript
 * (src/app/prerendered.ts). So a signed-out visitor's phone fetches React and the app only once
 * they reach for the page: the first touch, click, key or focus (decision 0019). Someone who opens
 * the link and reads is sent ~2 KB of HTML and the stylesheet, not ~80 KB of script, and nothing
 * competes with the paint. Whatever is clicked or sent meanwhile is held and answered once the app
 * has taken over (lib/early-input.ts). The build lists the page's files in #root's data-preload
 * (React's and the screen's own chunks, web/vite.config.ts), so they come together rather than one
 * after another. Any other page holds the spinner, and a signed-in visitor is sent on at once, so
 * their app starts at once (index.html preloads its chunks).
 */
function start() {
  import('./start').catch((error) => console.error('SafeStay could not start', error));
}

function preload(files: string) {
  for (const href of files.split(' ').filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}

/** A stored token (lib/session.ts's key): the visitor is signed in, and /login sends them on. */
function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem('token'));
  } catch {
    return false;
  }
}

/** What a visitor does first to use the page; click and submit too, as assistive technology sends them alone. */
const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click', 'submit'] as const;

const root = document.getElementById('root');
const page = root?.dataset.prerendered;
// The server sends the page in the visitor's language (by their cookie, else their browser's);
// one it could not tell, whose page is in the other language, gets the app at once, drawn in theirs.
if (root && page && !signedIn() && signedOutLocale() === pageLocale()) {
  // Clicks on the prerendered page wait for React rather than being lost (lib/early-input.ts).
  holdEarlyInput(root);
  const startOnce = () => {
    for (const type of INTENT) document.removeEventListener(type, startOnce, true);
    preload(root.dataset.preload ?? '');
    start();
  };
  for (const type of INTENT) document.addEventListener(type, startOnce, { capture: true, passive: true });
  // A field focused before this ran (the browser's autofocus, a quick tap) is intent already.
  if (document.activeElement instanceof HTMLInputElement) startOnce();
} else {
  start();
}
