import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { BillsPage } from '../features/bills/bills-page';
import { ChatPage } from '../features/chat/chat-page';
import { ComplaintsPage } from '../features/complaints/complaints-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { RightsPage } from '../features/rights/rights-page';
import { RulesPage } from '../features/rules/rules-page';
import { TenantsPage } from '../features/tenants/tenants-page';
import { useSession } from '../lib/session';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { UnauthorizedPage } from './unauthorized-page';

/** SPEC.md §2: the routes and who may see them. */
export function AppRoutes() {
  const { user } = useSession();
  return (
    <Routes>
      <Route path="/login" element={user ? <Navigate to="/dashboard" replace /> : <LoginPage />} />
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
  );
}
