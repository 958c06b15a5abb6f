import { MSG } from '@safestay/contracts';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { usePageTitle } from '../lib/page-title';
import { useSession } from '../lib/session';

export function UnauthorizedPage() {
  const { user } = useSession();
  usePageTitle(MSG.unauthorizedTitle);
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto size-12 text-red-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900">{MSG.unauthorizedTitle}</h1>
        <p className="mt-2 text-gray-600">{MSG.unauthorizedText}</p>
        <Link to={user ? '/dashboard' : '/login'} className={buttonClasses('primary', 'md', 'mt-6')}>
          {user ? 'Back to Dashboard' : 'Go to Sign in'}
        </Link>
      </div>
    </main>
  );
}
