import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';
import {
  AppLayout,
  BillsPage,
  ChatPage,
  ComplaintsPage,
  DashboardPage,
  LoginPage,
  lazyNamed,
  RightsPage,
  RulesPage,
  TenantsPage,
} from './lazy';
import { RequireAuth } from './require-auth';

const NotFoundPage = lazyNamed(() => import('./not-found-page'), 'NotFoundPage');
const UnauthorizedPage = lazyNamed(() => import('./unauthorized-page'), 'UnauthorizedPage');

/** docs/product.md §2: the routes and who may see them. */
export function AppRoutes() {
  const { user } = useSession();
  // Signing in goes back to the page that asked for it (a session that expired mid-way), else home.
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path="/login" element={user ? <Navigate to={from ?? '/dashboard'} replace /> : <LoginPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/bills" element={<BillsPage />} />
            <Route path="/complaints" element={<ComplaintsPage />} />
            <Route path="/chat" element={<ChatPage />} />
            <Route path="/rules" element={<RulesPage />} />
            <Route element={<RequireAuth requiredRole="Landlord" />}>
              <Route path="/tenants" element={<TenantsPage />} />
            </Route>
            <Route element={<RequireAuth requiredRole="Tenant" />}>
              <Route path="/rights" element={<RightsPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
