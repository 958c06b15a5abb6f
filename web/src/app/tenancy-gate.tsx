import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { deferred } from '../lib/deferred';
import { lazyNamed } from '../lib/lazy';
import { useSession } from '../lib/session';
import { accessOf, MOVED_OUT_PATHS } from './tenancy-access';

// Used by layout.tsx only: these screens' chunks then share what the layout has already loaded.
const WaitingPage = lazyNamed(() => import('../features/tenancies/waiting-page'), 'WaitingPage');
const MovedOutNotice = deferred(() => import('../features/tenancies/moved-out-notice').then((m) => m.MovedOutNotice));

/** A tenant the landlord has not approved (or turned down) sees the waiting screen instead of `children`. */
export function TenancyGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return accessOf(user) === 'waiting' ? <WaitingPage /> : children;
}

/**
 * Around each screen: a tenant who moved out keeps My Bills (under a notice saying so) and Tenant
 * Rights; any other path goes to My Bills.
 */
export function MovedOutGuard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (accessOf(user) !== 'moved-out') return children;
  if (!MOVED_OUT_PATHS.includes(pathname)) return <Navigate to="/bills" replace />;
  return (
    <>
      <MovedOutNotice />
      {children}
    </>
  );
}
