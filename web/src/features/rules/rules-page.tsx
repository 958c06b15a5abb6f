import { PageHeader } from '../../components/ui/card';
import { useSession } from '../../lib/session';

export function RulesPage() {
  const { user } = useSession();
  return <PageHeader title={user?.role === 'Landlord' ? 'Property Rules Management' : 'Property Rules'} />;
}
