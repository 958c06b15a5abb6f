import type { Role } from '@safestay/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useActingRole } from '../lib/acting-role';
import { useSession } from '../lib/session';

/**
 * Route guard (docs/product.md §2): signed out -> /login; a role (in the tab's building) the screen
 * is not for -> /unauthorized.
 */
export function RequireAuth({ roles }: { roles?: Role[] }) {
  const { user } = useSession();
  const role = useActingRole();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (roles && role && !roles.includes(role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
