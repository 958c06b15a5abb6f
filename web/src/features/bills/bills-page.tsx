import { useSession } from '../../lib/session';
import { LandlordBills } from './landlord-bills';
import { TenantBills } from './tenant-bills';

/** docs/product.md §2 "Bills screen": two screens, one per role. */
export function BillsPage() {
  const { user } = useSession();
  if (!user) return null;
  return user.role === 'Landlord' ? <LandlordBills /> : <TenantBills />;
}
