import { CalendarDays } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/session';

/** SPEC.md §2 "Dashboard". */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  const now = new Date();
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Welcome back, {user.name}!</h1>
      <p className="mt-1 text-sm text-gray-600">
        Signed in as <span className="font-medium text-gray-800">{user.role}</span>
        {user.apartmentName ? ` · ${user.apartmentName}` : ''}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card className="p-5">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-gray-600">Current Period</p>
            <CalendarDays className="size-5 text-emerald-600" aria-hidden="true" />
          </div>
          <p className="mt-2 text-2xl font-bold text-gray-900">{now.toLocaleString('en-US', { month: 'long' })}</p>
          <p className="text-sm text-gray-500">{now.getFullYear()}</p>
        </Card>
      </div>
    </div>
  );
}
