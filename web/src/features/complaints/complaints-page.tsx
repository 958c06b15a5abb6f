import { PageHeader } from '../../components/ui/card';
import { useSession } from '../../lib/session';

export function ComplaintsPage() {
  const { user } = useSession();
  return <PageHeader title={user?.role === 'Landlord' ? 'Complaints' : 'Complaints'} />;
}
