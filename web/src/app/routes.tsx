import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ListSkeleton } from '../components/ui/card';
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

/** A screen inside the layout: the sidebar stays while the screen's chunk loads. */
function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ListSkeleton rows={3} />}>{children}</Suspense>;
}

/** SPEC.md §2: the routes and who may see them. */
export function AppRoutes() {
  const { user } = useSession();
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path="/login" element={user ? <Navigate to="/dashboard" replace /> : <LoginPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route
              path="/dashboard"
              element={
                <Screen>
                  <DashboardPage />
                </Screen>
              }
            />
            <Route
              path="/bills"
              element={
                <Screen>
                  <BillsPage />
                </Screen>
              }
            />
            <Route
              path="/complaints"
              element={
                <Screen>
                  <ComplaintsPage />
                </Screen>
              }
            />
            <Route
              path="/chat"
              element={
                <Screen>
                  <ChatPage />
                </Screen>
              }
            />
            <Route
              path="/rules"
              element={
                <Screen>
                  <RulesPage />
                </Screen>
              }
            />
            <Route element={<RequireAuth requiredRole="Landlord" />}>
              <Route
                path="/tenants"
                element={
                  <Screen>
                    <TenantsPage />
                  </Screen>
                }
              />
            </Route>
            <Route element={<RequireAuth requiredRole="Tenant" />}>
              <Route
                path="/rights"
                element={
                  <Screen>
                    <RightsPage />
                  </Screen>
                }
              />
            </Route>
            <Route
              path="*"
              element={
                <Screen>
                  <NotFoundPage />
                </Screen>
              }
            />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
