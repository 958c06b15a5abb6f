import { isLocale } from '@safestay/contracts';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner';
import { lazyNamed } from '../lib/lazy';
import { rememberLocale, speakLocale, useLocale, wantedLocale } from '../lib/locale';
import { readStoredSession, useSession } from '../lib/session';
import { ToastHost } from '../lib/toast';
import { LoginPage, preloadSignedIn } from './screens';

const RoutedApp = lazyNamed(() => import('./routed-app'), 'RoutedApp');

interface AppProps {
  /**
   * The visitor is known to be signed out at /login: the first render is the sign-in screen, not
   * the spinner. Set by the build, which renders the sign-in screen into login.html, and by
   * start.tsx when it hydrates that markup (it has read the stored session by then).
   */
  signedOutAtLogin?: boolean;
}

/**
 * docs/decisions/0012: a signed-out visit to /login shows the sign-in screen without the router and the query
 * library (the first load stays small). Anything else, including signing in there, mounts the
 * routed app, which stays mounted from then on; its /login route renders the same screen.
 */
export function App({ signedOutAtLogin = false }: AppProps) {
  const { user } = useSession();
  const [ready, setReady] = useState(signedOutAtLogin);
  const [routed, setRouted] = useState(false);
  // `signedOutAtLogin` first: the build renders without a `window`.
  const signInOnly = ready && !routed && !user && (signedOutAtLogin || window.location.pathname === '/login');

  useEffect(() => {
    // start.tsx read it before hydrating. Reading it again would re-render this component while
    // the sign-in chunk may still be loading, and React then redraws the screen instead of
    // adopting the markup (losing what was typed into it), without a word in production.
    if (!signedOutAtLogin) readStoredSession();
    setReady(true);
  }, [signedOutAtLogin]);
  useEffect(() => {
    if (!ready || signInOnly || routed) return;
    // The router, the layout and the screen are fetched together, and the routed app mounts once
    // they are in: the spinner stays until the screen can paint whole, with no Suspense fallback
    // on the way (each would hold the screen back, lib/lazy.ts). Signing in on /login goes on to
    // /dashboard (routes.tsx).
    const path = window.location.pathname;
    let current = true;
    Promise.allSettled([
      RoutedApp.preload(),
      user ? preloadSignedIn(path === '/login' ? '/dashboard' : path) : undefined,
    ]).then(() => {
      if (current) setRouted(true);
    });
    return () => {
      current = false;
    };
  }, [ready, signInOnly, routed, user]);

  return (
    <>
      <Suspense fallback={<FullScreenSpinner />}>
        {signInOnly ? <LoginPage /> : ready && routed ? <RoutedApp /> : <FullScreenSpinner />}
      </Suspense>
      <ToastHost />
    </>
  );
}

/**
 * What start.tsx renders, or hydrates over the build's markup, and what the build renders
 * (src/prerender.tsx): one element, so the markup and the first client render cannot drift apart.
 */
export function appElement(props: AppProps = {}) {
  return (
    <StrictMode>
      <Localized {...props} />
    </StrictMode>
  );
}

/**
 * The whole app in the language of now: a change (the switch, signing in as someone who reads
 * the other one) draws it again from the top under a new key, without a page load, and its data
 * is fetched again in that language. Until then nothing here re-renders `App` (the hydration rule
 * above): the language only changes on a person's act.
 */
function Localized(props: AppProps) {
  const locale = useLocale();
  const { user } = useSession();
  const own = user?.locale;
  useEffect(() => {
    // A signed-in person's own language wins, and this device remembers it for the sign-in screen.
    if (isLocale(own)) rememberLocale(own);
    speakLocale(wantedLocale());
  }, [own]);
  return <App key={locale} {...props} />;
}
