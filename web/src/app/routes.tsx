import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { lazyNamed } from '../lib/lazy';
import { useSession } from '../lib/session';
import { RequireAuth } from './require-auth';
import { AppLayout, LoginPage, SCREENS } from './screens';

const NotFoundPage = lazyNamed(() => import('./not-found-page'), 'NotFoundPage');
const UnauthorizedPage = lazyNamed(() => import('./unauthorized-page'), 'UnauthorizedPage');
const JoinRoute = lazyNamed(() => import('./join-route'), 'JoinRoute');
const StaffJoinRoute = lazyNamed(() => import('./staff-join-route'), 'StaffJoinRoute');
const ForgotPage = lazyNamed(() => import('../features/auth/forgot-page'), 'ForgotPage');

/** docs/product.md §2: the routes and who may see them (screens.ts). */
export function AppRoutes() {
  const { user } = useSession();
  // Signing in goes back to the page that asked for it (a session that expired mid-way), else home.
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path="/login" element={user ? <Navigate to={from ?? '/dashboard'} replace /> : <LoginPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        {/* An invite link: public; someone already signed in goes home. */}
        <Route path="/join/:code" element={user ? <Navigate to="/dashboard" replace /> : <JoinRoute />} />
        {/* A caretaker's invite (docs/team.md): public; signed in, it offers to accept. */}
        <Route path="/staff/join/:code" element={<StaffJoinRoute />} />
        {/* A new password with a code sent by email or SMS: public, its own chunk (not /login's). */}
        <Route path="/forgot" element={user ? <Navigate to="/dashboard" replace /> : <ForgotPage />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            {SCREENS.map(({ path, roles, Page }) => (
              <Route key={path} element={<RequireAuth roles={roles} />}>
                <Route path={path} element={<Page />} />
              </Route>
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
