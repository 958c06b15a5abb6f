import type { Role } from '@safestay/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Route guard (docs/product.md §2): signed out -> /login; another role -> /unauthorized. */
export function RequireAuth({ requiredRole }: { requiredRole?: Role }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (requiredRole && user.role !== requiredRole) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
