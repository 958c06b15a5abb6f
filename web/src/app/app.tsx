import { Suspense, useEffect, useState } from 'react';
import { FullScreenSpinner } from '../components/ui/spinner';
import { lazyNamed } from '../lib/lazy';
import { readStoredSession, useSession } from '../lib/session';
import { ToastHost } from '../lib/toast';
import { LoginPage, preloadSignedIn } from './screens';

const RoutedApp = lazyNamed(() => import('./routed-app'), 'RoutedApp');

/**
 * docs/decisions/0012: a signed-out visit to /login shows the sign-in screen without the router and the query
 * library (the first load stays small). Anything else, including signing in there, mounts the
 * routed app, which stays mounted from then on; its /login route renders the same screen.
 */
export function App() {
  const { user } = useSession();
  const [ready, setReady] = useState(false);
  const [routed, setRouted] = useState(false);
  const signInOnly = ready && !routed && !user && window.location.pathname === '/login';

  useEffect(() => {
    readStoredSession();
    setReady(true);
  }, []);
  useEffect(() => {
    if (!ready || signInOnly || routed) return;
    // Signing in on /login goes on to /dashboard (routes.tsx).
    const path = window.location.pathname;
    if (user) preloadSignedIn(path === '/login' ? '/dashboard' : path);
    setRouted(true);
  }, [ready, signInOnly, routed, user]);

  return (
    <>
      <Suspense fallback={<FullScreenSpinner />}>
        {!ready ? <FullScreenSpinner /> : signInOnly ? <LoginPage /> : <RoutedApp />}
      </Suspense>
      <ToastHost />
    </>
  );
}
