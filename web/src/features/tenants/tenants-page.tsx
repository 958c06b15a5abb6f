import { PageHeader } from '../../components/ui/card';
import { useSession } from '../../lib/session';

export function TenantsPage() {
  const { user } = useSession();
  return <PageHeader title={user?.role === 'Landlord' ? 'Tenants Management' : 'Tenants Management'} />;
}
