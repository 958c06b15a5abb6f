import { PageHeader } from '../../components/ui/card';
import { useSession } from '../../lib/session';

export function RightsPage() {
  const { user } = useSession();
  return (
    <PageHeader title={user?.role === 'Landlord' ? 'Know Your Rights as a Tenant' : 'Know Your Rights as a Tenant'} />
  );
}
