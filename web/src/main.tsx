import './index.css';
import { holdEarlyInput } from './lib/early-input';

/**
 * login.html already shows the sign-in screen (src/app/prerendered.ts). Its JavaScript is fetched
 * only once that has painted: fetched alongside the stylesheet it would share a slow link with
 * it, and evaluated first (React is ~230 KB) it would hold the paint back, which is what
 * prerendering is for. The build lists the page's files in #root's data-preload (React's and the
 * screen's own chunks, web/vite.config.ts), so they come together rather than one after another.
 * Any other page holds the spinner, so its app starts at once (index.html preloads its chunks).
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

const root = document.getElementById('root');
const page = root?.dataset.prerendered;
// Clicks on the prerendered page wait for React rather than being lost (lib/early-input.ts).
if (root && page) holdEarlyInput(root);
if (
  page &&
  document.visibilityState === 'visible' &&
  window.PerformanceObserver?.supportedEntryTypes?.includes('paint')
) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    preload(root?.dataset.preload ?? '');
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab hidden before it painted paints nothing; and whatever keeps the paint from being
  // reported, the app starts all the same.
  document.addEventListener('visibilitychange', startOnce, { once: true });
  setTimeout(startOnce, 3000);
} else {
  start();
}
