import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { InvitePage } from '../features/tenancies/invite-page';

/**
 * The create-account form of features/auth, loaded through the sign-in screen's chunk: importing
 * it directly would split that chunk and grow /login's first load (features/auth/login-page.tsx).
 */
const loadForm = () => import('../features/auth/login-page').then((m) => m.loadRegisterFields());
const InviteRegisterForm = lazy(() => loadForm().then((m) => ({ default: m.InviteRegisterForm })));

/**
 * /join/:code: the invite (joining) above the create-account form (auth), composed here because
 * features do not import each other. The form's chunks load while the invite is read.
 */
export function JoinRoute() {
  const { code = '' } = useParams();
  useEffect(() => {
    loadForm().catch(() => {});
  }, []);
  return (
    <InvitePage
      code={code}
      form={
        <Suspense fallback={null}>
          <InviteRegisterForm inviteCode={code} />
        </Suspense>
      }
    />
  );
}
