import { PageHeader } from '../../components/ui/card';
import { useSession } from '../../lib/session';

export function BillsPage() {
  const { user } = useSession();
  return <PageHeader title={user?.role === 'Landlord' ? 'Bills Management' : 'My Bills'} />;
}
