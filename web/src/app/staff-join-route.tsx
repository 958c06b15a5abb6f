import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSwitchBuilding } from '../features/portfolio/api';
import { StaffJoinPage } from '../features/team/staff-join-page';
import { useSession } from '../lib/session';

// Through the sign-in screen's chunk, as /join's form (join-route.tsx says why).
const loadForm = () => import('../features/auth/login-page').then((m) => m.loadRegisterFields());
const StaffRegisterForm = lazy(() => loadForm().then((m) => ({ default: m.StaffRegisterForm })));

/**
 * /staff/join/:code (docs/team.md): the staff invite (team) with a caretaker's create-account form
 * (auth) for someone signed out, or Accept for someone signed in, which then opens that building
 * (portfolio). Composed here because features do not import each other. Someone who creates their
 * account here goes on to the dashboard.
 */
export function StaffJoinRoute() {
  const { code = '' } = useParams();
  const { user } = useSession();
  const [signedOutAtFirst] = useState(user === null);
  const switchTo = useSwitchBuilding();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) loadForm().catch(() => {});
  }, [user]);
  if (signedOutAtFirst && user) return <Navigate to="/dashboard" replace />;
  return (
    <StaffJoinPage
      code={code}
      form={
        <Suspense fallback={null}>
          <StaffRegisterForm staffInviteCode={code} />
        </Suspense>
      }
      onJoined={(apartmentId) => (apartmentId ? switchTo(apartmentId) : navigate('/dashboard'))}
    />
  );
}
