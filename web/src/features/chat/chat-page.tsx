import { PageHeader } from '../../components/ui/card';
import { useSession } from '../../lib/session';

export function ChatPage() {
  const { user } = useSession();
  return <PageHeader title={user?.role === 'Landlord' ? 'Chats' : 'Chats'} />;
}
